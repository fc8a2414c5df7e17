#include "model/digitise/road_hex_paths.hpp"

#include "model/digitise/polyline_walk.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

namespace sandtable {

namespace {

std::vector<HexCoord> hexes_along(const HexGeometry& geometry, const PointList& points) {
    const PolylineWalk walk(points);
    const double step = geometry.size / 8.0;
    std::vector<double> stops;
    for (std::size_t i = 0; i < points.size(); ++i) stops.push_back(walk.at_vertex(i));
    for (double at = step; at < walk.length(); at += step) stops.push_back(at);
    std::sort(stops.begin(), stops.end());

    std::vector<HexCoord> hexes;
    for (const double at : stops) {
        const HexCoord hex = point_to_hex(geometry, walk.point_at(at));
        if (hexes.empty()) {
            hexes.push_back(hex);
            continue;
        }
        if (hex == hexes.back()) continue;
        const std::vector<HexCoord> gap = sandtable::line(hexes.back(), hex);
        hexes.insert(hexes.end(), gap.begin() + 1, gap.end());
    }
    return hexes;
}

}  // namespace

std::vector<std::vector<HexCoord>> road_hex_paths(const HexMap& map, const PointList& line) {
    std::vector<std::vector<HexCoord>> paths;
    if (line.empty()) return paths;
    std::set<HexCoord> visited;
    std::vector<HexCoord> current;
    std::optional<HexCoord> previous;  // the last hex of the map the line was in
    const auto close = [&] {
        if (!current.empty()) paths.push_back(std::move(current));
        current.clear();
    };
    for (const HexCoord hex : hexes_along(map.grid.geometry, line)) {
        if (!map.contains(hex)) {
            close();
            previous.reset();
            continue;
        }
        if (!visited.insert(hex).second) {  // back over ground already covered
            previous = hex;
            continue;
        }
        if (current.empty() || distance(current.back(), hex) != 1) {
            close();
            if (previous && distance(*previous, hex) == 1) current.push_back(*previous);
        }
        current.push_back(hex);
        previous = hex;
    }
    close();
    return paths;
}

}  // namespace sandtable
