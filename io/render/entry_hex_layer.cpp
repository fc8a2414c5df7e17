#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace sandtable {

namespace {

DevicePoint between(DevicePoint a, DevicePoint b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

// Where the hex meets the border: the middles of its sides that face a hex off the map.
std::vector<DevicePoint> border_side_middles(const MapLayerContext& context, HexCoord hex) {
    std::vector<DevicePoint> middles;
    for (int direction = 0; direction < 6; ++direction) {
        if (context.map.contains(neighbour(hex, direction))) continue;
        const auto [a, b] = context.hexes.side(hex, direction);
        middles.push_back(between(a, b, 0.5));
    }
    return middles;
}

// An arrowhead from the border side towards the centre: units come in this way.
void trace_entry_arrow(cairo_t* cr, DevicePoint side_middle, DevicePoint centre) {
    const DevicePoint tip = between(side_middle, centre, 0.45);
    const DevicePoint base = between(side_middle, centre, 0.12);
    const double dx = tip.x - base.x;
    const double dy = tip.y - base.y;
    const std::array<DevicePoint, 3> head{tip, DevicePoint{base.x - dy * 0.6, base.y + dx * 0.6}, DevicePoint{base.x + dy * 0.6, base.y - dx * 0.6}};
    trace_polygon(cr, head);
}

// Where a place's name would stand, low in the hex, unless an arrow comes in from below: then
// between the hex's label at its top and the centre.
DevicePoint name_anchor(DevicePoint centre, const std::vector<DevicePoint>& middles, double size_px) {
    const bool from_below = std::any_of(middles.begin(), middles.end(), [&](DevicePoint m) { return m.y - centre.y > size_px * 0.5; });
    return {centre.x, centre.y + size_px * (from_below ? -0.35 : 0.58)};
}

}  // namespace

// Entry hexes get a dashed outline just inside their border and an arrowhead pointing in from each
// side on the map's border; the edge's name stands in its first entry hex in view.
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

    if (size_px < 8.0) return;
    const TextStyle text{std::clamp(size_px * 0.2, 7.0, 14.0), true, palette::kEntryHex, palette::kTextHalo};
    for (const MapEdge& edge : context.map.edges) {
        bool named = false;
        for (const HexCoord hex : edge.entry_hexes) {
            if (!context.is_visible(hex)) continue;
            const DevicePoint centre = context.hexes.centre(hex);
            const std::vector<DevicePoint> middles = border_side_middles(context, hex);
            for (const DevicePoint middle : middles) trace_entry_arrow(cr, middle, centre);
            set_source(cr, palette::kEntryHex);
            cairo_fill(cr);
            if (named || middles.empty() || size_px < 16.0) continue;
            draw_text_centred(cr, edge.name, name_anchor(centre, middles, size_px), text);
            named = true;
        }
    }
}

}  // namespace sandtable
