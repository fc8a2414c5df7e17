#include "editor/canvas/gcp_marks.hpp"

#include <cmath>

namespace sandtable::editor {

MarkColour mark_colour(const GcpSession& session, std::size_t row) {
    const GcpRow& r = session.rows()[row];
    if (!r.point.enabled) return {0.45, 0.45, 0.45};
    if (!r.has_map()) return {0.95, 0.55, 0.0};
    if (session.flagged(row)) return {0.85, 0.0, 0.0};
    return {0.0, 0.35, 0.85};
}

void draw_gcp_mark(cairo_t* cr, DevicePoint at, const std::string& id, MarkColour colour, bool selected) {
    constexpr double kArm = 7.0;
    cairo_save(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    // A white halo first, so that the mark reads on dark and light parts of a scan.
    for (const bool halo : {true, false}) {
        if (halo) {
            cairo_set_source_rgba(cr, 1, 1, 1, 0.85);
            cairo_set_line_width(cr, selected ? 5.0 : 4.0);
        } else {
            cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
            cairo_set_line_width(cr, selected ? 2.5 : 1.5);
        }
        cairo_move_to(cr, at.x - kArm, at.y);
        cairo_line_to(cr, at.x + kArm, at.y);
        cairo_move_to(cr, at.x, at.y - kArm);
        cairo_line_to(cr, at.x, at.y + kArm);
        cairo_stroke(cr);
        if (selected) {
            cairo_arc(cr, at.x, at.y, kArm + 3.0, 0, 2 * M_PI);
            cairo_stroke(cr);
        }
    }
    cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 12.0);
    cairo_move_to(cr, at.x + kArm + 2.0, at.y - 4.0);
    cairo_text_path(cr, id.c_str());
    cairo_set_source_rgba(cr, 1, 1, 1, 0.9);
    cairo_set_line_width(cr, 3.0);
    cairo_stroke_preserve(cr);
    cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
    cairo_fill(cr);
    cairo_restore(cr);
}

void draw_arrow(cairo_t* cr, DevicePoint from, DevicePoint to, MarkColour colour) {
    const double dx = to.x - from.x;
    const double dy = to.y - from.y;
    const double length = std::hypot(dx, dy);
    if (length < 1.0) return;
    cairo_save(cr);
    cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
    cairo_set_line_width(cr, 1.5);
    cairo_move_to(cr, from.x, from.y);
    cairo_line_to(cr, to.x, to.y);
    const double head = std::min(8.0, length / 2.0);
    const double ux = dx / length;
    const double uy = dy / length;
    cairo_move_to(cr, to.x, to.y);
    cairo_line_to(cr, to.x - head * (ux - 0.5 * uy), to.y - head * (uy + 0.5 * ux));
    cairo_move_to(cr, to.x, to.y);
    cairo_line_to(cr, to.x - head * (ux + 0.5 * uy), to.y - head * (uy - 0.5 * ux));
    cairo_stroke(cr);
    cairo_restore(cr);
}

}  // namespace sandtable::editor
