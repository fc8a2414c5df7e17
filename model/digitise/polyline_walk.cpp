#include "model/digitise/polyline_walk.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable {

PolylineWalk::PolylineWalk(const PointList& points) : points_(points) {
    double total = 0.0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i > 0) total += std::hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
        cumulative_.push_back(total);
    }
}

MapPoint PolylineWalk::point_at(double distance) const {
    if (points_.empty()) return {};
    if (distance <= 0.0) return points_.front();
    if (distance >= length()) return points_.back();
    const auto next = std::upper_bound(cumulative_.begin(), cumulative_.end(), distance);
    const auto i = static_cast<std::size_t>(next - cumulative_.begin());
    const double span = cumulative_[i] - cumulative_[i - 1];
    const double t = span > 0.0 ? (distance - cumulative_[i - 1]) / span : 0.0;
    const MapPoint a = points_[i - 1];
    const MapPoint b = points_[i];
    return {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
}

}  // namespace sandtable
