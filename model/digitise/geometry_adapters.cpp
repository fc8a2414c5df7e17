#include "model/digitise/geometry_adapters.hpp"

namespace sandtable::geo {

Polygon to_polygon(const PolygonShape& shape) {
    Polygon polygon;
    polygon.outer().assign(shape.outer.begin(), shape.outer.end());
    for (const PointList& hole : shape.holes) polygon.inners().emplace_back(hole.begin(), hole.end());
    boost::geometry::correct(polygon);
    return polygon;
}

Polygon hex_polygon(const HexGeometry& geometry, HexCoord hex) {
    Polygon polygon;
    const auto corners = hex_corners(geometry, hex);
    polygon.outer().assign(corners.begin(), corners.end());
    boost::geometry::correct(polygon);
    return polygon;
}

}  // namespace sandtable::geo
