#include "model/freeform/polygon_ops.hpp"

#include "model/freeform/geometry_adapt.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace sandtable {

namespace bg = boost::geometry;

namespace {

double on_grid(double value, double grid) { return std::round(value / grid) * grid; }

Ring snapped_ring(const Ring& ring, double grid) {
    Ring out;
    out.reserve(ring.size() + 1);
    for (const MapPoint& point : ring) {
        const MapPoint snapped_point{on_grid(point.x, grid), on_grid(point.y, grid)};
        if (out.empty() || !(out.back() == snapped_point)) out.push_back(snapped_point);
    }
    return out;
}

// Why a boolean edit gave nothing usable: the parts' problems first.
Outcome<MultiPolygon> checked_result(MultiPolygon result, const char* what) {
    if (result.empty() || area_of(result) <= 0.0) return failure(fmt::format("the {} leaves no area", what));
    if (Status valid = check_shape(result); !valid) return failure(fmt::format("the {} would be invalid: {}", what, valid.error()));
    return result;
}

}  // namespace

MultiPolygon as_multi(const Polygon& polygon) { return MultiPolygon{polygon}; }

MultiPolygon snapped(const MultiPolygon& shape, double grid) {
    MultiPolygon out;
    for (const Polygon& polygon : shape) {
        Polygon snapped_polygon{snapped_ring(polygon.outer, grid), {}};
        for (const Ring& hole : polygon.holes) snapped_polygon.holes.push_back(snapped_ring(hole, grid));
        out.push_back(std::move(snapped_polygon));
    }
    bg::correct(out);
    return out;
}

Status check_shape(const MultiPolygon& shape) {
    std::string reason;
    if (!bg::is_valid(shape, reason)) return failure(reason);
    return {};
}

Outcome<MultiPolygon> unite(const MultiPolygon& a, const MultiPolygon& b) {
    const MultiPolygon left = snapped(a);
    const MultiPolygon right = snapped(b);
    for (const MultiPolygon* part : {&left, &right}) {
        if (Status valid = check_shape(*part); !valid) return failure(fmt::format("a shape to unite is invalid: {}", valid.error()));
    }
    MultiPolygon result;
    bg::union_(left, right, result);
    auto checked = checked_result(snapped(result), "union");
    if (!checked) return checked;
    // Overlay has known failures on touching and nearly touching polygons (a part dropped): the
    // union covers at least each part and at most both.
    const double area = area_of(*checked);
    const double slack = 1e-9 * (area_of(left) + area_of(right)) + kShapeSnapGrid * kShapeSnapGrid;
    if (area < std::max(area_of(left), area_of(right)) - slack || area > area_of(left) + area_of(right) + slack) {
        return failure(fmt::format("the union came out wrong (area {:g} of parts of {:g} and {:g}); the shapes are left as they were", area,
                                   area_of(left), area_of(right)));
    }
    return checked;
}

Outcome<MultiPolygon> subtract(const MultiPolygon& from, const MultiPolygon& taken) {
    const MultiPolygon left = snapped(from);
    const MultiPolygon right = snapped(taken);
    for (const MultiPolygon* part : {&left, &right}) {
        if (Status valid = check_shape(*part); !valid) return failure(fmt::format("a shape of the difference is invalid: {}", valid.error()));
    }
    MultiPolygon result;
    bg::difference(left, right, result);
    auto checked = checked_result(snapped(result), "difference");
    if (!checked) return checked;
    const double area = area_of(*checked);
    const double slack = 1e-9 * (area_of(left) + area_of(right)) + kShapeSnapGrid * kShapeSnapGrid;
    if (area > area_of(left) + slack || area < area_of(left) - area_of(right) - slack) {
        return failure(fmt::format("the difference came out wrong (area {:g} from {:g} less at most {:g}); the shapes are left as they were", area,
                                   area_of(left), area_of(right)));
    }
    return checked;
}

double area_of(const MultiPolygon& shape) { return std::abs(bg::area(shape)); }

MapRect bounds_of(const MultiPolygon& shape) {
    const auto box = bg::return_envelope<bg::model::box<MapPoint>>(shape);
    return {box.min_corner(), box.max_corner()};
}

}  // namespace sandtable
