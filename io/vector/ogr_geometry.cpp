#include "io/vector/ogr_geometry.hpp"

#include <ogr_geometry.h>

#include <memory>

namespace sandtable {

namespace {

PointList points_of(const OGRSimpleCurve& curve) {
    PointList points;
    points.reserve(static_cast<std::size_t>(curve.getNumPoints()));
    for (int i = 0; i < curve.getNumPoints(); ++i) points.push_back({curve.getX(i), curve.getY(i)});
    return points;
}

void add(const OGRGeometry& geometry, FeatureGeometry& out) {
    switch (wkbFlatten(geometry.getGeometryType())) {
        case wkbPoint: {
            const auto& point = *geometry.toPoint();
            if (!point.IsEmpty()) out.points.push_back({point.getX(), point.getY()});
            break;
        }
        case wkbLineString:
            if (!geometry.IsEmpty()) out.lines.push_back(points_of(*geometry.toLineString()));
            break;
        case wkbPolygon: {
            const auto& polygon = *geometry.toPolygon();
            if (polygon.IsEmpty() || polygon.getExteriorRing() == nullptr) break;
            PolygonShape shape;
            shape.outer = points_of(*polygon.getExteriorRing());
            for (int i = 0; i < polygon.getNumInteriorRings(); ++i) shape.holes.push_back(points_of(*polygon.getInteriorRing(i)));
            out.polygons.push_back(std::move(shape));
            break;
        }
        case wkbMultiPoint:
        case wkbMultiLineString:
        case wkbMultiPolygon:
        case wkbGeometryCollection: {
            const auto& collection = *geometry.toGeometryCollection();
            for (int i = 0; i < collection.getNumGeometries(); ++i) add(*collection.getGeometryRef(i), out);
            break;
        }
        default:
            if (geometry.hasCurveGeometry()) {
                const std::unique_ptr<OGRGeometry> stroked(geometry.getLinearGeometry());
                if (stroked) add(*stroked, out);
            }
            break;
    }
}

}  // namespace

FeatureGeometry from_ogr(const OGRGeometry* geometry) {
    FeatureGeometry out;
    if (geometry == nullptr) return out;
    out.type = OGRGeometryTypeToName(geometry->getGeometryType());
    add(*geometry, out);
    return out;
}

}  // namespace sandtable
