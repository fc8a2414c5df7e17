#pragma once
// Boolean edits of terrain shapes that never store an invalid or empty shape. Inputs are snapped
// to a fixed grid first (vertices a hair apart are one vertex, so neighbours that touch share their
// points exactly) and corrected (ring order and closure); the result is checked with
// Boost.Geometry's is_valid, and an edit whose result is empty or invalid is refused, saying why.
#include "model/freeform/shapes.hpp"
#include "model/outcome.hpp"

namespace sandtable {

// Vertices are snapped to multiples of this many map units: a thousandth of a pixel, of a
// millimetre, or of a metre of a CRS.
inline constexpr double kShapeSnapGrid = 1e-3;

// The shape with its vertices on the grid, repeated vertices and spikes (a ring running out and
// straight back along itself) dropped, rings the grid collapses to a line dropped, rings closed and
// turned the model's way.
[[nodiscard]] MultiPolygon snapped(const MultiPolygon& shape, double grid = kShapeSnapGrid);
[[nodiscard]] MultiPolygon as_multi(const Polygon& polygon);
// The shape with its rings closed and turned the model's way, its vertices where they were.
[[nodiscard]] MultiPolygon corrected(MultiPolygon shape);

// Empty when the shape is valid; else why not, in Boost.Geometry's words.
[[nodiscard]] Status check_shape(const MultiPolygon& shape);

[[nodiscard]] Outcome<MultiPolygon> unite(const MultiPolygon& a, const MultiPolygon& b);
[[nodiscard]] Outcome<MultiPolygon> subtract(const MultiPolygon& from, const MultiPolygon& taken);

// The shape cut in two along the line, its ends carried on straight until they leave the shape:
// the two parts share the cut exactly. Refused, saying why, when the line does not cut the shape
// in two or crosses itself.
struct SplitShape {
    MultiPolygon one_side;
    MultiPolygon other_side;
};
[[nodiscard]] Outcome<SplitShape> split(const MultiPolygon& shape, const Polyline& cut);

// The shape with vertices dropped wherever it strays less than `tolerance` map units from the
// straight line between the ones kept (Douglas-Peucker, ring by ring); refused, saying why, when
// the result would be invalid (a ring crossing another) or lose its area.
[[nodiscard]] Outcome<MultiPolygon> simplified(const MultiPolygon& shape, double tolerance);
[[nodiscard]] Polyline simplified(const Polyline& line, double tolerance);

// The area within `half_width` map units of the line, its ends and bends rounded; refused when
// the width is not above 0 or the line has fewer than two points.
[[nodiscard]] Outcome<MultiPolygon> buffered(const Polyline& line, double half_width);
// How much of the line's length lies in the shape, and the longest of its pieces there.
[[nodiscard]] double length_inside(const Polyline& line, const MultiPolygon& shape);
[[nodiscard]] Polyline longest_part_inside(const Polyline& line, const MultiPolygon& shape);
[[nodiscard]] double length_of(const Polyline& line);

// The area the two shapes share (0 when they only touch); both must be valid.
[[nodiscard]] double shared_area(const MultiPolygon& a, const MultiPolygon& b);
// Whether the shapes' interiors meet (they share area, not only edges or corners): Boost.Geometry's
// relate with the DE-9IM mask T********, cheaper than working out the shared area.
[[nodiscard]] bool interiors_meet(const MultiPolygon& a, const MultiPolygon& b);

[[nodiscard]] double area_of(const MultiPolygon& shape);
[[nodiscard]] MapRect bounds_of(const MultiPolygon& shape);

}  // namespace sandtable
