#include "io/render/cairo_drawing.hpp"
#include "io/render/freeform_layers.hpp"
#include "io/render/freeform_stroke.hpp"
#include "io/render/map_palette.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace sandtable {

namespace {

MapRect bounds_of_line(const Polyline& line) {
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    MapRect bounds{{kInfinity, kInfinity}, {-kInfinity, -kInfinity}};
    for (const MapPoint& p : line) {
        bounds.min = {std::min(bounds.min.x, p.x), std::min(bounds.min.y, p.y)};
        bounds.max = {std::max(bounds.max.x, p.x), std::max(bounds.max.y, p.y)};
    }
    return bounds;
}

// The point halfway along the line, and the line's length, both in device pixels.
std::pair<DevicePoint, double> middle_of(const FreeformLayerContext& context, const Polyline& line) {
    double total = 0.0;
    for (std::size_t i = 1; i < line.size(); ++i) total += length(line[i] - line[i - 1]);
    double left = total / 2.0;
    for (std::size_t i = 1; i < line.size(); ++i) {
        const double step = length(line[i] - line[i - 1]);
        if (left <= step && step > 0.0) {
            const double t = left / step;
            const MapPoint at{line[i - 1].x + (line[i].x - line[i - 1].x) * t, line[i - 1].y + (line[i].y - line[i - 1].y) * t};
            return {context.device(at), total * context.view.scale};
        }
        left -= step;
    }
    return {context.device(line.front()), total * context.view.scale};
}

void stroke_line(const FreeformLayerContext& context, const LineFeature& line, const FreeformTerrainDef* def) {
    const Colour colour = def != nullptr ? parse_colour_or(def->colour, palette::kUnknownTerrain) : palette::kUnknownTerrain;
    cairo_new_path(context.cr);
    context.trace(line.line, false);
    stroke_in_style(context.cr, colour, def != nullptr ? def->line_style : LineStyle::Solid, def != nullptr ? def->line_width : kDefaultLineWidth);
}

}  // namespace

void draw_line_features(const FreeformLayerContext& context) {
    if (!context.options.hexsides) return;
    cairo_t* cr = context.cr;
    cairo_save(cr);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    // In the order of their catalogue entries, a later entry over an earlier one: the pub-battles
    // catalogue lists streams and rivers before roads, so a road crosses water on its bridge.
    const auto& catalogue = context.map.catalogue;
    const auto rank = [&](const LineFeature* line) {
        const auto it = std::find_if(catalogue.begin(), catalogue.end(), [&](const FreeformTerrainDef& d) { return d.id == line->terrain; });
        return it - catalogue.begin();
    };
    std::vector<const LineFeature*> visible;
    for (const LineFeature& line : context.map.lines) {
        if (line.line.size() >= 2 && context.shows(bounds_of_line(line.line))) visible.push_back(&line);
    }
    std::stable_sort(visible.begin(), visible.end(), [&](const LineFeature* a, const LineFeature* b) { return rank(a) < rank(b); });
    for (const LineFeature* line : visible) stroke_line(context, *line, context.map.terrain(line->terrain));
    cairo_set_dash(cr, nullptr, 0, 0.0);
    if (context.options.labels) {
        const TextStyle style{10.0, false, palette::kPlaceText, palette::kTextHalo};
        for (const LineFeature* line : visible) {
            if (line->name.empty()) continue;
            const auto [middle, length_px] = middle_of(context, line->line);
            if (length_px < 6.0 * static_cast<double>(line->name.size())) continue;
            draw_text_centred(cr, line->name, {middle.x, middle.y - 9.0}, style);
        }
    }
    cairo_restore(cr);
}

}  // namespace sandtable
