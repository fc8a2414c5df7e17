#include "io/imagery/vector_drawing.hpp"

#include "io/render/cairo_drawing.hpp"
#include "io/render/colour.hpp"

#include <algorithm>

namespace sandtable {

namespace {

// Radius of a point feature, in device pixels, before its stroke.
constexpr double kPointRadiusPx = 3.0;

void trace_open(cairo_t* cr, const PointList& line, const RenderView& view) {
    if (line.empty()) return;
    const DevicePoint first = view.to_device(line.front());
    cairo_move_to(cr, first.x, first.y);
    for (std::size_t i = 1; i < line.size(); ++i) {
        const DevicePoint p = view.to_device(line[i]);
        cairo_line_to(cr, p.x, p.y);
    }
}

void trace_ring(cairo_t* cr, const PointList& ring, const RenderView& view) {
    trace_open(cr, ring, view);
    if (!ring.empty()) cairo_close_path(cr);
}

void draw_shape(cairo_t* cr, const StyledShape& shape, const VectorStyle& style, const RenderView& view) {
    const Colour stroke = parse_colour_or(style.stroke, Colour{0.25, 0.25, 0.25});
    const std::optional<Colour> fill = parse_colour(style.fill);
    const double width = std::max(style.width, 0.0);
    cairo_set_line_width(cr, width);

    for (const PolygonShape& polygon : shape.geometry.polygons) {
        cairo_new_path(cr);
        trace_ring(cr, polygon.outer, view);
        for (const PointList& hole : polygon.holes) trace_ring(cr, hole, view);
        if (fill) {
            set_source(cr, *fill);
            cairo_fill_preserve(cr);
        }
        if (width > 0.0) {
            set_source(cr, stroke);
            cairo_stroke_preserve(cr);
        }
        cairo_new_path(cr);
    }
    if (width > 0.0 && !shape.geometry.lines.empty()) {
        cairo_new_path(cr);
        for (const PointList& line : shape.geometry.lines) trace_open(cr, line, view);
        set_source(cr, stroke);
        cairo_stroke(cr);
    }
    for (const MapPoint point : shape.geometry.points) {
        cairo_new_path(cr);
        trace_circle(cr, view.to_device(point), kPointRadiusPx + width / 2.0);
        set_source(cr, fill.value_or(stroke));
        cairo_fill_preserve(cr);
        if (width > 0.0 && fill) {
            set_source(cr, stroke);
            cairo_stroke_preserve(cr);
        }
        cairo_new_path(cr);
    }
}

}  // namespace

std::size_t draw_vector_shapes(cairo_t* cr, const VectorShapes& shapes, const ReferenceLayer& layer, const RenderView& view) {
    if (!layer.visible || layer.opacity <= 0.0 || view.scale <= 0.0) return 0;
    double widest = kPointRadiusPx * 2.0;
    for (const VectorStyle& style : layer.styles) widest = std::max(widest, style.width + kPointRadiusPx * 2.0);
    widest = std::max(widest, VectorStyle{}.width + kPointRadiusPx * 2.0);
    // The view in map coordinates, widened by the thickest stroke so that a line just outside
    // still draws its edge inside.
    MapBox visible;
    visible.add(view.to_map({-widest, -widest}));
    visible.add(view.to_map({view.width_px + widest, view.height_px + widest}));
    if (!shapes.bounds.meets(visible)) return 0;

    cairo_save(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    const bool faded = layer.opacity < 1.0;
    if (faded) cairo_push_group(cr);
    std::size_t drawn = 0;
    for (const StyledShape& shape : shapes.shapes) {
        if (!shape.bounds.meets(visible)) continue;
        draw_shape(cr, shape, layer.style_for(shape.style_value), view);
        ++drawn;
    }
    if (faded) {
        cairo_pop_group_to_source(cr);
        cairo_paint_with_alpha(cr, std::min(layer.opacity, 1.0));
    }
    cairo_restore(cr);
    return drawn;
}

}  // namespace sandtable
