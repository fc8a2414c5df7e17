#pragma once
// The shapes of a free-form map in plain model types: rings, polygons with holes, multipolygons
// and polylines of map points (y down). Boost.Geometry sees them through
// model/freeform/geometry_adapt.hpp; nothing else needs to.
#include "model/map_point.hpp"
#include "model/map_rect.hpp"

#include <vector>

namespace sandtable {

// A closed ring: the last point repeats the first. Outer rings run clockwise in Boost.Geometry's
// sense (x right, y up), which is anticlockwise on screen (y down); holes the other way.
// polygon_ops puts any ring it is given right.
struct Ring : std::vector<MapPoint> {
    using std::vector<MapPoint>::vector;
};

struct Polygon {
    Ring outer;
    std::vector<Ring> holes;
    friend bool operator==(const Polygon&, const Polygon&) = default;
};

struct MultiPolygon : std::vector<Polygon> {
    using std::vector<Polygon>::vector;
};

// An open line: roads, streams, crests.
struct Polyline : std::vector<MapPoint> {
    using std::vector<MapPoint>::vector;
};

}  // namespace sandtable
