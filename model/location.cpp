#include "model/location.hpp"

namespace sandtable {

std::string_view to_string(LocationKind kind) {
    switch (kind) {
    case LocationKind::Hex: return "hex";
    case LocationKind::Area: return "area";
    case LocationKind::Edge: return "edge";
    }
    return "hex";
}

std::optional<LocationKind> location_kind_from_string(std::string_view text) {
    if (text == "hex") return LocationKind::Hex;
    if (text == "area") return LocationKind::Area;
    if (text == "edge") return LocationKind::Edge;
    return std::nullopt;
}

}  // namespace sandtable
