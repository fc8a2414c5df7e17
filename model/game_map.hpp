#pragma once
// One map of a book. Hex maps are complete here; area graphs and free-form maps carry only their
// identity until their own model lands.
#include "model/hex_map.hpp"
#include "model/map_kind.hpp"

#include <string>

namespace sandtable {

struct GameMap {
    std::string id;
    std::string name;
    MapKind kind = MapKind::Hex;
    std::string units = "px";  // unit of map coordinates: "px", "mm", "in", or "m" of a CRS
    HexMap hex;                // used when kind == MapKind::Hex
    friend bool operator==(const GameMap&, const GameMap&) = default;
};

}  // namespace sandtable
