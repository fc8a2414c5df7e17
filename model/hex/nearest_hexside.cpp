#include "model/hex/nearest_hexside.hpp"

#include <limits>

namespace sandtable {

namespace {
double squared_distance(MapPoint a, MapPoint b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }
}  // namespace

HexsideKey nearest_hexside(const HexGeometry& geometry, MapPoint point) {
    const HexCoord hex = point_to_hex(geometry, point);
    const MapPoint centre = hex_to_point(geometry, hex);
    int best = 0;
    double best_distance = std::numeric_limits<double>::max();
    for (int direction = 0; direction < kHexDirections; ++direction) {
        const MapPoint other = hex_to_point(geometry, neighbour(hex, direction));
        const MapPoint middle{(centre.x + other.x) / 2.0, (centre.y + other.y) / 2.0};
        const double d = squared_distance(point, middle);
        if (d < best_distance) {
            best_distance = d;
            best = direction;
        }
    }
    return hexside(hex, best);
}

std::array<MapPoint, 2> hexside_ends(const HexGeometry& geometry, HexsideKey side) {
    const auto [a, b] = hexside_hexes(side);
    const auto corners_a = hex_corners(geometry, a);
    const auto corners_b = hex_corners(geometry, b);
    // The side's ends are the two corners the hexes share.
    std::array<MapPoint, 2> ends{};
    int found = 0;
    const double tolerance = geometry.size * geometry.size * 1e-6;
    for (const MapPoint p : corners_a) {
        for (const MapPoint q : corners_b) {
            if (found < 2 && squared_distance(p, q) < tolerance) ends[found++] = p;
        }
    }
    return ends;
}

}  // namespace sandtable
