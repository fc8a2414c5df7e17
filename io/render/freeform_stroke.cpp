#include "io/render/freeform_stroke.hpp"

#include "io/render/cairo_drawing.hpp"
#include "io/render/map_palette.hpp"

namespace sandtable {

void stroke_in_style(cairo_t* cr, Colour colour, LineStyle style, double width) {
    cairo_save(cr);
    set_source(cr, colour);
    cairo_set_dash(cr, nullptr, 0, 0.0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    switch (style) {
        case LineStyle::Solid: cairo_set_line_width(cr, width); break;
        case LineStyle::Dashed: {
            const double dashes[] = {3.0 * width, 2.0 * width};
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            cairo_set_dash(cr, dashes, 2, 0.0);
            cairo_set_line_width(cr, width);
            break;
        }
        case LineStyle::Dotted: {
            const double dashes[] = {0.0, 2.0 * width};
            cairo_set_dash(cr, dashes, 2, 0.0);
            cairo_set_line_width(cr, width);
            break;
        }
        case LineStyle::Double:
            // Two thin lines: the colour twice the width, the paper down its middle.
            cairo_set_line_width(cr, 2.0 * width);
            cairo_stroke_preserve(cr);
            set_source(cr, palette::kPlainHex);
            cairo_set_line_width(cr, width);
            break;
    }
    cairo_stroke(cr);
    cairo_restore(cr);
}

}  // namespace sandtable
