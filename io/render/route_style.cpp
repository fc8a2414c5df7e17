#include "io/render/route_style.hpp"

#include "io/render/cairo_drawing.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace sandtable {

namespace {

constexpr Colour rgb(int r, int g, int b) { return {r / 255.0, g / 255.0, b / 255.0, 1.0}; }

std::string_view id_of(RouteKind kind) {
    switch (kind) {
        case RouteKind::Road: return "road";
        case RouteKind::Pike: return "pike";
        case RouteKind::Trail: return "trail";
        case RouteKind::Railroad: return "railroad";
    }
    return "road";
}

Colour default_colour(RouteKind kind) {
    switch (kind) {
        case RouteKind::Road: return rgb(0x5d, 0x40, 0x37);
        case RouteKind::Pike: return rgb(0x3e, 0x27, 0x23);
        case RouteKind::Trail: return rgb(0x8d, 0x6e, 0x63);
        case RouteKind::Railroad: return rgb(0x42, 0x42, 0x42);
    }
    return rgb(0x5d, 0x40, 0x37);
}

std::optional<Colour> catalogue_colour(const HexMap& map, std::string_view id) {
    for (const auto* catalogue : {&map.hexside_catalogue, &map.terrain_catalogue}) {
        for (const auto& entry : *catalogue) {
            if (entry.id == id) return parse_colour(entry.colour);
        }
    }
    return std::nullopt;
}

void stroke_ties(cairo_t* cr, std::span<const DevicePoint> points, double spacing, double half_length) {
    for (std::size_t i = 1; i < points.size(); ++i) {
        const double dx = points[i].x - points[i - 1].x;
        const double dy = points[i].y - points[i - 1].y;
        const double length = std::hypot(dx, dy);
        if (length <= 0.0) continue;
        const double nx = -dy / length * half_length;
        const double ny = dx / length * half_length;
        const int ties = std::max(1, static_cast<int>(length / spacing));
        for (int t = 0; t < ties; ++t) {
            const double along = (t + 0.5) / ties;
            const double x = points[i - 1].x + dx * along;
            const double y = points[i - 1].y + dy * along;
            cairo_move_to(cr, x - nx, y - ny);
            cairo_line_to(cr, x + nx, y + ny);
        }
    }
}

}  // namespace

std::optional<RouteKind> route_kind_from_id(std::string_view id) {
    for (RouteKind kind : {RouteKind::Road, RouteKind::Pike, RouteKind::Trail, RouteKind::Railroad}) {
        if (id == id_of(kind)) return kind;
    }
    return std::nullopt;
}

RouteStyle route_style(const HexMap& map, RouteKind kind, double hex_size_px) {
    RouteStyle style;
    style.colour = catalogue_colour(map, id_of(kind)).value_or(default_colour(kind));
    const double share = kind == RouteKind::Pike ? 0.13 : kind == RouteKind::Trail ? 0.06 : 0.09;
    style.width_px = std::clamp(hex_size_px * share, 1.0, 8.0);
    style.dashed = kind == RouteKind::Trail;
    style.ties = kind == RouteKind::Railroad;
    return style;
}

namespace {

void stroke_polylines(cairo_t* cr, std::span<const std::span<const DevicePoint>> polylines, const RouteStyle& style) {
    cairo_save(cr);
    set_source(cr, style.colour);
    cairo_set_line_width(cr, style.width_px);
    cairo_set_line_cap(cr, style.round_corners ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE);
    cairo_set_line_join(cr, style.round_corners ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL);
    if (style.dashed) {
        // Cairo starts the dash pattern afresh at each polyline, as separate strokes would.
        const double dashes[] = {style.width_px * 3.0, style.width_px * 2.0};
        cairo_set_dash(cr, dashes, 2, 0.0);
    }
    for (const auto points : polylines) {
        if (points.size() < 2) continue;
        cairo_move_to(cr, points.front().x, points.front().y);
        for (std::size_t i = 1; i < points.size(); ++i) cairo_line_to(cr, points[i].x, points[i].y);
    }
    cairo_stroke(cr);
    if (style.ties) {
        cairo_set_line_width(cr, std::max(1.0, style.width_px * 0.45));
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        for (const auto points : polylines) stroke_ties(cr, points, style.width_px * 3.0, style.width_px * 1.6);
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

}  // namespace

void stroke_route(cairo_t* cr, std::span<const DevicePoint> points, const RouteStyle& style) {
    if (points.size() < 2) return;
    const std::span<const DevicePoint> polylines[] = {points};
    stroke_polylines(cr, polylines, style);
}

void stroke_routes(cairo_t* cr, std::span<const std::vector<DevicePoint>> routes, const RouteStyle& style) {
    if (routes.empty()) return;
    std::vector<std::span<const DevicePoint>> polylines(routes.begin(), routes.end());
    stroke_polylines(cr, polylines, style);
}

}  // namespace sandtable
