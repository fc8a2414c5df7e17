#include "io/render/scale_bar.hpp"

#include "io/render/cairo_drawing.hpp"

#include <array>
#include <cmath>
#include <fmt/format.h>

namespace sandtable {

namespace {

constexpr double kBarThickness = 6.0;
constexpr int kQuarters = 4;
const Colour kInk{0.1, 0.1, 0.1, 1.0};
const Colour kPaper{1.0, 1.0, 1.0, 1.0};

std::string length_label(double length, std::string_view units) {
    if (units == "m" && length >= 1000.0) return fmt::format("{:g} km", length / 1000.0);
    return fmt::format("{:g} {}", length, units);
}

}  // namespace

ScaleBar choose_scale_bar(double px_per_unit, double max_px, std::string_view units) {
    ScaleBar bar;
    if (!(px_per_unit > 0.0) || !(max_px > 0.0)) return bar;
    const double most = max_px / px_per_unit;
    const double power = std::pow(10.0, std::floor(std::log10(most)));
    for (const double step : std::array{5.0, 2.0, 1.0}) {
        if (step * power <= most) {
            bar.length = step * power;
            break;
        }
    }
    bar.length_px = bar.length * px_per_unit;
    bar.label = length_label(bar.length, units);
    return bar;
}

void draw_scale_bar(cairo_t* cr, const ScaleBar& bar, DevicePoint left) {
    cairo_save(cr);
    const double quarter = bar.length_px / kQuarters;
    for (int i = 0; i < kQuarters; ++i) {
        cairo_rectangle(cr, left.x + i * quarter, left.y, quarter, kBarThickness);
        set_source(cr, i % 2 == 0 ? kInk : kPaper);
        cairo_fill_preserve(cr);
        set_source(cr, kInk);
        cairo_set_line_width(cr, 1.0);
        cairo_stroke(cr);
    }
    use_map_text_settings(cr);
    const TextStyle style{11.0, false, kInk, std::nullopt};
    const double text_y = left.y + kBarThickness + 14.0;
    draw_text_centred(cr, "0", {left.x, text_y}, style);
    draw_text_centred(cr, bar.label, {left.x + bar.length_px, text_y}, style);
    cairo_restore(cr);
}

}  // namespace sandtable
