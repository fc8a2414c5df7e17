#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

// Labels that do not name a hex of the map are skipped: a diagnostic may point at one.
void draw_highlights(const MapLayerContext& context) {
    cairo_t* cr = context.cr;
    bool any = false;
    for (const std::string& label : context.options.highlight_hexes) {
        const auto found = context.map.find_label(label);
        if (!found || !context.is_visible(*found)) continue;
        trace_polygon(cr, context.hexes.corners(*found));
        any = true;
    }
    if (!any) return;
    set_source(cr, palette::kHighlight);
    cairo_set_line_width(cr, std::clamp(context.hexes.size_px() * 0.1, 2.5, 6.0));
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
}

}  // namespace sandtable
