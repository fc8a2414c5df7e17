#pragma once
// A hexside as files and exports name it: from whichever of its two hexes is on the map, the
// owner first (a side on the map's border belongs to the hex inside), with its direction from that
// hex (0 to 5) and the hex across it.
#include "model/hex_map.hpp"

namespace sandtable {

struct HexsideOnMap {
    HexCoord hex;        // on the map unless neither hex is
    HexCoord neighbour;  // across the side; may be off the map
    int direction = 0;   // from `hex`, 0 to 5
};

[[nodiscard]] inline HexsideOnMap hexside_on_map(const HexMap& map, HexsideKey side) {
    auto [hex, other] = hexside_hexes(side);
    if (!map.contains(hex) && map.contains(other)) return {other, hex, side.direction + 3};
    return {hex, other, side.direction};
}

}  // namespace sandtable
