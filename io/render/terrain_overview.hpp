#pragma once
// Terrain of hexes too small on screen to draw one by one (a whole large map in one window):
// one image pixel per half cell, each offset cell a brick of two pixels in the row or column it
// is shoved along, then scaled onto the view in a single paint. At this size a brick is hard to
// tell from a hex, and a quarter of a million hexes take milliseconds instead of half a second.
#include "io/render/colour.hpp"
#include "io/render/map_layers.hpp"

#include <functional>
#include <vector>

namespace sandtable {

// Hexes whose size on screen (centre to corner) is below this are drawn as an overview, with no
// grid: a hex this small is a few pixels across, and its outline would be most of it.
inline constexpr double kOverviewHexPx = 5.0;

// fill_of gives the colour of a cell (its row-major index on the map).
void draw_terrain_overview(const MapLayerContext& context, const std::function<Colour(std::size_t)>& fill_of);

}  // namespace sandtable
