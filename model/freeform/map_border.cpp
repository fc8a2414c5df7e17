#include "model/freeform/map_border.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace sandtable {

namespace {

struct Side {
    MapPoint start;
    MapPoint end;
    double length;
};

std::array<Side, 4> sides_of(const MapRect& extent) {
    const double width = extent.max.x - extent.min.x;
    const double height = extent.max.y - extent.min.y;
    const MapPoint top_left = extent.min;
    const MapPoint top_right{extent.max.x, extent.min.y};
    const MapPoint bottom_right = extent.max;
    const MapPoint bottom_left{extent.min.x, extent.max.y};
    return {Side{top_left, top_right, width}, Side{top_right, bottom_right, height}, Side{bottom_right, bottom_left, width},
            Side{bottom_left, top_left, height}};
}

MapPoint between(MapPoint a, MapPoint b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace

double perimeter_of(const MapRect& extent) { return 2.0 * ((extent.max.x - extent.min.x) + (extent.max.y - extent.min.y)); }

MapPoint border_point(const MapRect& extent, double along) {
    const double perimeter = perimeter_of(extent);
    if (!(perimeter > 0.0)) return extent.min;
    double left = std::fmod(along, perimeter);
    if (left < 0.0) left += perimeter;
    for (const Side& side : sides_of(extent)) {
        if (left <= side.length) return between(side.start, side.end, side.length > 0.0 ? left / side.length : 0.0);
        left -= side.length;
    }
    return extent.min;
}

Polyline border_stretch(const MapRect& extent, double from, double to) {
    const double perimeter = perimeter_of(extent);
    Polyline line;
    if (!(perimeter > 0.0)) return line;
    const double start = std::clamp(from, 0.0, perimeter);
    double end = std::clamp(to, 0.0, perimeter);
    if (end <= start) end += perimeter;
    line.push_back(border_point(extent, start));
    // The corners passed on the way, over at most two turns round the border.
    const auto sides = sides_of(extent);
    double corner = 0.0;
    for (int lap = 0; lap < 2; ++lap) {
        for (const Side& side : sides) {
            corner += side.length;
            if (corner > start && corner < end) line.push_back(side.end);
        }
    }
    line.push_back(border_point(extent, end));
    return line;
}

double along_border(const MapRect& extent, MapPoint point) {
    double best_distance = INFINITY;
    double best_along = 0.0;
    double walked = 0.0;
    for (const Side& side : sides_of(extent)) {
        const MapPoint d = side.end - side.start;
        const double length_squared = d.x * d.x + d.y * d.y;
        const double t = length_squared > 0.0
                             ? std::clamp(((point.x - side.start.x) * d.x + (point.y - side.start.y) * d.y) / length_squared, 0.0, 1.0)
                             : 0.0;
        const double distance = length(point - between(side.start, side.end, t));
        if (distance < best_distance) {
            best_distance = distance;
            best_along = walked + t * side.length;
        }
        walked += side.length;
    }
    return best_along;
}

}  // namespace sandtable
