#include "io/render/cairo_drawing.hpp"
#include "io/render/fill_pattern.hpp"
#include "io/render/freeform_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace sandtable {

namespace {

// The wash under a pattern: enough of the colour to tell the terrain, little enough to show the
// imagery beneath. Each level of a hill darkens it a little more.
constexpr double kWashAlpha = 0.45;
constexpr double kWashPerLevel = 0.08;
constexpr double kMaxWashAlpha = 0.8;
// Areas smaller than this on screen are drawn as a wash only, with no pattern and no outline, all
// those of one terrain and level in one fill, their points rounded to whole pixels: a far zoom
// shows thousands, and a pattern or outline at that size is a smudge.
constexpr double kMinDetailedPx = 24.0;
inline constexpr Colour kCrest{0x4e / 255.0, 0x34 / 255.0, 0x2e / 255.0, 1.0};

struct AreaStyle {
    Colour colour;
    FillPattern pattern = FillPattern::Solid;
};

std::map<std::string, AreaStyle, std::less<>> area_styles(const FreeformMap& map) {
    std::map<std::string, AreaStyle, std::less<>> styles;
    for (const FreeformTerrainDef& def : map.catalogue) {
        styles[def.id] = {parse_colour_or(def.colour, palette::kUnknownTerrain), def.pattern};
    }
    return styles;
}

// The shape's rings at whole device pixels, a point that rounds onto the one before it left out.
// Neighbours sharing an edge round it alike, so the fills meet without a seam.
void trace_rounded(const FreeformLayerContext& context, const MultiPolygon& shape) {
    const auto ring = [&](const Ring& points) {
        double last_x = NAN;
        double last_y = NAN;
        int kept = 0;
        for (const MapPoint& p : points) {
            const DevicePoint d = context.device(p);
            const double x = std::round(d.x);
            const double y = std::round(d.y);
            if (x == last_x && y == last_y) continue;
            if (kept++ == 0) {
                cairo_move_to(context.cr, x, y);
            } else {
                cairo_line_to(context.cr, x, y);
            }
            last_x = x;
            last_y = y;
        }
        if (kept > 0) cairo_close_path(context.cr);
    };
    for (const Polygon& polygon : shape) {
        ring(polygon.outer);
        for (const Ring& hole : polygon.holes) ring(hole);
    }
}

void trace_shape(const FreeformLayerContext& context, const MultiPolygon& shape) {
    for (const Polygon& polygon : shape) {
        context.trace(polygon.outer, true);
        for (const Ring& hole : polygon.holes) context.trace(hole, true);
    }
}

}  // namespace

void FreeformLayerContext::trace(std::span<const MapPoint> points, bool closed) const {
    if (points.empty()) return;
    const DevicePoint first = device(points.front());
    cairo_move_to(cr, first.x, first.y);
    for (std::size_t i = 1; i < points.size(); ++i) {
        const DevicePoint next = device(points[i]);
        cairo_line_to(cr, next.x, next.y);
    }
    if (closed) cairo_close_path(cr);
}

void draw_extent(const FreeformLayerContext& context) {
    const MapRect& extent = context.map.extent;
    if (!(extent.max.x > extent.min.x && extent.max.y > extent.min.y)) return;
    const DevicePoint a = context.device(extent.min);
    const DevicePoint b = context.device(extent.max);
    cairo_t* cr = context.cr;
    cairo_rectangle(cr, a.x, a.y, b.x - a.x, b.y - a.y);
    set_source(cr, palette::kPlainHex);
    cairo_fill(cr);
}

void draw_terrain_areas(const FreeformLayerContext& context) {
    if (!context.options.terrain) return;
    cairo_t* cr = context.cr;
    const auto styles = area_styles(context.map);
    // The areas in view with their size on screen; plain terrain first, then hills from the lowest
    // level up.
    std::vector<std::pair<const TerrainArea*, double>> visible;
    for (const TerrainArea& area : context.map.areas) {
        if (area.shape.empty()) continue;
        const MapRect bounds = bounds_of(area.shape);
        if (context.shows(bounds)) visible.emplace_back(&area, std::max(bounds.max.x - bounds.min.x, bounds.max.y - bounds.min.y) * context.view.scale);
    }
    std::stable_sort(visible.begin(), visible.end(),
                     [](const auto& a, const auto& b) { return a.first->level.value_or(0) < b.first->level.value_or(0); });
    std::map<std::pair<std::string, FillPattern>, PatternPtr> patterns;
    // Small areas, by level and terrain, drawn as one fill each before the larger ones of a level.
    std::map<std::pair<int, std::string>, std::vector<const TerrainArea*>> small;
    cairo_save(cr);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    const auto style_of = [&](const TerrainArea& area) {
        const auto it = styles.find(area.terrain);
        return it != styles.end() ? it->second : AreaStyle{palette::kUnknownTerrain, FillPattern::Solid};
    };
    const auto wash_of = [&](const TerrainArea& area) {
        Colour wash = style_of(area).colour;
        wash.a = std::min(kMaxWashAlpha, kWashAlpha + kWashPerLevel * area.level.value_or(0));
        return wash;
    };
    const auto draw_small = [&](int up_to_level) {
        // Winding, not even-odd: holes run against their outer ring, and areas that overlap in
        // one fill are washed once.
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        // On whole pixels, edges need no antialiasing, and cairo fills far faster without it.
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
        for (auto it = small.begin(); it != small.end() && it->first.first <= up_to_level;) {
            cairo_new_path(cr);
            for (const TerrainArea* area : it->second) trace_rounded(context, area->shape);
            set_source(cr, wash_of(*it->second.front()));
            cairo_fill(cr);
            it = small.erase(it);
        }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
    };
    for (const auto& [area, size_px] : visible) {
        if (size_px < kMinDetailedPx) {
            small[{area->level.value_or(0), area->terrain}].push_back(area);
            continue;
        }
        draw_small(area->level.value_or(0) - 1);
        const AreaStyle style = style_of(*area);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_new_path(cr);
        trace_shape(context, area->shape);
        set_source(cr, wash_of(*area));
        cairo_fill_preserve(cr);
        const Colour ink = mix(style.colour, Colour{0, 0, 0, 1}, 0.35);
        auto& pattern = patterns[{area->terrain, style.pattern}];
        if (!pattern && style.pattern != FillPattern::Solid) pattern = make_fill_pattern(style.pattern, ink, context.view);
        if (pattern) {
            cairo_set_source(cr, pattern.get());
            cairo_fill_preserve(cr);
        }
        set_source(cr, ink);
        cairo_set_line_width(cr, 1.0);
        cairo_stroke(cr);
    }
    draw_small(std::numeric_limits<int>::max());
    // Crest lines over every fill: a dark dash-dot line.
    const double dashes[] = {9.0, 3.0, 2.0, 3.0};
    cairo_set_dash(cr, dashes, 4, 0.0);
    cairo_set_line_width(cr, 1.6);
    set_source(cr, kCrest);
    for (const auto& [area, size_px] : visible) {
        if (area->crest.size() < 2) continue;
        cairo_new_path(cr);
        context.trace(area->crest, false);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

}  // namespace sandtable
