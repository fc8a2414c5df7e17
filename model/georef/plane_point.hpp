#pragma once
// Georeferencing speaks of points of a plane, image or map: the same two numbers as a MapPoint.
#include "model/map_point.hpp"

namespace sandtable {

using PlanePoint = MapPoint;

}  // namespace sandtable
