#pragma once
// MapPoint adapted to Boost.Geometry, and the Boost.Geometry shapes the digitiser works with.
// Map coordinates may have y up (a CRS) or down (pixels), so polygons are always passed through
// boost::geometry::correct before use.
#include "model/hex/hex_geometry.hpp"
#include "model/vector_feature.hpp"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/register/point.hpp>

BOOST_GEOMETRY_REGISTER_POINT_2D(sandtable::MapPoint, double, boost::geometry::cs::cartesian, x, y)

namespace sandtable::geo {

using Polygon = boost::geometry::model::polygon<MapPoint>;
using MultiPolygon = boost::geometry::model::multi_polygon<Polygon>;
using Linestring = boost::geometry::model::linestring<MapPoint>;
using Segment = boost::geometry::model::segment<MapPoint>;
using Box = boost::geometry::model::box<MapPoint>;

[[nodiscard]] Polygon to_polygon(const PolygonShape& shape);
[[nodiscard]] Polygon hex_polygon(const HexGeometry& geometry, HexCoord hex);

}  // namespace sandtable::geo
