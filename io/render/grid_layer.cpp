#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

namespace {

// Below this hex size the grid would drown the terrain.
constexpr double kMinGridHexPx = 4.0;

}  // namespace

void draw_grid(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    if (context.visible.empty() || size_px < kMinGridHexPx) return;
    cairo_t* cr = context.cr;
    const OffsetLayout layout = context.map.grid.layout;
    // One path for every outline: cairo strokes the union, so shared sides are not darkened twice.
    for (int row = context.visible.first_row; row <= context.visible.last_row; ++row) {
        for (int col = context.visible.first_col; col <= context.visible.last_col; ++col) {
            trace_polygon(cr, context.hexes.corners(offset_to_axial(layout, {col, row})));
        }
    }
    set_source(cr, palette::kGrid);
    cairo_set_line_width(cr, std::clamp(size_px * 0.04, 0.75, 2.0));
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
}

}  // namespace sandtable
