#include "model/map_kind.hpp"

namespace sandtable {

std::string_view to_string(MapKind kind) {
    switch (kind) {
    case MapKind::Hex: return "hex";
    case MapKind::Area: return "area";
    case MapKind::Freeform: return "freeform";
    }
    return "hex";
}

std::optional<MapKind> map_kind_from_string(std::string_view text) {
    if (text == "hex") return MapKind::Hex;
    if (text == "area") return MapKind::Area;
    if (text == "freeform") return MapKind::Freeform;
    return std::nullopt;
}

}  // namespace sandtable
