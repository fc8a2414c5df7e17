#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/terrain_overview.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <array>

namespace sandtable {

namespace {

// Every side is traced once, by the hex that has it in one of these directions; the hex across
// traces it in the opposite one only when that hex is not drawn.
constexpr int kOwnedSides = 3;

// Traces the sides of `hex` in `traced` (indexed by direction), joining neighbouring sides into
// one polyline so that their corners get joins rather than caps.
void trace_sides(cairo_t* cr, const std::array<DevicePoint, 6>& corners, const std::array<bool, 6>& traced) {
    if (std::all_of(traced.begin(), traced.end(), [](bool side) { return side; })) {
        trace_polygon(cr, corners);
        return;
    }
    // Start just after a side that is not traced, so that every run of sides is one polyline.
    int start = 0;
    while (traced[static_cast<std::size_t>((start + 5) % 6)] || !traced[static_cast<std::size_t>(start)]) ++start;
    bool pen_down = false;
    for (int step = 0; step < 6; ++step) {
        const auto side = static_cast<std::size_t>((start + step) % 6);
        if (!traced[side]) {
            pen_down = false;
            continue;
        }
        if (!pen_down) cairo_move_to(cr, corners[side].x, corners[side].y);
        const DevicePoint& to = corners[(side + 1) % 6];
        cairo_line_to(cr, to.x, to.y);
        pen_down = true;
    }
}

}  // namespace

// Each side is traced once (a closed outline per hex would stroke every inner side twice, and
// cairo's cost grows with the edges it rasterizes), and the grid is stroked a row at a time,
// which keeps cairo's sorted edge lists short.
void draw_grid(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    // Smaller hexes are drawn as an overview image, where a grid would drown the terrain.
    if (context.visible.empty() || size_px < kOverviewHexPx) return;
    cairo_t* cr = context.cr;
    const OffsetLayout layout = context.map.grid.layout;
    cairo_save(cr);
    set_source(cr, palette::kGrid);
    cairo_set_line_width(cr, std::clamp(size_px * 0.04, 0.75, 2.0));
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (int row = context.visible.first_row; row <= context.visible.last_row; ++row) {
        for (int col = context.visible.first_col; col <= context.visible.last_col; ++col) {
            const HexCoord hex = offset_to_axial(layout, {col, row});
            std::array<bool, 6> traced{};
            for (int direction = 0; direction < 6; ++direction) {
                traced[static_cast<std::size_t>(direction)] =
                    direction < kOwnedSides || !context.visible.contains(axial_to_offset(layout, neighbour(hex, direction)));
            }
            trace_sides(cr, context.hexes.corners(hex), traced);
        }
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

}  // namespace sandtable
