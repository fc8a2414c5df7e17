#include "model/freeform/piece_coverage.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <algorithm>

namespace sandtable {

namespace bg = boost::geometry;

namespace {

Polygon polygon_of(const PieceFootprint& footprint) {
    Polygon polygon{Ring(footprint.corners.begin(), footprint.corners.end()), {}};
    polygon.outer.push_back(footprint.corners.front());
    bg::correct(polygon);
    return polygon;
}

bool meet(const MapRect& a, const MapRect& b) { return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y; }

}  // namespace

MapRect bounds_of(const PieceFootprint& footprint) {
    MapRect box{footprint.corners.front(), footprint.corners.front()};
    for (const MapPoint& corner : footprint.corners) box = unite(box, MapRect{corner, corner});
    return box;
}

double footprint_area(const PieceFootprint& footprint) { return std::abs(bg::area(polygon_of(footprint))); }

double share_inside(const PieceFootprint& footprint, const MapRect& extent) {
    const double whole = footprint_area(footprint);
    if (whole <= 0.0) return 0.0;
    MultiPolygon inside;
    bg::intersection(polygon_of(footprint), bg::model::box<MapPoint>(extent.min, extent.max), inside);
    return std::min(1.0, area_of(inside) / whole);
}

double share_of_terrain(const FreeformMap& map, const PieceFootprint& footprint, std::string_view terrain) {
    const double whole = footprint_area(footprint);
    if (whole <= 0.0) return 0.0;
    const Polygon piece = polygon_of(footprint);
    const MapRect box = bounds_of(footprint);
    double covered = 0.0;
    for (const TerrainArea& area : map.areas) {
        if (area.terrain != terrain || area.shape.empty() || !meet(bounds_of(area.shape), box)) continue;
        MultiPolygon under;
        bg::intersection(piece, area.shape, under);
        covered += area_of(under);
    }
    return std::min(1.0, covered / whole);
}

double overlap_area(const PieceFootprint& a, const PieceFootprint& b) {
    if (!meet(bounds_of(a), bounds_of(b))) return 0.0;
    MultiPolygon shared;
    bg::intersection(polygon_of(a), polygon_of(b), shared);
    return area_of(shared);
}

}  // namespace sandtable
