#include "model/location.hpp"

namespace sandtable {

std::string_view to_string(LocationKind kind) {
    switch (kind) {
    case LocationKind::Hex: return "hex";
    case LocationKind::Area: return "area";
    case LocationKind::Edge: return "edge";
    case LocationKind::With: return "with";
    }
    return "hex";
}

}  // namespace sandtable
