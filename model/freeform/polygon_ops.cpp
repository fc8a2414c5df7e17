#include "model/freeform/polygon_ops.hpp"

#include "model/freeform/geometry_adapt.hpp"

#include <algorithm>
#include <array>
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

MultiPolygon corrected(MultiPolygon shape) {
    bg::correct(shape);
    return shape;
}

MultiPolygon snapped(const MultiPolygon& shape, double grid) {
    MultiPolygon out;
    for (const Polygon& polygon : shape) {
        Polygon snapped_polygon{snapped_ring(polygon.outer, grid), {}};
        for (const Ring& hole : polygon.holes) snapped_polygon.holes.push_back(snapped_ring(hole, grid));
        out.push_back(std::move(snapped_polygon));
    }
    bg::remove_spikes(out);
    // A ring the grid collapses to a line (a sliver an overlay left) is no ring: it goes, and a
    // part whose outer ring goes with it.
    const auto collapsed = [](const Ring& ring) { return ring.size() < 4; };
    for (Polygon& polygon : out) std::erase_if(polygon.holes, collapsed);
    std::erase_if(out, [&](const Polygon& polygon) { return collapsed(polygon.outer); });
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

namespace {

// A point's place along the box's border, going round from its top-left corner: along the top,
// down the right side, back along the bottom and up the left side.
double border_place(const MapRect& box, MapPoint p) {
    const double w = box.max.x - box.min.x;
    const double h = box.max.y - box.min.y;
    const double tolerance = 1e-9 * (w + h);
    if (std::abs(p.y - box.min.y) <= tolerance) return p.x - box.min.x;
    if (std::abs(p.x - box.max.x) <= tolerance) return w + (p.y - box.min.y);
    if (std::abs(p.y - box.max.y) <= tolerance) return w + h + (box.max.x - p.x);
    return 2 * w + h + (box.max.y - p.y);
}

// One side of the line across the box: the line, then the box's border from where the line
// leaves it round to where it came in.
Polygon side_of(const MapRect& box, const Polyline& across) {
    const double w = box.max.x - box.min.x;
    const double h = box.max.y - box.min.y;
    const double perimeter = 2 * (w + h);
    const std::array<std::pair<double, MapPoint>, 4> corners{{{0.0, box.min}, {w, {box.max.x, box.min.y}}, {w + h, box.max}, {2 * w + h, {box.min.x, box.max.y}}}};
    Ring ring(across.begin(), across.end());
    const double leave = border_place(box, across.back());
    double enter = border_place(box, across.front());
    if (enter <= leave) enter += perimeter;
    for (int lap = 0; lap < 2; ++lap) {
        for (const auto& [place, corner] : corners) {
            const double at = place + lap * perimeter;
            if (at > leave && at < enter) ring.push_back(corner);
        }
    }
    ring.push_back(across.front());
    return {ring, {}};
}

}  // namespace

Outcome<SplitShape> split(const MultiPolygon& shape, const Polyline& cut) {
    const MultiPolygon whole = snapped(shape);
    if (Status valid = check_shape(whole); !valid) return failure(fmt::format("the shape to split is invalid: {}", valid.error()));
    if (cut.size() < 2) return failure("a cut needs two points or more");
    if (!bg::is_simple(cut)) return failure("the cut crosses itself");
    // A box well round the shape and the line, and the line carried on straight at both ends past it.
    MapRect box = bounds_of(whole);
    for (const MapPoint& p : cut) box = unite(box, MapRect{p, p});
    const double margin = std::max(box.max.x - box.min.x, box.max.y - box.min.y);
    box = {{box.min.x - margin, box.min.y - margin}, {box.max.x + margin, box.max.y + margin}};
    const auto carried = [&](MapPoint from, MapPoint to) {
        const MapPoint d = to - from;
        const double scale = 4 * margin / std::max(length(d), 1e-300);
        return MapPoint{to.x + d.x * scale, to.y + d.y * scale};
    };
    Polyline extended;
    extended.push_back(carried(cut[1], cut[0]));
    extended.insert(extended.end(), cut.begin(), cut.end());
    extended.push_back(carried(cut[cut.size() - 2], cut.back()));
    std::vector<Polyline> inside;
    bg::intersection(extended, bg::model::box<MapPoint>(box.min, box.max), inside);
    if (inside.size() != 1) return failure("the cut, carried on at its ends, must cross the shape's surroundings once");
    const Polygon one_side_box = side_of(box, inside.front());
    MultiPolygon side = snapped(as_multi(one_side_box));
    MultiPolygon one;
    MultiPolygon other;
    bg::intersection(whole, side, one);
    bg::difference(whole, side, other);
    one = snapped(one);
    other = snapped(other);
    if (one.empty() || other.empty() || area_of(one) <= 0.0 || area_of(other) <= 0.0) return failure("the line does not cut the shape in two");
    for (const MultiPolygon* part : {&one, &other}) {
        if (Status valid = check_shape(*part); !valid) return failure(fmt::format("a part of the split would be invalid: {}", valid.error()));
    }
    const double slack = 1e-9 * area_of(whole) + kShapeSnapGrid * kShapeSnapGrid;
    if (std::abs(area_of(one) + area_of(other) - area_of(whole)) > slack) {
        return failure("the split came out wrong: its parts do not make up the shape; the shape is left as it was");
    }
    return SplitShape{std::move(one), std::move(other)};
}

Outcome<MultiPolygon> simplified(const MultiPolygon& shape, double tolerance) {
    if (!(tolerance >= 0.0)) return failure("the tolerance must be 0 or more");
    const MultiPolygon whole = snapped(shape);
    MultiPolygon result;
    bg::simplify(whole, result, tolerance);
    auto checked = checked_result(snapped(result), "simplified shape");
    if (!checked) return failure(fmt::format("{} at a tolerance of {:g}: try a smaller one", checked.error(), tolerance));
    return checked;
}

Outcome<MultiPolygon> buffered(const Polyline& line, double half_width) {
    if (!(half_width > 0.0)) return failure("the width must be above 0");
    if (line.size() < 2) return failure("a line needs two points or more");
    constexpr int kPointsPerCircle = 24;
    bg::model::multi_polygon<bg::model::polygon<MapPoint>> out;
    bg::buffer(line, out, bg::strategy::buffer::distance_symmetric<double>(half_width), bg::strategy::buffer::side_straight(),
               bg::strategy::buffer::join_round(kPointsPerCircle), bg::strategy::buffer::end_round(kPointsPerCircle),
               bg::strategy::buffer::point_circle(kPointsPerCircle));
    MultiPolygon shape;
    for (const auto& part : out) {
        Polygon polygon{Ring(part.outer().begin(), part.outer().end()), {}};
        for (const auto& hole : part.inners()) polygon.holes.emplace_back(hole.begin(), hole.end());
        shape.push_back(std::move(polygon));
    }
    return checked_result(snapped(shape), "widened line");
}

double length_of(const Polyline& line) { return bg::length(line); }

namespace {
std::vector<Polyline> parts_inside(const Polyline& line, const MultiPolygon& shape) {
    std::vector<Polyline> parts;
    if (line.size() < 2 || shape.empty()) return parts;
    bg::intersection(line, shape, parts);
    return parts;
}
}  // namespace

double length_inside(const Polyline& line, const MultiPolygon& shape) {
    double total = 0.0;
    for (const Polyline& part : parts_inside(line, shape)) total += bg::length(part);
    return total;
}

Polyline longest_part_inside(const Polyline& line, const MultiPolygon& shape) {
    Polyline longest;
    for (Polyline& part : parts_inside(line, shape)) {
        if (bg::length(part) > bg::length(longest)) longest = std::move(part);
    }
    return longest;
}

Polyline simplified(const Polyline& line, double tolerance) {
    Polyline result;
    bg::simplify(line, result, tolerance);
    return result;
}

double shared_area(const MultiPolygon& a, const MultiPolygon& b) {
    MultiPolygon shared;
    bg::intersection(a, b, shared);
    return area_of(shared);
}

bool interiors_meet(const MultiPolygon& a, const MultiPolygon& b) { return bg::relate(a, b, bg::de9im::mask("T********")); }

double area_of(const MultiPolygon& shape) { return std::abs(bg::area(shape)); }

MapRect bounds_of(const MultiPolygon& shape) {
    const auto box = bg::return_envelope<bg::model::box<MapPoint>>(shape);
    return {box.min_corner(), box.max_corner()};
}

}  // namespace sandtable
