// FreeformTool's marks over the map: the selected features outlined with their vertex and
// midpoint handles, the sketch with its rubber band to the pointer, the snap cue, the location or
// entry edge being dragged out, and the ruler with its reading.
#include "editor/tools/freeform_tool.hpp"

#include "editor/canvas/map_canvas.hpp"
#include "editor/canvas/selection_colour.hpp"
#include "io/render/cairo_drawing.hpp"
#include "model/freeform/map_border.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable::editor {

namespace {

constexpr Colour kSketch{0.08, 0.08, 0.08, 0.95};
constexpr Colour kSnapCue{0.85, 0.0, 0.75, 1.0};
constexpr Colour kRuler{0.1, 0.2, 0.75, 1.0};
constexpr double kHandlePx = 4.5;
const TextStyle kRulerText{12.0, true, kRuler, Colour{1, 1, 1, 0.9}};


void stroke_with_halo(cairo_t* cr, Colour colour, double width) {
    cairo_set_source_rgba(cr, 1, 1, 1, 0.8);
    cairo_set_line_width(cr, width + 2.5);
    cairo_stroke_preserve(cr);
    set_source(cr, colour);
    cairo_set_line_width(cr, width);
    cairo_stroke(cr);
}

void vertex_handle(cairo_t* cr, DevicePoint p, bool midpoint, bool hovered) {
    const double r = midpoint ? kHandlePx - 1.0 : kHandlePx;
    if (midpoint) {
        trace_circle(cr, p, r);
    } else {
        cairo_rectangle(cr, p.x - r, p.y - r, 2 * r, 2 * r);
    }
    if (hovered) {
        set_source(cr, kSelection);
    } else {
        cairo_set_source_rgba(cr, 1, 1, 1, midpoint ? 0.6 : 1.0);
    }
    cairo_fill_preserve(cr);
    set_source(cr, kSelection);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
}

// Text centred on `at`, moved in so that it stays inside the view.
void label_inside(cairo_t* cr, const std::string& text, DevicePoint at, const RenderView& view, const TextStyle& style) {
    use_map_text_settings(cr);
    const double half = text_width(cr, text, style) / 2.0 + 4.0;
    const double x = std::clamp(at.x, half, std::max(half, view.width_px - half));
    const double y = std::clamp(at.y, 12.0, std::max(12.0, view.height_px - 12.0));
    draw_text_centred(cr, text, {x, y}, style);
}

}  // namespace

void FreeformTool::draw_selection(cairo_t* cr, const RenderView& view, const GameMap& map) const {
    const FreeformMap& freeform = map.freeform;
    for (const FeatureRef& feature : selection_) {
        cairo_new_path(cr);
        switch (feature.kind) {
        case FeatureKind::Area:
            if (const TerrainArea* area = freeform.area(feature.id)) {
                for (const Polygon& polygon : area->shape) {
                    trace_map_path(cr, view, polygon.outer, true);
                    for (const Ring& hole : polygon.holes) trace_map_path(cr, view, hole, true);
                }
                stroke_with_halo(cr, kSelection, 2.5);
                if (!area->crest.empty()) {
                    trace_map_path(cr, view, area->crest, false);
                    stroke_with_halo(cr, kSelection, 1.5);
                }
            }
            break;
        case FeatureKind::Line:
            for (const LineFeature& line : freeform.lines) {
                if (line.id != feature.id) continue;
                trace_map_path(cr, view, line.line, false);
                stroke_with_halo(cr, kSelection, 3.0);
            }
            break;
        case FeatureKind::Point:
            for (const PointFeature& point : freeform.points) {
                if (point.id == feature.id) trace_circle(cr, view.to_device(point.at), 9.0);
            }
            stroke_with_halo(cr, kSelection, 2.5);
            break;
        case FeatureKind::Location:
            for (const NamedLocation& location : freeform.locations) {
                if (location.id == feature.id) trace_circle(cr, view.to_device(location.at), std::max(9.0, location.radius * view.scale));
            }
            stroke_with_halo(cr, kSelection, 2.5);
            break;
        case FeatureKind::EntryEdge:
            for (const BorderStretch& edge : freeform.edges) {
                if (edge.id == feature.id) trace_map_path(cr, view, border_stretch(freeform.extent, edge.from, edge.to), false);
            }
            stroke_with_halo(cr, kSelection, 6.0);
            break;
        }
    }
    for (const auto& [handle, point] : handles()) {
        if (handle.midpoint) vertex_handle(cr, view.to_device(point), true, hovered_handle_ == handle);
    }
    for (const auto& [handle, point] : handles()) {
        if (!handle.midpoint) vertex_handle(cr, view.to_device(point), false, hovered_handle_ == handle);
    }
    // A handle being dragged: where its vertex would go, joined to its neighbours' places.
    if (gesture_ == Gesture::Handle && grabbed_ && pointer_) {
        const DevicePoint to = view.to_device(*pointer_);
        cairo_new_path(cr);
        for (const MapPoint& anchor : handle_neighbours(*grabbed_)) {
            const DevicePoint from = view.to_device(anchor);
            cairo_move_to(cr, from.x, from.y);
            cairo_line_to(cr, to.x, to.y);
        }
        const double dashes[] = {5.0, 3.0};
        cairo_set_dash(cr, dashes, 2, 0.0);
        stroke_with_halo(cr, kSelection, 1.5);
        cairo_set_dash(cr, nullptr, 0, 0.0);
        trace_circle(cr, to, kHandlePx + 1.5);
        set_source(cr, kSelection);
        cairo_fill(cr);
    }
}

