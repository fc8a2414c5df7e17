#include "model/freeform/freeform_map.hpp"

#include "model/enum_names.hpp"

#include <algorithm>

namespace sandtable {

namespace {

constexpr EnumNames<GeometryKind, 3> kGeometryKindNames{{{GeometryKind::Area, "area"}, {GeometryKind::Line, "line"}, {GeometryKind::Point, "point"}}};

}  // namespace

std::string_view to_string(GeometryKind kind) { return name_in(kGeometryKindNames, kind); }

std::optional<GeometryKind> geometry_kind_from_string(std::string_view text) { return value_in(kGeometryKindNames, text); }

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
