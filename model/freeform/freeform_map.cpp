#include "model/freeform/freeform_map.hpp"

#include <algorithm>

namespace sandtable {

std::string_view to_string(GeometryKind kind) {
    switch (kind) {
        case GeometryKind::Area: return "area";
        case GeometryKind::Line: return "line";
        case GeometryKind::Point: return "point";
    }
    return "area";
}

std::optional<GeometryKind> geometry_kind_from_string(std::string_view text) {
    for (const GeometryKind kind : {GeometryKind::Area, GeometryKind::Line, GeometryKind::Point}) {
        if (to_string(kind) == text) return kind;
    }
    return std::nullopt;
}

const FreeformTerrainDef* FreeformMap::terrain(std::string_view id) const {
    const auto it = std::find_if(catalogue.begin(), catalogue.end(), [&](const FreeformTerrainDef& def) { return def.id == id; });
    return it != catalogue.end() ? &*it : nullptr;
}

const TerrainArea* FreeformMap::area(std::string_view id) const {
    const auto it = std::find_if(areas.begin(), areas.end(), [&](const TerrainArea& a) { return a.id == id; });
    return it != areas.end() ? &*it : nullptr;
}

TerrainArea* FreeformMap::area(std::string_view id) {
    return const_cast<TerrainArea*>(static_cast<const FreeformMap&>(*this).area(id));
}

}  // namespace sandtable
