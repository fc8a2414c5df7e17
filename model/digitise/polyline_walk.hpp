#pragma once
// Positions along a polyline by distance from its start.
#include "model/vector_feature.hpp"

#include <vector>

namespace sandtable {

class PolylineWalk {
public:
    explicit PolylineWalk(const PointList& points);
    [[nodiscard]] double length() const { return cumulative_.empty() ? 0.0 : cumulative_.back(); }
    // Distance from the start to points[i].
    [[nodiscard]] double at_vertex(std::size_t i) const { return cumulative_[i]; }
    // The point at a distance from the start, clamped to the line.
    [[nodiscard]] MapPoint point_at(double distance) const;

private:
    const PointList& points_;
    std::vector<double> cumulative_;
};

}  // namespace sandtable