void FreeformTool::draw_sketch(cairo_t* cr, const RenderView& view, const GameMap& map) const {
    const std::vector<MapPoint>& points = sketch_;
    if (!points.empty()) {
        cairo_new_path(cr);
        trace_map_path(cr, view, points, false);
        stroke_with_halo(cr, kSketch, 2.0);
        if (pointer_) {
            const DevicePoint last = view.to_device(points.back());
            const DevicePoint next = view.to_device(*pointer_);
            const double dashes[] = {6.0, 4.0};
            cairo_set_dash(cr, dashes, 2, 0.0);
            cairo_move_to(cr, last.x, last.y);
            cairo_line_to(cr, next.x, next.y);
            if (settings_.mode == FreeformToolMode::Area || settings_.mode == FreeformToolMode::Hole) {
                const DevicePoint first = view.to_device(points.front());
                cairo_line_to(cr, first.x, first.y);
            }
            set_source(cr, kSketch);
            cairo_set_line_width(cr, 1.5);
            cairo_stroke(cr);
            cairo_set_dash(cr, nullptr, 0, 0.0);
        }
        for (const MapPoint& point : points) vertex_handle(cr, view.to_device(point), false, false);
    }
    if (gesture_ == Gesture::Location) {
        const DevicePoint centre = view.to_device(pressed_at_);
        cairo_new_path(cr);
        const double radius = length(now_ - pressed_at_);
        trace_circle(cr, centre, std::max(4.0, radius * view.scale));
        stroke_with_halo(cr, kSketch, 2.0);
        trace_circle(cr, centre, 3.0);
        set_source(cr, kSketch);
        cairo_fill(cr);
        const std::string name = settings_.name.empty() ? std::string("(no name yet)") : settings_.name;
        label_inside(cr, fmt::format("{}: radius {:.1f}", name, radius), {centre.x, centre.y - 14.0}, view, TextStyle{12.0, true, kSketch, Colour{1, 1, 1, 0.9}});
    }
    if (gesture_ == Gesture::EntryEdge) {
        const FreeformMap& freeform = map.freeform;
        const double perimeter = perimeter_of(freeform.extent);
        double from = along_border(freeform.extent, pressed_at_);
        double to = along_border(freeform.extent, now_);
        if (std::fmod(to - from + perimeter, perimeter) > perimeter / 2) std::swap(from, to);
        cairo_new_path(cr);
        trace_map_path(cr, view, border_stretch(freeform.extent, from, to), false);
        stroke_with_halo(cr, kSketch, 6.0);
    }
    if (ruler_line_) {
        const DevicePoint a = view.to_device(ruler_line_->first);
        const DevicePoint b = view.to_device(ruler_line_->second);
        cairo_new_path(cr);
        cairo_move_to(cr, a.x, a.y);
        cairo_line_to(cr, b.x, b.y);
        stroke_with_halo(cr, kRuler, 2.0);
        for (const DevicePoint& end : {a, b}) {
            trace_circle(cr, end, 3.5);
            set_source(cr, kRuler);
            cairo_fill(cr);
        }
        if (ruler_reading_) {
            // Beside the far end.
            label_inside(cr, ruler_text(*ruler_reading_), {b.x, b.y + (b.y >= a.y ? 20.0 : -20.0)}, view, kRulerText);
        }
    }
    if (snap_ && (pointer_ || gesture_ != Gesture::None)) {
        // The cue: a square on a vertex, a diamond on an edge.
        const DevicePoint p = view.to_device(snap_->at);
        cairo_new_path(cr);
        const double r = 6.0;
        if (snap_->kind == SnapKind::Vertex) {
            cairo_rectangle(cr, p.x - r, p.y - r, 2 * r, 2 * r);
        } else {
            trace_diamond(cr, p, r);
        }
        set_source(cr, kSnapCue);
        cairo_set_line_width(cr, 2.0);
        cairo_stroke(cr);
    }
}

void FreeformTool::draw_overlay(cairo_t* cr, const RenderView& view) const {
    const GameMap* map = freeform_map();
    if (map == nullptr) return;
    cairo_save(cr);
    draw_selection(cr, view, *map);
    draw_sketch(cr, view, *map);
    cairo_restore(cr);
}

}  // namespace sandtable::editor
