#pragma once
// Vertex edits of terrain shapes and lines, as the editor's handles make them: find the vertex or
// edge under the pointer, move a vertex, insert one on an edge, delete one, add or take out a
// hole. The functions change the points only; whether the result is a valid shape is the
// command's to check (model/commands/area_commands.hpp), so an edit that would spoil a shape is
// refused there, never stored.
#include "model/freeform/shapes.hpp"
#include "model/outcome.hpp"

#include <cstddef>
#include <optional>

namespace sandtable {

// A vertex of a multipolygon: its polygon, its ring (0 is the outer ring, 1 the first hole) and
// its place in the ring (never the closing repeat of the first point).
struct VertexRef {
    std::size_t polygon = 0;
    std::size_t ring = 0;
    std::size_t index = 0;
    friend constexpr bool operator==(const VertexRef&, const VertexRef&) = default;
};

// An edge under the pointer: the vertex it starts from (the next one ends it) and the point of
// the edge nearest the pointer.
template <typename Ref>
struct EdgeNear {
    Ref from;
    MapPoint foot;
};

[[nodiscard]] MapPoint vertex_at(const MultiPolygon& shape, VertexRef vertex);
// The ring a vertex lies on.
[[nodiscard]] const Ring& ring_of(const MultiPolygon& shape, VertexRef vertex);

// The vertex nearest `at` no farther than `reach`; nothing when none is that near.
[[nodiscard]] std::optional<VertexRef> vertex_near(const MultiPolygon& shape, MapPoint at, double reach);
[[nodiscard]] std::optional<EdgeNear<VertexRef>> edge_near(const MultiPolygon& shape, MapPoint at, double reach);
[[nodiscard]] std::optional<std::size_t> vertex_near(const Polyline& line, MapPoint at, double reach);
[[nodiscard]] std::optional<EdgeNear<std::size_t>> edge_near(const Polyline& line, MapPoint at, double reach);

// The shape with the vertex at `to` (the closing repeat moves with the first point).
[[nodiscard]] MultiPolygon with_vertex_moved(MultiPolygon shape, VertexRef vertex, MapPoint to);
// The shape with a vertex at `at` after `after`, on the edge that starts there.
[[nodiscard]] MultiPolygon with_vertex_inserted(MultiPolygon shape, VertexRef after, MapPoint at);
// Refused when the ring would keep fewer than three corners: delete the ring instead.
[[nodiscard]] Outcome<MultiPolygon> with_vertex_deleted(MultiPolygon shape, VertexRef vertex);
// The ring added as a hole of the polygon whose outer ring holds it whole; refused when none does.
[[nodiscard]] Outcome<MultiPolygon> with_hole(MultiPolygon shape, const Ring& hole);
// The ring the vertex lies on taken out: a hole, or a polygon of several (refused for the last).
[[nodiscard]] Outcome<MultiPolygon> with_ring_removed(MultiPolygon shape, VertexRef on_ring);

[[nodiscard]] Polyline with_vertex_moved(Polyline line, std::size_t vertex, MapPoint to);
[[nodiscard]] Polyline with_vertex_inserted(Polyline line, std::size_t after, MapPoint at);
// Refused when the line would keep fewer than two points.
[[nodiscard]] Outcome<Polyline> with_vertex_deleted(Polyline line, std::size_t vertex);

// The distance from a point to the segment from a to b, and the segment's point nearest it.
[[nodiscard]] MapPoint nearest_on_segment(MapPoint p, MapPoint a, MapPoint b);

}  // namespace sandtable
