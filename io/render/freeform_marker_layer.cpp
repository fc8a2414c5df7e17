#include "io/render/cairo_drawing.hpp"
#include "io/render/freeform_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/freeform/map_border.hpp"

#include <algorithm>
#include <numbers>

namespace sandtable {

namespace {

constexpr double kPointMarkPx = 5.0;
constexpr double kEdgeBandPx = 6.0;
inline constexpr Colour kLocationInk{0x6a / 255.0, 0x1b / 255.0, 0x9a / 255.0, 1.0};

const TextStyle& label_style() {
    static const TextStyle style{10.0, false, palette::kPlaceText, palette::kTextHalo};
    return style;
}

bool near_view(const FreeformLayerContext& context, MapPoint at, double margin_px) {
    const DevicePoint p = context.device(at);
    return p.x >= -margin_px && p.y >= -margin_px && p.x <= context.view.width_px + margin_px && p.y <= context.view.height_px + margin_px;
}

}  // namespace

void draw_point_features(const FreeformLayerContext& context) {
    if (!context.options.hexsides) return;
    cairo_t* cr = context.cr;
    cairo_save(cr);
    for (const PointFeature& point : context.map.points) {
        if (!near_view(context, point.at, 80.0)) continue;
        const FreeformTerrainDef* def = context.map.terrain(point.terrain);
        const Colour colour = def != nullptr ? parse_colour_or(def->colour, palette::kUnknownTerrain) : palette::kUnknownTerrain;
        const DevicePoint at = context.device(point.at);
        // A diamond in the entry's colour with a dark edge.
        cairo_new_path(cr);
        trace_diamond(cr, at, kPointMarkPx);
        set_source(cr, colour);
        cairo_fill_preserve(cr);
        set_source(cr, palette::kCounterEdge);
        cairo_set_line_width(cr, 1.0);
        cairo_stroke(cr);
        if (context.options.labels && !point.name.empty()) draw_text_centred(cr, point.name, {at.x, at.y + kPointMarkPx + 8.0}, label_style());
    }
    cairo_restore(cr);
}

void draw_entry_edges(const FreeformLayerContext& context) {
    if (!context.options.edges) return;
    const MapRect& extent = context.map.extent;
    if (!(perimeter_of(extent) > 0.0)) return;
    cairo_t* cr = context.cr;
    cairo_save(cr);
    // Inside the border: clip to the extent so that the band's outer half does not show.
    const DevicePoint a = context.device(extent.min);
    const DevicePoint b = context.device(extent.max);
    cairo_rectangle(cr, a.x, a.y, b.x - a.x, b.y - a.y);
    cairo_clip(cr);
    cairo_set_line_width(cr, 2.0 * kEdgeBandPx);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    for (const BorderStretch& edge : context.map.edges) {
        Colour band = palette::kEntryHex;
        band.a = 0.75;
        set_source(cr, band);
        cairo_new_path(cr);
        context.trace(border_stretch(extent, edge.from, edge.to), false);
        cairo_stroke(cr);
    }
    cairo_reset_clip(cr);
    if (context.options.labels) {
        for (const BorderStretch& edge : context.map.edges) {
            const double to = edge.to > edge.from ? edge.to : edge.to + perimeter_of(extent);
            const MapPoint middle = border_point(extent, (edge.from + to) / 2.0);
            const DevicePoint at = context.device(middle);
            // Just inside the band, the whole name on the map: moved in from a side by half its width.
            TextStyle style = label_style();
            style.bold = true;
            const double half_width = text_width(cr, edge.name, style) / 2.0;
            const double band = kEdgeBandPx + 4.0;
            const DevicePoint inside{std::clamp(at.x, a.x + band + half_width, std::max(a.x + band + half_width, b.x - band - half_width)),
                                     std::clamp(at.y, a.y + band + style.size_px, std::max(a.y + band + style.size_px, b.y - band - style.size_px))};
            draw_text_centred(cr, edge.name, inside, style);
        }
    }
    cairo_restore(cr);
}

void draw_named_locations(const FreeformLayerContext& context) {
    if (!context.options.places) return;
    cairo_t* cr = context.cr;
    cairo_save(cr);
    const double dashes[] = {6.0, 4.0};
    for (const NamedLocation& location : context.map.locations) {
        const double radius_px = location.radius * context.view.scale;
        if (!near_view(context, location.at, radius_px + 80.0)) continue;
        const DevicePoint at = context.device(location.at);
        set_source(cr, kLocationInk);
        cairo_set_line_width(cr, 1.5);
        cairo_new_path(cr);
        if (radius_px > 2.0) {
            cairo_set_dash(cr, dashes, 2, 0.0);
            cairo_arc(cr, at.x, at.y, radius_px, 0.0, 2.0 * std::numbers::pi);
            cairo_stroke(cr);
            cairo_set_dash(cr, nullptr, 0, 0.0);
        }
        cairo_move_to(cr, at.x - 4.0, at.y - 4.0);
        cairo_line_to(cr, at.x + 4.0, at.y + 4.0);
        cairo_move_to(cr, at.x - 4.0, at.y + 4.0);
        cairo_line_to(cr, at.x + 4.0, at.y - 4.0);
        cairo_stroke(cr);
        if (context.options.labels) {
            TextStyle style = label_style();
            style.bold = true;
            style.size_px = 11.0;
            style.colour = kLocationInk;
            draw_text_centred(cr, location.name, {at.x, at.y - 12.0}, style);
        }
    }
    cairo_restore(cr);
}

}  // namespace sandtable
