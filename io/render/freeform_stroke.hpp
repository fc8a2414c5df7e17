#pragma once
// How a free-form line entry strokes the current path: its colour, style and width in device
// pixels. The map's line layer and the legend's swatches draw alike through it.
#include "io/render/colour.hpp"
#include "model/freeform/terrain_drawing.hpp"

#include <cairo.h>

namespace sandtable {

// Strokes (and clears) the current path.
void stroke_in_style(cairo_t* cr, Colour colour, LineStyle style, double width);

}  // namespace sandtable
