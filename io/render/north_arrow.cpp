#include "io/render/north_arrow.hpp"

#include "io/render/cairo_drawing.hpp"

namespace sandtable {

void draw_north_arrow(cairo_t* cr, DevicePoint top_centre) {
    const Colour ink{0.1, 0.1, 0.1, 1.0};
    cairo_save(cr);
    use_map_text_settings(cr);
    draw_text_centred(cr, "N", {top_centre.x, top_centre.y + 7.0}, {13.0, true, ink, std::nullopt});
    const double tip = top_centre.y + 16.0;
    const double base = top_centre.y + kNorthArrowHeight;
    const double half_width = 9.0;
    // Two halves, one filled: the classic arrow that reads at any size.
    cairo_move_to(cr, top_centre.x, tip);
    cairo_line_to(cr, top_centre.x - half_width, base);
    cairo_line_to(cr, top_centre.x, base - 8.0);
    cairo_close_path(cr);
    set_source(cr, ink);
    cairo_fill(cr);
    cairo_move_to(cr, top_centre.x, tip);
    cairo_line_to(cr, top_centre.x + half_width, base);
    cairo_line_to(cr, top_centre.x, base - 8.0);
    cairo_close_path(cr);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
    cairo_restore(cr);
}

}  // namespace sandtable
