#include "io/render/cairo_drawing.hpp"

#include <array>

#include <algorithm>
#include <numbers>
#include <string>

namespace sandtable {

namespace {

constexpr const char* kFontFamily = "DejaVu Sans";

void select_font(cairo_t* cr, const TextStyle& style) {
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL,
                           style.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, style.size_px);
}

// SVG and PDF files keep text as text: small, searchable, selectable. Pixels come from filling the
// glyph outlines, which come out the same across cairo versions, unlike its glyph cache, whose
// rounding of glyph positions has changed between versions.
bool keeps_text(cairo_t* cr) {
    const cairo_surface_type_t type = cairo_surface_get_type(cairo_get_target(cr));
    return type == CAIRO_SURFACE_TYPE_SVG || type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS;
}

}  // namespace

void set_source(cairo_t* cr, Colour colour) { cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, colour.a); }

void trace_polygon(cairo_t* cr, std::span<const DevicePoint> points) {
    if (points.empty()) return;
    cairo_move_to(cr, points.front().x, points.front().y);
    for (std::size_t i = 1; i < points.size(); ++i) cairo_line_to(cr, points[i].x, points[i].y);
    cairo_close_path(cr);
}

void trace_map_path(cairo_t* cr, const RenderView& view, std::span<const MapPoint> points, bool closed) {
    for (std::size_t i = 0; i < points.size(); ++i) {
        const DevicePoint p = view.to_device(points[i]);
        if (i == 0) {
            cairo_move_to(cr, p.x, p.y);
        } else {
            cairo_line_to(cr, p.x, p.y);
        }
    }
    if (closed && !points.empty()) cairo_close_path(cr);
}

void trace_diamond(cairo_t* cr, DevicePoint centre, double radius) {
    cairo_move_to(cr, centre.x, centre.y - radius);
    cairo_line_to(cr, centre.x + radius, centre.y);
    cairo_line_to(cr, centre.x, centre.y + radius);
    cairo_line_to(cr, centre.x - radius, centre.y);
    cairo_close_path(cr);
}

void trace_hex(cairo_t* cr, const RenderView& view, const HexGeometry& geometry, HexCoord hex) {
    const auto corners = hex_corners(geometry, hex);
    std::array<DevicePoint, 6> device;
    for (std::size_t i = 0; i < corners.size(); ++i) device[i] = view.to_device(corners[i]);
    trace_polygon(cr, device);
}

void trace_circle(cairo_t* cr, DevicePoint centre, double radius) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, centre.x, centre.y, radius, 0.0, 2.0 * std::numbers::pi);
    cairo_close_path(cr);
}

void use_map_text_settings(cairo_t* cr) {
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options(cr, options);
    cairo_font_options_destroy(options);
}

double text_width(cairo_t* cr, std::string_view text, const TextStyle& style) {
    const std::string owned(text);
    select_font(cr, style);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, owned.c_str(), &extents);
    return extents.x_advance;
}

void draw_text_centred(cairo_t* cr, std::string_view text, DevicePoint centre, const TextStyle& style) {
    if (text.empty() || style.size_px <= 0.0) return;
    const std::string owned(text);
    select_font(cr, style);
    cairo_text_extents_t extents;
    cairo_text_extents(cr, owned.c_str(), &extents);
    cairo_font_extents_t font;
    cairo_font_extents(cr, &font);
    const double x = centre.x - extents.x_advance / 2.0;
    const double y = centre.y + (font.ascent - font.descent) / 2.0;
    if (style.halo) {
        cairo_move_to(cr, x, y);
        cairo_text_path(cr, owned.c_str());
        set_source(cr, *style.halo);
        cairo_set_line_width(cr, std::max(1.5, style.size_px * 0.25));
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
        cairo_stroke(cr);
    }
    cairo_move_to(cr, x, y);
    set_source(cr, style.colour);
    if (keeps_text(cr)) {
        cairo_show_text(cr, owned.c_str());
        cairo_new_path(cr);
    } else {
        cairo_text_path(cr, owned.c_str());
        cairo_fill(cr);
    }
}

}  // namespace sandtable
