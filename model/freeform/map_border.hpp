#pragma once
// Places on a free-form map's border, measured in map units clockwise on screen from the extent's
// top-left corner: along the top edge first, then down the right, back along the bottom and up the
// left. Entry edges (BorderStretch) are stretches of it.
#include "model/freeform/shapes.hpp"

namespace sandtable {

[[nodiscard]] double perimeter_of(const MapRect& extent);

// The border point `along` map units from the top-left corner, taken round the border as often as
// needed (a negative `along` counts anticlockwise).
[[nodiscard]] MapPoint border_point(const MapRect& extent, double along);

// The border from `from` to `to`, clockwise, past the top-left corner when `to` is less than
// `from`; its corners included, so that it follows the border exactly.
[[nodiscard]] Polyline border_stretch(const MapRect& extent, double from, double to);

// How far along the border the border point nearest to `point` lies.
[[nodiscard]] double along_border(const MapRect& extent, MapPoint point);

}  // namespace sandtable
