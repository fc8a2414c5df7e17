#pragma once
// Map coordinates grow downwards on the screen, like image pixels, on every map. A map with a
// CRS therefore uses the CRS's easting (or longitude) as x and its northing (or latitude)
// negated as y; these two functions are the only place that knows it.
#include "model/hex/hex_geometry.hpp"

namespace sandtable {

[[nodiscard]] constexpr MapPoint crs_to_map(MapPoint crs) { return {crs.x, -crs.y}; }
[[nodiscard]] constexpr MapPoint map_to_crs(MapPoint map) { return {map.x, -map.y}; }

}  // namespace sandtable
