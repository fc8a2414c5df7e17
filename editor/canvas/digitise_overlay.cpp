#include "editor/canvas/digitise_overlay.hpp"

#include "io/render/cairo_drawing.hpp"
#include "model/hex/hexside.hpp"

#include <array>
#include <cmath>
#include <vector>

namespace sandtable::editor {

namespace {
constexpr Colour kHexFill{1.0, 0.5, 0.0, 0.28};
constexpr Colour kHexEdge{0.9, 0.35, 0.0, 0.9};
constexpr Colour kSideColour{0.0, 0.45, 1.0, 0.95};
constexpr Colour kRoadColour{0.75, 0.0, 0.55, 0.9};
}  // namespace

void DigitiseOverlay::draw_freeform(cairo_t* cr, const RenderView& view) const {
    const auto trace = [&](const std::vector<MapPoint>& points, bool closed) { trace_map_path(cr, view, points, closed); };
    cairo_save(cr);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    for (const TerrainArea& area : freeform_->areas) {
        for (const Polygon& polygon : area.shape) {
            trace(polygon.outer, true);
            for (const Ring& hole : polygon.holes) trace(hole, true);
        }
    }
    set_source(cr, kHexFill);
    cairo_fill_preserve(cr);
    set_source(cr, kHexEdge);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 3.0);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    const std::array<double, 2> dashes = {8.0, 5.0};
    cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0.0);
    for (const LineFeature& line : freeform_->lines) trace(line.line, false);
    set_source(cr, kRoadColour);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0.0);
    for (const PointFeature& point : freeform_->points) trace_circle(cr, view.to_device(point.at), 6.0);
    set_source(cr, kSideColour);
    cairo_set_line_width(cr, 2.5);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void DigitiseOverlay::draw_overlay(cairo_t* cr, const RenderView& view) const {
    if (freeform_) return draw_freeform(cr, view);
    cairo_save(cr);
    for (const HexCoord hex : changes_.hexes) trace_hex(cr, view, geometry_, hex);
    set_source(cr, kHexFill);
    cairo_fill_preserve(cr);
    set_source(cr, kHexEdge);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);

    // A hexside is drawn between the two corners the hexes on either side share.
    cairo_set_line_width(cr, 4.0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (const HexsideKey side : changes_.sides) {
        const auto [a, b] = hexside_hexes(side);
        const auto ca = hex_corners(geometry_, a);
        const auto cb = hex_corners(geometry_, b);
        std::vector<MapPoint> shared;
        for (const MapPoint p : ca) {
            for (const MapPoint q : cb) {
                if (std::abs(p.x - q.x) + std::abs(p.y - q.y) < geometry_.size * 1e-6) shared.push_back(p);
            }
        }
        if (shared.size() != 2) continue;
        const DevicePoint from = view.to_device(shared[0]);
        const DevicePoint to = view.to_device(shared[1]);
        cairo_move_to(cr, from.x, from.y);
        cairo_line_to(cr, to.x, to.y);
    }
    set_source(cr, kSideColour);
    cairo_stroke(cr);

    cairo_set_line_width(cr, 3.0);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    const std::array<double, 2> dashes = {8.0, 5.0};
    cairo_set_dash(cr, dashes.data(), static_cast<int>(dashes.size()), 0.0);
    for (const HexRoad& road : changes_.roads) {
        for (std::size_t i = 0; i < road.hexes.size(); ++i) {
            const DevicePoint p = view.to_device(hex_to_point(geometry_, road.hexes[i]));
            if (i == 0) {
                cairo_move_to(cr, p.x, p.y);
            } else {
                cairo_line_to(cr, p.x, p.y);
            }
        }
    }
    set_source(cr, kRoadColour);
    cairo_stroke(cr);
    cairo_restore(cr);
}

}  // namespace sandtable::editor
