#pragma once
// A point of a plane: a map position (x, y; y grows downwards, like image pixels), or an image
// position (pixel column, line) or a CRS position (easting, northing) where those are meant.
#include <cmath>

namespace sandtable {

struct MapPoint {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(const MapPoint&, const MapPoint&) = default;
};

constexpr MapPoint operator-(MapPoint a, MapPoint b) { return {a.x - b.x, a.y - b.y}; }
constexpr MapPoint operator+(MapPoint a, MapPoint b) { return {a.x + b.x, a.y + b.y}; }
[[nodiscard]] inline double length(MapPoint v) { return std::hypot(v.x, v.y); }

}  // namespace sandtable
