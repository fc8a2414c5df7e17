#include "model/freeform/snapping.hpp"

#include "model/freeform/vertex_editing.hpp"

#include <array>

namespace sandtable {

namespace {

bool near_box(const std::vector<MapPoint>& points, MapPoint at, double reach) {
    if (points.empty()) return false;
    MapRect box{points.front(), points.front()};
    for (const MapPoint& p : points) box = unite(box, MapRect{p, p});
    return at.x >= box.min.x - reach && at.x <= box.max.x + reach && at.y >= box.min.y - reach && at.y <= box.max.y + reach;
}

// The best snap found so far: vertices first, then the nearest.
struct SnapSearch {
    MapPoint at;
    double reach;
    std::optional<Snap> best;
    double best_distance = 0.0;

    void offer(MapPoint candidate, SnapKind kind, std::string_view feature) {
        const double distance = length(candidate - at);
        if (distance > reach) return;
        if (best) {
            if (best->kind == SnapKind::Vertex && kind == SnapKind::Edge) return;
            const bool kind_wins = best->kind == SnapKind::Edge && kind == SnapKind::Vertex;
            if (!kind_wins && distance >= best_distance) return;
        }
        best = Snap{candidate, kind, std::string(feature)};
        best_distance = distance;
    }

    // A run of points: closed repeats its first point last.
    void offer_path(const std::vector<MapPoint>& points, std::string_view feature) {
        if (!near_box(points, at, reach)) return;
        for (const MapPoint& p : points) offer(p, SnapKind::Vertex, feature);
        for (std::size_t i = 0; i + 1 < points.size(); ++i) offer(nearest_on_segment(at, points[i], points[i + 1]), SnapKind::Edge, feature);
    }
};

}  // namespace

std::optional<Snap> snap_point(const FreeformMap& map, MapPoint at, double reach, std::string_view skip) {
    SnapSearch search{at, reach, std::nullopt};
    for (const TerrainArea& area : map.areas) {
        if (area.id == skip) continue;
        for (const Polygon& polygon : area.shape) {
            search.offer_path(polygon.outer, area.id);
            for (const Ring& hole : polygon.holes) search.offer_path(hole, area.id);
        }
        search.offer_path(area.crest, area.id);
    }
    for (const LineFeature& line : map.lines) {
        if (line.id != skip) search.offer_path(line.line, line.id);
    }
    for (const PointFeature& point : map.points) {
        if (point.id != skip) search.offer(point.at, SnapKind::Vertex, point.id);
    }
    const MapRect& e = map.extent;
    if (e.max.x > e.min.x && e.max.y > e.min.y) {
        const std::array<MapPoint, 5> border{e.min, MapPoint{e.max.x, e.min.y}, e.max, MapPoint{e.min.x, e.max.y}, e.min};
        search.offer_path({border.begin(), border.end()}, kBorderFeature);
    }
    return search.best;
}

}  // namespace sandtable
