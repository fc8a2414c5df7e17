#include "model/hex/offset_coord.hpp"

namespace sandtable {
namespace {

// 0 for even, 1 for odd, also for negative values (where % 2 would give -1).
int parity(int value) { return value & 1; }

}  // namespace

HexCoord offset_to_axial(OffsetLayout layout, OffsetCoord offset) {
    const int col = offset.col;
    const int row = offset.row;
    switch (layout) {
        case OffsetLayout::OddRows: return {col - (row - parity(row)) / 2, row};
        case OffsetLayout::EvenRows: return {col - (row + parity(row)) / 2, row};
        case OffsetLayout::OddColumns: return {col, row - (col - parity(col)) / 2};
        case OffsetLayout::EvenColumns: return {col, row - (col + parity(col)) / 2};
    }
    return {col, row};
}

OffsetCoord axial_to_offset(OffsetLayout layout, HexCoord hex) {
    const int q = hex.q;
    const int r = hex.r;
    switch (layout) {
        case OffsetLayout::OddRows: return {q + (r - parity(r)) / 2, r};
        case OffsetLayout::EvenRows: return {q + (r + parity(r)) / 2, r};
        case OffsetLayout::OddColumns: return {q, r + (q - parity(q)) / 2};
        case OffsetLayout::EvenColumns: return {q, r + (q + parity(q)) / 2};
    }
    return {q, r};
}

}  // namespace sandtable
