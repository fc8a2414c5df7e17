#pragma once
// The rectangles a draw renders, each with one render_hex_map call. Every call walks all the
// map's hexside features, roads, places and unit placements, so neighbouring rectangles are
// merged where that renders no more pixels than drawing them apart would: the pieces of one
// strip that a pan uncovers across a column of tiles become one strip, while the two strips of
// a diagonal pan stay two.
#include "io/render/tile_grid.hpp"

#include <vector>

namespace sandtable {

void add_to_regions(std::vector<PixelRect>& regions, PixelRect rect);

}  // namespace sandtable
