#pragma once
// Offset (column, row) coordinates as printed maps count them, and their conversion to axial.
#include "model/hex/hex_coord.hpp"

#include <compare>

namespace sandtable {

// Which rows or columns are shoved by half a hex. Row layouts go with pointy-top hexes,
// column layouts with flat-top hexes. "Odd" shoves odd rows right / odd columns down.
enum class OffsetLayout { OddRows, EvenRows, OddColumns, EvenColumns };

struct OffsetCoord {
    int col = 0;
    int row = 0;
    friend constexpr auto operator<=>(const OffsetCoord&, const OffsetCoord&) = default;
};

[[nodiscard]] HexCoord offset_to_axial(OffsetLayout layout, OffsetCoord offset);
[[nodiscard]] OffsetCoord axial_to_offset(OffsetLayout layout, HexCoord hex);

}  // namespace sandtable
