#include "model/hex/hexside.hpp"

namespace sandtable {

HexsideKey hexside(HexCoord hex, int direction) {
    const int wrapped = ((direction % kHexDirections) + kHexDirections) % kHexDirections;
    if (wrapped < 3) return {hex, wrapped};
    return {neighbour(hex, wrapped), wrapped - 3};
}

std::optional<HexsideKey> hexside_between(HexCoord a, HexCoord b) {
    const int direction = direction_between(a, b);
    if (direction < 0) return std::nullopt;
    return hexside(a, direction);
}

std::pair<HexCoord, HexCoord> hexside_hexes(HexsideKey side) {
    return {side.hex, neighbour(side.hex, side.direction)};
}

}  // namespace sandtable
