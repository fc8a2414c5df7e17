#pragma once
// The scale bar of a picture of a map with a CRS: a round length (1, 2 or 5 times a power of
// ten map units) drawn as alternating black and white quarters with its length written at the end.
#include "io/render/render_view.hpp"

#include <cairo.h>
#include <string>
#include <string_view>

namespace sandtable {

struct ScaleBar {
    double length = 0.0;  // in map units
    double length_px = 0.0;
    std::string label;    // "500 m", "2 km"
};

// The longest round bar no longer than `max_px` at `px_per_unit` device pixels a map unit.
[[nodiscard]] ScaleBar choose_scale_bar(double px_per_unit, double max_px, std::string_view units);

inline constexpr double kScaleBarHeight = 34.0;
// The bar with its left end at `left`, its top at left.y; kScaleBarHeight tall with its labels.
void draw_scale_bar(cairo_t* cr, const ScaleBar& bar, DevicePoint left);

}  // namespace sandtable
