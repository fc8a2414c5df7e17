#include "model/digitise/hexside_crossings.hpp"

#include "model/digitise/polyline_walk.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace sandtable {

namespace bg = boost::geometry;

namespace {

struct Edge {
    MapPoint from;
    MapPoint to;
};

// Hexside `direction` of a hex runs between its corners `direction` and `direction + 1`.
Edge hex_edge(const std::array<MapPoint, 6>& corners, int direction) {
    return {corners[static_cast<std::size_t>(direction)], corners[static_cast<std::size_t>((direction + 1) % 6)]};
}

double dot(MapPoint a, MapPoint b) { return a.x * b.x + a.y * b.y; }
double cross(MapPoint a, MapPoint b) { return a.x * b.y - a.y * b.x; }
MapPoint minus(MapPoint a, MapPoint b) { return {a.x - b.x, a.y - b.y}; }

// Whether the segment a-b meets the edge other than at (or within `tolerance` of) its corners.
bool meets_edge_between_corners(MapPoint a, MapPoint b, const Edge& edge, double tolerance) {
    const MapPoint along = minus(edge.to, edge.from);
    const double length = std::hypot(along.x, along.y);
    const MapPoint unit{along.x / length, along.y / length};
    // Signed distances of a and b from the edge's line, and their positions along it.
    const double da = cross(unit, minus(a, edge.from));
    const double db = cross(unit, minus(b, edge.from));
    const double sa = dot(unit, minus(a, edge.from));
    const double sb = dot(unit, minus(b, edge.from));
    const auto interior = [&](double s) { return s > tolerance && s < length - tolerance; };
    if (std::abs(da) <= tolerance && std::abs(db) <= tolerance) {  // along the edge's line
        const double low = std::max(std::min(sa, sb), 0.0);
        const double high = std::min(std::max(sa, sb), length);
        return high - low > tolerance || interior(sa) || interior(sb);
    }
    if (std::abs(da) <= tolerance) return interior(sa);
    if (std::abs(db) <= tolerance) return interior(sb);
    if ((da > 0.0) == (db > 0.0)) return false;
    const double t = da / (da - db);
    return interior(sa + t * (sb - sa));
}

double distance_to_segment(MapPoint p, MapPoint a, MapPoint b) {
    const MapPoint ab = minus(b, a);
    const double span = dot(ab, ab);
    const double t = span > 0.0 ? std::clamp(dot(minus(p, a), ab) / span, 0.0, 1.0) : 0.0;
    return std::hypot(p.x - (a.x + t * ab.x), p.y - (a.y + t * ab.y));
}

bool on_a_hexside(const HexGeometry& geometry, MapPoint p, double tolerance) {
    const auto corners = hex_corners(geometry, point_to_hex(geometry, p));
    for (int d = 0; d < kHexDirections; ++d) {
        const Edge edge = hex_edge(corners, d);
        if (distance_to_segment(p, edge.from, edge.to) <= tolerance) return true;
    }
    return false;
}

}  // namespace

std::set<HexsideKey> crossed_hexsides(const HexMap& map, const geo::HexIndex& index, const PointList& line) {
    std::set<HexsideKey> marked;
    const HexGeometry& geometry = map.grid.geometry;
    const double tolerance = geometry.size * 1e-6;
    const double step = geometry.size * 1e-3;  // how far before and after a corner the line is looked at
    const PolylineWalk walk(line);
    const auto mark = [&](HexCoord a, HexCoord b) {
        if (!map.contains(a) || !map.contains(b)) return;
        if (auto side = hexside_between(a, b)) marked.insert(*side);
    };
    for (std::size_t i = 1; i < line.size(); ++i) {
        const MapPoint a = line[i - 1];
        const MapPoint b = line[i];
        if (a == b) continue;
        geo::Box box;
        bg::envelope(geo::Segment{a, b}, box);
        for (const HexCoord hex : index.near(box)) {
            const auto corners = hex_corners(geometry, hex);
            for (int d = 0; d < kHexDirections; ++d) {
                if (meets_edge_between_corners(a, b, hex_edge(corners, d), tolerance)) mark(hex, neighbour(hex, d));
            }
            for (const MapPoint corner : corners) {
                if (distance_to_segment(corner, a, b) > tolerance) continue;
                const double at = walk.at_vertex(i - 1) + std::hypot(corner.x - a.x, corner.y - a.y);
                if (at - step <= 0.0 || at + step >= walk.length()) continue;  // the line ends at the corner
                const MapPoint before = walk.point_at(at - step);
                const MapPoint after = walk.point_at(at + step);
                if (on_a_hexside(geometry, before, step * 0.01) || on_a_hexside(geometry, after, step * 0.01)) continue;
                const HexCoord left = point_to_hex(geometry, before);
                const HexCoord entered = point_to_hex(geometry, after);
                if (left != entered) mark(left, entered);
            }
        }
    }
    return marked;
}

}  // namespace sandtable
