#include "model/location.hpp"

namespace sandtable {

std::string_view to_string(LocationKind kind) {
    switch (kind) {
    case LocationKind::Hex: return "hex";
    case LocationKind::Area: return "area";
    case LocationKind::Edge: return "edge";
    case LocationKind::With: return "with";
    case LocationKind::Point: return "point";
    }
    return "hex";
}

std::optional<LocationKind> location_kind_from_string(std::string_view text) {
    for (const LocationKind kind : {LocationKind::Hex, LocationKind::Area, LocationKind::Edge, LocationKind::With, LocationKind::Point}) {
        if (to_string(kind) == text) return kind;
    }
    return std::nullopt;
}

}  // namespace sandtable
