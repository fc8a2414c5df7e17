#pragma once
// Tests and widenings of map rectangles that the spatial work of free-form maps shares: whether
// two rectangles meet, whether one holds a point, a rectangle grown on every side.
#include "model/map_rect.hpp"

namespace sandtable {

// Edges and corners count: rectangles that only touch meet.
[[nodiscard]] constexpr bool meets(const MapRect& a, const MapRect& b) {
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;
}

[[nodiscard]] constexpr bool holds(const MapRect& rect, MapPoint point) {
    return point.x >= rect.min.x && point.x <= rect.max.x && point.y >= rect.min.y && point.y <= rect.max.y;
}

[[nodiscard]] constexpr MapRect widened(const MapRect& rect, double by) {
    return {{rect.min.x - by, rect.min.y - by}, {rect.max.x + by, rect.max.y + by}};
}

}  // namespace sandtable
