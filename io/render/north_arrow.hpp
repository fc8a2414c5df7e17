#pragma once
// The north arrow of a picture of a map with a CRS. Map coordinates are the CRS's with y turned
// downwards, so grid north is straight up the picture.
#include "io/render/render_view.hpp"

#include <cairo.h>

namespace sandtable {

inline constexpr double kNorthArrowHeight = 48.0;
// The arrow with its "N", kNorthArrowHeight tall, centred on `top_centre`.x from top_centre.y down.
void draw_north_arrow(cairo_t* cr, DevicePoint top_centre);

}  // namespace sandtable
