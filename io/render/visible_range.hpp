#pragma once
// The block of offset cells (columns and rows) that a view can show, so that drawing a small
// view of a large map touches only the hexes on screen.
#include "io/render/render_view.hpp"
#include "model/hex/offset_coord.hpp"

#include <cstddef>

namespace sandtable {

class HexMap;

struct OffsetRange {
    int first_col = 0;
    int last_col = -1;
    int first_row = 0;
    int last_row = -1;

    [[nodiscard]] bool empty() const { return last_col < first_col || last_row < first_row; }
    [[nodiscard]] std::size_t hex_count() const {
        return empty() ? 0
                       : static_cast<std::size_t>(last_col - first_col + 1) * static_cast<std::size_t>(last_row - first_row + 1);
    }
    [[nodiscard]] bool contains(OffsetCoord cell) const {
        return cell.col >= first_col && cell.col <= last_col && cell.row >= first_row && cell.row <= last_row;
    }
};

// Cells of the map that may intersect the view, with a border of `extra_cells` for what is drawn
// beyond a hex's own outline (thick strokes); clamped to the map, empty when the view misses it.
[[nodiscard]] OffsetRange visible_offset_range(const HexMap& map, const RenderView& view, int extra_cells = 1);

}  // namespace sandtable
