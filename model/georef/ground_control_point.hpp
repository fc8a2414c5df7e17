#pragma once
// A ground control point: a place on a scanned image paired with its map coordinates.
#include "model/map_point.hpp"

#include <string>

namespace sandtable {

// Farther from 0 than any map's coordinates (metres, feet or degrees) or any image's pixels, and
// near enough that a fit's sums of squares stay well inside doubles.
inline constexpr double kFarthestControlPointCoordinate = 1e9;

struct GroundControlPoint {
    std::string id;
    // Image position in pixels: x is the column, y the line (growing downwards). The image's top-left
    // corner is (0, 0), so the centre of the top-left pixel is (0.5, 0.5), as in GDAL.
    MapPoint pixel;
    // Map position in the units of the map's coordinate reference system (metres for UTM).
    MapPoint map;
    // Disabled points are kept but take no part in a fit.
    bool enabled = true;
};

}  // namespace sandtable
