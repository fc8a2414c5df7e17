#pragma once
// A point of a plane: an image position (pixel column, line) or a map position (x, y).
#include <cmath>

namespace sandtable {

struct PlanePoint {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(const PlanePoint&, const PlanePoint&) = default;
};

constexpr PlanePoint operator-(PlanePoint a, PlanePoint b) { return {a.x - b.x, a.y - b.y}; }
constexpr PlanePoint operator+(PlanePoint a, PlanePoint b) { return {a.x + b.x, a.y + b.y}; }
[[nodiscard]] inline double length(PlanePoint v) { return std::hypot(v.x, v.y); }

}  // namespace sandtable
