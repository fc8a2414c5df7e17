#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

// Entry hexes get a dashed outline just inside their border.
void draw_entry_hexes(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    if (context.visible.empty() || size_px < 4.0) return;
    cairo_t* cr = context.cr;
    bool any = false;
    for (const MapEdge& edge : context.map.edges) {
        for (const HexCoord hex : edge.entry_hexes) {
            if (!context.is_visible(hex)) continue;
            trace_polygon(cr, context.hexes.corners(hex, -size_px * 0.12));
            any = true;
        }
    }
    if (!any) return;
    const double width = std::clamp(size_px * 0.05, 1.0, 3.0);
    const double dashes[] = {width * 3.0, width * 2.0};
    cairo_save(cr);
    cairo_set_dash(cr, dashes, 2, 0.0);
    cairo_set_line_width(cr, width);
    set_source(cr, palette::kEntryHex);
    cairo_stroke(cr);
    cairo_restore(cr);
}

}  // namespace sandtable
