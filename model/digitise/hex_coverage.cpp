#include "model/digitise/hex_coverage.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <stdexcept>

namespace sandtable {

namespace bg = boost::geometry;

namespace {

// Unites the polygons one by one. A polygon Boost.Geometry cannot unite (a badly self-crossing
// ring) is added as it is, so its area may be counted twice where it overlaps another.
geo::MultiPolygon unite(const std::vector<PolygonShape>& polygons, std::vector<std::string>& notes) {
    geo::MultiPolygon united;
    for (std::size_t i = 0; i < polygons.size(); ++i) {
        const geo::Polygon polygon = geo::to_polygon(polygons[i]);
        if (polygon.outer().size() < 4 || bg::area(polygon) <= 0.0) continue;
        try {
            geo::MultiPolygon next;
            bg::union_(united, polygon, next);
            united = std::move(next);
        } catch (const std::exception& e) {
            notes.push_back(fmt::format("polygon {} could not be united with the others ({}); its area is added as it is",
                                        i + 1, e.what()));
            united.push_back(polygon);
        }
    }
    return united;
}

}  // namespace

HexCoverage hex_coverage(const HexMap& map, const geo::HexIndex& index, const std::vector<PolygonShape>& polygons) {
    HexCoverage coverage;
    const geo::MultiPolygon united = unite(polygons, coverage.notes);
    const double hex_area = std::abs(bg::area(geo::hex_polygon(map.grid.geometry, HexCoord{})));
    std::map<std::size_t, double> covered;  // by hex index, so the result comes in map order
    for (const geo::Polygon& part : united) {
        geo::Box box;
        bg::envelope(part, box);
        for (const HexCoord hex : index.near(box)) {
            const geo::Polygon cell = geo::hex_polygon(map.grid.geometry, hex);
            if (bg::disjoint(cell, part)) continue;
            geo::MultiPolygon overlap;
            bg::intersection(cell, part, overlap);
            const double area = bg::area(overlap);
            if (area > 0.0) covered[*map.index_of(hex)] += area;
        }
    }
    for (const auto& [hex_index, area] : covered) {
        coverage.shares.push_back({map.coord_at(hex_index), std::min(1.0, area / hex_area)});
    }
    return coverage;
}

}  // namespace sandtable
