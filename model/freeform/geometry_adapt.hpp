#pragma once
// The one place Boost.Geometry learns the model's shapes (model/freeform/shapes.hpp): MapPoint as
// a cartesian point, Ring as a closed clockwise ring, Polygon with its holes, MultiPolygon, and
// Polyline as a linestring.
#include "model/freeform/shapes.hpp"

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/register/linestring.hpp>
#include <boost/geometry/geometries/register/multi_polygon.hpp>
#include <boost/geometry/geometries/register/point.hpp>
#include <boost/geometry/geometries/register/ring.hpp>

BOOST_GEOMETRY_REGISTER_POINT_2D(sandtable::MapPoint, double, boost::geometry::cs::cartesian, x, y)
BOOST_GEOMETRY_REGISTER_RING(sandtable::Ring)
BOOST_GEOMETRY_REGISTER_LINESTRING(sandtable::Polyline)
BOOST_GEOMETRY_REGISTER_MULTI_POLYGON(sandtable::MultiPolygon)

namespace boost::geometry::traits {

template <>
struct tag<sandtable::Polygon> {
    using type = polygon_tag;
};
template <>
struct ring_const_type<sandtable::Polygon> {
    using type = const sandtable::Ring&;
};
template <>
struct ring_mutable_type<sandtable::Polygon> {
    using type = sandtable::Ring&;
};
template <>
struct interior_const_type<sandtable::Polygon> {
    using type = const std::vector<sandtable::Ring>&;
};
template <>
struct interior_mutable_type<sandtable::Polygon> {
    using type = std::vector<sandtable::Ring>&;
};
template <>
struct exterior_ring<sandtable::Polygon> {
    static sandtable::Ring& get(sandtable::Polygon& polygon) { return polygon.outer; }
    static const sandtable::Ring& get(const sandtable::Polygon& polygon) { return polygon.outer; }
};
template <>
struct interior_rings<sandtable::Polygon> {
    static std::vector<sandtable::Ring>& get(sandtable::Polygon& polygon) { return polygon.holes; }
    static const std::vector<sandtable::Ring>& get(const sandtable::Polygon& polygon) { return polygon.holes; }
};

}  // namespace boost::geometry::traits
