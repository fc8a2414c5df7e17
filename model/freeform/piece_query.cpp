#include "model/freeform/piece_query.hpp"

#include "model/freeform/piece_coverage.hpp"

namespace sandtable {

namespace {

double cross(MapPoint o, MapPoint a, MapPoint b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

}  // namespace

bool footprint_contains(const PieceFootprint& footprint, MapPoint point) {
    // A convex quadrilateral holds the point when it lies on the same side of all four edges.
    bool any_negative = false;
    bool any_positive = false;
    for (std::size_t i = 0; i < footprint.corners.size(); ++i) {
        const double side = cross(footprint.corners[i], footprint.corners[(i + 1) % footprint.corners.size()], point);
        any_negative = any_negative || side < 0.0;
        any_positive = any_positive || side > 0.0;
    }
    return !(any_negative && any_positive);
}

std::vector<std::string> pieces_at(const Scenario& scenario, const FreeformMap& map, MapPoint point) {
    const PieceSize size = piece_size(map);
    std::vector<std::string> found;
    for (auto it = scenario.setup.rbegin(); it != scenario.setup.rend(); ++it) {
        if (it->location.kind != LocationKind::Point || it->state == UnitState::Eliminated) continue;
        if (footprint_contains(piece_footprint(it->location.at, it->facing, it->road_column, size), point)) found.push_back(it->unit);
    }
    return found;
}

std::map<std::string, MapRect> piece_bounds(const Scenario& scenario, const FreeformMap& map) {
    std::map<std::string, MapRect> bounds;
    const PieceSize size = piece_size(map);
    for (const Placement& placement : scenario.setup) {
        if (placement.location.kind != LocationKind::Point) continue;
        bounds[placement.unit] = bounds_of(piece_footprint(placement.location.at, placement.facing, placement.road_column, size));
    }
    return bounds;
}

}  // namespace sandtable
