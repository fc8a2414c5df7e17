#include "io/render/unit_counter.hpp"

#include "io/render/cairo_drawing.hpp"
#include "io/render/map_palette.hpp"

#include <algorithm>
#include <numbers>
#include <vector>

namespace sandtable {

namespace {

// Smaller counters are drawn as plain squares: a symbol or text would be a smudge.
constexpr double kMinDetailedPx = 10.0;
// The name's line is an eighth of the counter: below this it cannot be read.
constexpr double kMinNamedPx = 36.0;

struct Box {
    double left;
    double top;
    double right;
    double bottom;
    [[nodiscard]] double width() const { return right - left; }
    [[nodiscard]] double height() const { return bottom - top; }
};

void line(cairo_t* cr, double x0, double y0, double x1, double y1) {
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
}

void draw_symbol(cairo_t* cr, const Box& box, UnitSymbol symbol, double stroke_px) {
    cairo_rectangle(cr, box.left, box.top, box.width(), box.height());
    cairo_set_line_width(cr, stroke_px);
    cairo_stroke(cr);
    const double dot = box.height() * 0.2;
    const double mid_x = (box.left + box.right) / 2.0;
    const double mid_y = (box.top + box.bottom) / 2.0;
    const double base_y = box.bottom - box.height() * 0.22;
    switch (symbol) {
        case UnitSymbol::Infantry:
            line(cr, box.left, box.top, box.right, box.bottom);
            line(cr, box.left, box.bottom, box.right, box.top);
            break;
        case UnitSymbol::Cavalry: line(cr, box.left, box.bottom, box.right, box.top); break;
        case UnitSymbol::HorseArtillery: line(cr, box.left, box.bottom, box.right, box.top); break;
        case UnitSymbol::Dragoons:
            line(cr, box.left, box.top, box.right, box.bottom);
            line(cr, box.left, box.bottom, box.right, box.top);
            line(cr, box.left, base_y, box.right, base_y);
            break;
        case UnitSymbol::Supply: line(cr, box.left, base_y, box.right, base_y); break;
        case UnitSymbol::Headquarters: {
            const double pole_x = box.left + box.width() * 0.3;
            line(cr, pole_x, box.bottom - box.height() * 0.12, pole_x, box.top + box.height() * 0.12);
            cairo_stroke(cr);
            cairo_rectangle(cr, pole_x, box.top + box.height() * 0.12, box.width() * 0.42, box.height() * 0.42);
            cairo_fill(cr);
            break;
        }
        case UnitSymbol::Artillery:
        case UnitSymbol::None: break;
    }
    cairo_stroke(cr);
    if (symbol == UnitSymbol::Artillery || symbol == UnitSymbol::HorseArtillery) {
        cairo_arc(cr, mid_x, mid_y, dot, 0.0, 2.0 * std::numbers::pi);
        cairo_fill(cr);
    }
}

void trace_square(cairo_t* cr, DevicePoint centre, double side_px) {
    cairo_rectangle(cr, centre.x - side_px / 2.0, centre.y - side_px / 2.0, side_px, side_px);
}

double edge_width(double side_px) { return std::max(0.75, side_px * 0.035); }

}  // namespace

bool is_plain_counter(double side_px) { return side_px < kMinDetailedPx; }

void draw_plain_counters(cairo_t* cr, std::span<const PlainCounter> counters, double side_px) {
    if (counters.empty()) return;
    std::vector<bool> filled(counters.size(), false);
    for (std::size_t first = 0; first < counters.size(); ++first) {
        if (filled[first]) continue;
        const Colour fill = counters[first].fill;
        for (std::size_t i = first; i < counters.size(); ++i) {
            if (filled[i] || counters[i].fill != fill) continue;
            trace_square(cr, counters[i].centre, side_px);
            filled[i] = true;
        }
        set_source(cr, fill);
        cairo_fill(cr);
    }
    for (const PlainCounter& counter : counters) trace_square(cr, counter.centre, side_px);
    set_source(cr, palette::kCounterEdge);
    cairo_set_line_width(cr, edge_width(side_px));
    cairo_stroke(cr);
}

void draw_unit_symbol(cairo_t* cr, DevicePoint top_left, DevicePoint bottom_right, UnitSymbol symbol, double stroke_px) {
    draw_symbol(cr, Box{top_left.x, top_left.y, bottom_right.x, bottom_right.y}, symbol, stroke_px);
}

void draw_unit_counter(cairo_t* cr, DevicePoint centre, double side_px, const CounterFace& face) {
    const double half = side_px / 2.0;
    cairo_save(cr);
    cairo_rectangle(cr, centre.x - half, centre.y - half, side_px, side_px);
    set_source(cr, face.fill);
    cairo_fill_preserve(cr);
    set_source(cr, palette::kCounterEdge);
    cairo_set_line_width(cr, edge_width(side_px));
    cairo_stroke(cr);
    if (is_plain_counter(side_px)) {
        cairo_restore(cr);
        return;
    }
    const Colour ink = ink_on(face.fill);
    set_source(cr, ink);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    const Box symbol_box{centre.x - side_px * 0.23, centre.y - side_px * 0.31, centre.x + side_px * 0.23,
                         centre.y - side_px * 0.06};
    draw_symbol(cr, symbol_box, face.symbol, std::max(0.75, side_px * 0.035));
    const TextStyle factors{side_px * 0.27, true, ink, std::nullopt};
    draw_text_centred(cr, face.factors, {centre.x, centre.y + side_px * 0.25}, factors);
    if (side_px >= kMinNamedPx && !face.name.empty()) {
        cairo_rectangle(cr, centre.x - half, centre.y - half, side_px, side_px);
        cairo_clip(cr);
        const TextStyle name{side_px * 0.13, false, ink, std::nullopt};
        draw_text_centred(cr, face.name, {centre.x, centre.y - side_px * 0.40}, name);
    }
    cairo_restore(cr);
}

}  // namespace sandtable
