#pragma once
// Moves a point set to its centroid and scales it to unit RMS distance, so that fits work on
// numbers near 1 instead of UTM metres near 1e6 (whose cubes exhaust a double's precision).
// The scale is the same on both axes, which keeps similarity transforms similarities.
#include "model/map_point.hpp"

#include <span>

namespace sandtable {

struct PointNormalisation {
    MapPoint centre;
    double scale = 1.0;  // normalised = (point - centre) / scale

    [[nodiscard]] static PointNormalisation of(std::span<const MapPoint> points);
    [[nodiscard]] MapPoint normalise(MapPoint point) const {
        return {(point.x - centre.x) / scale, (point.y - centre.y) / scale};
    }
    [[nodiscard]] MapPoint restore(MapPoint point) const {
        return {point.x * scale + centre.x, point.y * scale + centre.y};
    }
};

}  // namespace sandtable
