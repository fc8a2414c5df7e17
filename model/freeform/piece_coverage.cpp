#include "model/freeform/piece_coverage.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/map_rect_ops.hpp"

#include <algorithm>

namespace sandtable {

namespace bg = boost::geometry;

namespace {


}  // namespace

Polygon footprint_polygon(const PieceFootprint& footprint) {
    Polygon polygon{Ring(footprint.corners.begin(), footprint.corners.end()), {}};
    polygon.outer.push_back(footprint.corners.front());
    bg::correct(polygon);
    return polygon;
}

MapRect bounds_of(const PieceFootprint& footprint) {
    MapRect box{footprint.corners.front(), footprint.corners.front()};
    for (const MapPoint& corner : footprint.corners) box = unite(box, MapRect{corner, corner});
    return box;
}

double footprint_area(const PieceFootprint& footprint) { return std::abs(bg::area(footprint_polygon(footprint))); }

double share_inside(const PieceFootprint& footprint, const MapRect& extent) {
    const double whole = footprint_area(footprint);
    if (whole <= 0.0) return 0.0;
    MultiPolygon inside;
    bg::intersection(footprint_polygon(footprint), bg::model::box<MapPoint>(extent.min, extent.max), inside);
    return std::min(1.0, area_of(inside) / whole);
}

namespace {
// An empty rectangle (min past max) for an area left out: the index leaves it out too.
constexpr MapRect kLeftOut{{1, 1}, {0, 0}};

std::vector<MapRect> bounds_of_areas(const FreeformMap& map, const MapRect* within) {
    std::vector<MapRect> bounds;
    bounds.reserve(map.areas.size());
    for (const TerrainArea& area : map.areas) {
        MapRect box = area.shape.empty() ? kLeftOut : bounds_of(area.shape);
        if (within != nullptr && !meets(box, *within)) box = kLeftOut;
        bounds.push_back(box);
    }
    return bounds;
}
}  // namespace

AreaLookup::AreaLookup(const FreeformMap& map) : map_(map), index_(bounds_of_areas(map, nullptr)) {}

AreaLookup::AreaLookup(const FreeformMap& map, const MapRect& within) : map_(map), index_(bounds_of_areas(map, &within)) {}

std::vector<const TerrainArea*> AreaLookup::near(const MapRect& rect) const {
    std::vector<const TerrainArea*> found;
    for (const std::size_t i : index_.meeting(rect)) {
        if (!map_.areas[i].shape.empty()) found.push_back(&map_.areas[i]);
    }
    return found;
}

double share_of_terrain(const AreaLookup& areas, const PieceFootprint& footprint, std::string_view terrain) {
    const double whole = footprint_area(footprint);
    if (whole <= 0.0) return 0.0;
    const Polygon piece = footprint_polygon(footprint);
    double covered = 0.0;
    for (const TerrainArea* area : areas.near(bounds_of(footprint))) {
        if (area->terrain != terrain) continue;
        MultiPolygon under;
        bg::intersection(piece, area->shape, under);
        covered += area_of(under);
    }
    return std::min(1.0, covered / whole);
}

std::map<std::string, double> terrain_shares(const AreaLookup& areas, const PieceFootprint& footprint) {
    std::map<std::string, double> shares;
    const double whole = footprint_area(footprint);
    if (whole <= 0.0) return shares;
    const Polygon piece = footprint_polygon(footprint);
    // What areas cover, united only when a second one does: most pieces stand on one or none.
    std::vector<MultiPolygon> parts;
    for (const TerrainArea* area : areas.near(bounds_of(footprint))) {
        MultiPolygon under;
        bg::intersection(piece, area->shape, under);
        const double part = area_of(under);
        if (part <= 0.0) continue;
        shares[area->terrain] = std::min(1.0, shares[area->terrain] + part / whole);
        parts.push_back(std::move(under));
    }
    MultiPolygon covered = parts.empty() ? MultiPolygon{} : std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i) {
        MultiPolygon joined;
        bg::union_(covered, parts[i], joined);
        covered = std::move(joined);
    }
    shares[""] = std::max(0.0, 1.0 - area_of(covered) / whole);
    return shares;
}

double overlap_area(const PieceFootprint& a, const PieceFootprint& b) {
    if (!meets(bounds_of(a), bounds_of(b))) return 0.0;
    MultiPolygon shared;
    bg::intersection(footprint_polygon(a), footprint_polygon(b), shared);
    return area_of(shared);
}

}  // namespace sandtable
