#include "io/render/visible_range.hpp"

#include "model/hex_map.hpp"

#include <algorithm>
#include <climits>

namespace sandtable {

OffsetRange visible_offset_range(const HexMap& map, const RenderView& view, int extra_cells) {
    const HexGrid& grid = map.grid;
    if (grid.columns <= 0 || grid.rows <= 0 || view.width_px <= 0 || view.height_px <= 0 || !(view.scale > 0)) return {};
    // Offset columns and rows follow the map coordinates linearly up to rounding, so their extremes
    // over the view rectangle lie at its corners, give or take a cell.
    const DevicePoint corners[] = {{0.0, 0.0},
                                   {static_cast<double>(view.width_px), 0.0},
                                   {0.0, static_cast<double>(view.height_px)},
                                   {static_cast<double>(view.width_px), static_cast<double>(view.height_px)}};
    int min_col = INT_MAX;
    int max_col = INT_MIN;
    int min_row = INT_MAX;
    int max_row = INT_MIN;
    for (const DevicePoint corner : corners) {
        const OffsetCoord cell = axial_to_offset(grid.layout, point_to_hex(grid.geometry, view.to_map(corner)));
        min_col = std::min(min_col, cell.col);
        max_col = std::max(max_col, cell.col);
        min_row = std::min(min_row, cell.row);
        max_row = std::max(max_row, cell.row);
    }
    const int margin = 1 + std::max(extra_cells, 0);
    OffsetRange range{std::max(min_col - margin, 0), std::min(max_col + margin, grid.columns - 1),
                      std::max(min_row - margin, 0), std::min(max_row + margin, grid.rows - 1)};
    if (range.empty()) return {};
    return range;
}

}  // namespace sandtable
