#include "model/georef/point_normalisation.hpp"

#include <cmath>

namespace sandtable {

PointNormalisation PointNormalisation::of(std::span<const MapPoint> points) {
    PointNormalisation result;
    if (points.empty()) return result;
    for (MapPoint p : points) {
        result.centre.x += p.x;
        result.centre.y += p.y;
    }
    result.centre.x /= static_cast<double>(points.size());
    result.centre.y /= static_cast<double>(points.size());
    double sum_squares = 0.0;
    for (MapPoint p : points) {
        const MapPoint d = p - result.centre;
        sum_squares += d.x * d.x + d.y * d.y;
    }
    const double rms = std::sqrt(sum_squares / static_cast<double>(points.size()));
    // Coincident points: any scale will do, the fit reports them as degenerate.
    result.scale = rms > 0.0 ? rms : 1.0;
    return result;
}

}  // namespace sandtable
