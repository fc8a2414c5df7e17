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

// Inline: a search converts six neighbours at every hex it settles. `& 1` is the parity of
// negative values too (where % 2 would give -1).
[[nodiscard]] constexpr HexCoord offset_to_axial(OffsetLayout layout, OffsetCoord offset) {
    const int col = offset.col;
    const int row = offset.row;
    switch (layout) {
        case OffsetLayout::OddRows: return {col - (row - (row & 1)) / 2, row};
        case OffsetLayout::EvenRows: return {col - (row + (row & 1)) / 2, row};
        case OffsetLayout::OddColumns: return {col, row - (col - (col & 1)) / 2};
        case OffsetLayout::EvenColumns: return {col, row - (col + (col & 1)) / 2};
    }
    return {col, row};
}

[[nodiscard]] constexpr OffsetCoord axial_to_offset(OffsetLayout layout, HexCoord hex) {
    const int q = hex.q;
    const int r = hex.r;
    switch (layout) {
        case OffsetLayout::OddRows: return {q + (r - (r & 1)) / 2, r};
        case OffsetLayout::EvenRows: return {q + (r + (r & 1)) / 2, r};
        case OffsetLayout::OddColumns: return {q, r + (q - (q & 1)) / 2};
        case OffsetLayout::EvenColumns: return {q, r + (q + (q & 1)) / 2};
    }
    return {q, r};
}

}  // namespace sandtable
