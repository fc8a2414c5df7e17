#include "model/rulesets/pub_battles/field_of_fire.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/rulesets/pub_battles/line_of_sight.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace sandtable::pub_battles {

namespace bg = boost::geometry;

namespace {

constexpr double kArcHalfAngle = 45.0;
constexpr int kArcSteps = 12;  // points on each rounded corner of the arc

MapPoint plus(MapPoint a, MapPoint b) { return {a.x + b.x, a.y + b.y}; }
MapPoint scaled(MapPoint a, double k) { return {a.x * k, a.y * k}; }

// The arc's outline: front corners, then round the far side from the right corner's 45 degree
// line to the left's.
Ring arc_ring(const FreeformPiece& piece, double range) {
    const MapPoint left = piece.footprint.front_left();
    const MapPoint right = piece.footprint.front_right();
    Ring ring{left, right};
    for (int i = 0; i <= kArcSteps; ++i) {  // about the right corner, from 45 degrees right of ahead to ahead
        const double turn = kArcHalfAngle * (1.0 - static_cast<double>(i) / kArcSteps);
        ring.push_back(plus(right, scaled(facing_direction(piece.facing + turn), range)));
    }
    for (int i = 0; i <= kArcSteps; ++i) {  // about the left corner, from ahead to 45 degrees left
        const double turn = -kArcHalfAngle * static_cast<double>(i) / kArcSteps;
        ring.push_back(plus(left, scaled(facing_direction(piece.facing + turn), range)));
    }
    ring.push_back(left);
    return ring;
}

// Where the piece sees and fires from: its front corners and the middle of its front edge.
std::array<MapPoint, 3> front_origins(const FreeformPiece& piece) {
    const MapPoint left = piece.footprint.front_left();
    const MapPoint right = piece.footprint.front_right();
    return {left, scaled(plus(left, right), 0.5), right};
}

// How far a ray from `origin` along `direction` sees, sampled every `step` up to `range`.
double sight_along(const FreeformBoard& field, const FreeformPiece& piece, MapPoint origin, MapPoint direction, double range, double step) {
    double seen = 0.0;
    for (double along = step; along <= range + step * 0.5; along += step) {
        const double at = std::min(along, range);
        SightEnds ends{origin, plus(origin, scaled(direction, at)), piece.id, {}};
        if (!line_of_sight(field, ends).clear) break;
        seen = at;
    }
    return seen;
}

}  // namespace

bool projects_fire(const FreeformPiece& piece) {
    return !piece.road_column && (piece.type == "infantry" || piece.type == "dragoons" || piece.type == "artillery");
}

MultiPolygon fire_arc(const FreeformPiece& piece, double range) {
    if (!projects_fire(piece) || range <= 0.0) return {};
    return corrected(MultiPolygon{Polygon{arc_ring(piece, range), {}}});
}

MultiPolygon field_of_fire(const FreeformBoard& field, const FreeformPiece& piece) {
    const double range = field.foot_move() / 3.0;
    const MultiPolygon arc = fire_arc(piece, range);
    if (arc.empty()) return arc;
    const auto [left, middle, right] = front_origins(piece);
    const double step = std::max(field.piece_size().depth / 2.0, range / 40.0);
    // The farthest a ray could need to go inside the arc: from a corner to the far corner of the other side.
    const double reach = std::hypot(range, range + std::hypot(right.x - left.x, right.y - left.y));
    MultiPolygon seen;
    for (const MapPoint origin : {left, middle, right}) {
        Ring fan{origin};
        for (int degrees = -90; degrees <= 90; ++degrees) {
            const MapPoint direction = facing_direction(piece.facing + degrees);
            fan.push_back(plus(origin, scaled(direction, sight_along(field, piece, origin, direction, reach, step))));
        }
        fan.push_back(origin);
        MultiPolygon fan_shape = snapped(MultiPolygon{Polygon{fan, {}}});
        if (!bg::is_valid(fan_shape)) continue;
        MultiPolygon both;
        bg::union_(seen, fan_shape, both);
        seen = std::move(both);
    }
    MultiPolygon fire;
    bg::intersection(arc, seen, fire);
    return fire;
}

double share_in_fire(const FreeformBoard& field, const FreeformPiece& firer, const FreeformPiece& target) {
    const double range = field.foot_move() / 3.0;
    const MultiPolygon arc = fire_arc(firer, range);
    if (arc.empty()) return 0.0;
    const std::array<MapPoint, 3> origins = front_origins(firer);
    const auto& c = target.footprint.corners;  // front-left, front-right, back-right, back-left
    constexpr int kAlong = 5;
    constexpr int kAcross = 3;
    int seen = 0;
    for (int i = 0; i < kAlong; ++i) {
        for (int j = 0; j < kAcross; ++j) {
            const double u = (i + 0.5) / kAlong;
            const double v = (j + 0.5) / kAcross;
            const MapPoint front = plus(scaled(c[0], 1.0 - u), scaled(c[1], u));
            const MapPoint back = plus(scaled(c[3], 1.0 - u), scaled(c[2], u));
            const MapPoint at = plus(scaled(front, 1.0 - v), scaled(back, v));
            if (!bg::covered_by(at, arc)) continue;
            const bool visible = std::any_of(origins.begin(), origins.end(), [&](MapPoint from) {
                return line_of_sight(field, {from, at, firer.id, target.id}).clear;
            });
            seen += visible ? 1 : 0;
        }
    }
    return static_cast<double>(seen) / (kAlong * kAcross);
}

double share_in(const MultiPolygon& fire, const PieceFootprint& footprint) {
    if (fire.empty()) return 0.0;
    const MultiPolygon piece{footprint_polygon(footprint)};
    const double whole = area_of(piece);
    return whole > 0.0 ? shared_area(fire, piece) / whole : 0.0;
}

}  // namespace sandtable::pub_battles
