#pragma once
// The hexes a straight line from the centre of one hex to the centre of another passes through.
#include "model/hex/hex_coord.hpp"

#include <optional>
#include <vector>

namespace sandtable {

struct SightLineHex {
    HexCoord hex;
    // Set when the line runs along the hexside between `hex` and this hex: it passes through both.
    std::optional<HexCoord> beside;
};

// The hexes strictly between a and b, in order from a.
[[nodiscard]] std::vector<SightLineHex> hexes_between(HexCoord a, HexCoord b);

}  // namespace sandtable
