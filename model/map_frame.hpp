#pragma once
// Map coordinates grow downwards on the screen, like image pixels, on every map. A map with a
// CRS therefore uses the CRS's easting (or longitude) as x and its northing (or latitude)
// negated as y; these two functions are the only place that knows it.
#include "model/hex/hex_geometry.hpp"
#include "model/vector_feature.hpp"

namespace sandtable {

[[nodiscard]] constexpr MapPoint crs_to_map(MapPoint crs) { return {crs.x, -crs.y}; }
[[nodiscard]] constexpr MapPoint map_to_crs(MapPoint map) { return {map.x, -map.y}; }

// Carries a feature read in the map's CRS into map coordinates.
inline void crs_to_map(FeatureGeometry& geometry) {
    auto flip = [](PointList& points) {
        for (MapPoint& p : points) p = crs_to_map(p);
    };
    flip(geometry.points);
    for (PointList& line : geometry.lines) flip(line);
    for (PolygonShape& polygon : geometry.polygons) {
        flip(polygon.outer);
        for (PointList& hole : polygon.holes) flip(hole);
    }
}

}  // namespace sandtable
