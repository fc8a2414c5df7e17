#include "model/freeform/vertex_editing.hpp"

#include "model/freeform/geometry_adapt.hpp"

#include <algorithm>
#include <stdexcept>

namespace sandtable {

namespace bg = boost::geometry;

namespace {

Ring& ring_in(MultiPolygon& shape, VertexRef vertex) {
    if (vertex.polygon >= shape.size()) throw std::out_of_range("no such polygon");
    Polygon& polygon = shape[vertex.polygon];
    if (vertex.ring == 0) return polygon.outer;
    if (vertex.ring > polygon.holes.size()) throw std::out_of_range("no such hole");
    return polygon.holes[vertex.ring - 1];
}

// The corners of a closed ring: every point but the closing repeat.
std::size_t corners(const Ring& ring) { return ring.size() > 1 && ring.front() == ring.back() ? ring.size() - 1 : ring.size(); }

void close(Ring& ring) {
    if (!ring.empty() && !(ring.front() == ring.back())) ring.push_back(ring.front());
}

// Calls visit(ref, ring) for every ring of the shape.
template <typename Visit>
void for_each_ring(const MultiPolygon& shape, Visit visit) {
    for (std::size_t p = 0; p < shape.size(); ++p) {
        visit(VertexRef{p, 0, 0}, shape[p].outer);
        for (std::size_t h = 0; h < shape[p].holes.size(); ++h) visit(VertexRef{p, h + 1, 0}, shape[p].holes[h]);
    }
}

}  // namespace

MapPoint nearest_on_segment(MapPoint p, MapPoint a, MapPoint b) {
    const MapPoint d = b - a;
    const double squared = d.x * d.x + d.y * d.y;
    if (squared <= 0.0) return a;
    const double t = std::clamp(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / squared, 0.0, 1.0);
    return {a.x + t * d.x, a.y + t * d.y};
}

const Ring& ring_of(const MultiPolygon& shape, VertexRef vertex) { return ring_in(const_cast<MultiPolygon&>(shape), vertex); }

MapPoint vertex_at(const MultiPolygon& shape, VertexRef vertex) { return ring_of(shape, vertex).at(vertex.index); }

std::optional<VertexRef> vertex_near(const MultiPolygon& shape, MapPoint at, double reach) {
    std::optional<VertexRef> best;
    double best_distance = reach;
    for_each_ring(shape, [&](VertexRef ring_ref, const Ring& ring) {
        for (std::size_t i = 0; i < corners(ring); ++i) {
            const double distance = length(ring[i] - at);
            if (distance <= best_distance) {
                best_distance = distance;
                best = VertexRef{ring_ref.polygon, ring_ref.ring, i};
            }
        }
    });
    return best;
}

std::optional<EdgeNear<VertexRef>> edge_near(const MultiPolygon& shape, MapPoint at, double reach) {
    std::optional<EdgeNear<VertexRef>> best;
    double best_distance = reach;
    for_each_ring(shape, [&](VertexRef ring_ref, const Ring& ring) {
        const std::size_t n = corners(ring);
        for (std::size_t i = 0; i < n; ++i) {
            const MapPoint foot = nearest_on_segment(at, ring[i], ring[(i + 1) % n]);
            const double distance = length(foot - at);
            if (distance <= best_distance) {
                best_distance = distance;
                best = EdgeNear<VertexRef>{{ring_ref.polygon, ring_ref.ring, i}, foot};
            }
        }
    });
    return best;
}

std::optional<std::size_t> vertex_near(const Polyline& line, MapPoint at, double reach) {
    std::optional<std::size_t> best;
    double best_distance = reach;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const double distance = length(line[i] - at);
        if (distance <= best_distance) {
            best_distance = distance;
            best = i;
        }
    }
    return best;
}

std::optional<EdgeNear<std::size_t>> edge_near(const Polyline& line, MapPoint at, double reach) {
    std::optional<EdgeNear<std::size_t>> best;
    double best_distance = reach;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const MapPoint foot = nearest_on_segment(at, line[i], line[i + 1]);
        const double distance = length(foot - at);
        if (distance <= best_distance) {
            best_distance = distance;
            best = EdgeNear<std::size_t>{i, foot};
        }
    }
    return best;
}

MultiPolygon with_vertex_moved(MultiPolygon shape, VertexRef vertex, MapPoint to) {
    Ring& ring = ring_in(shape, vertex);
    const bool closed = corners(ring) < ring.size();
    ring.at(vertex.index) = to;
    if (closed && vertex.index == 0) ring.back() = to;
    return shape;
}

MultiPolygon with_vertex_inserted(MultiPolygon shape, VertexRef after, MapPoint at) {
    Ring& ring = ring_in(shape, after);
    if (after.index >= corners(ring)) throw std::out_of_range("no such vertex");
    ring.insert(ring.begin() + static_cast<std::ptrdiff_t>(after.index + 1), at);
    return shape;
}

Outcome<MultiPolygon> with_vertex_deleted(MultiPolygon shape, VertexRef vertex) {
    Ring& ring = ring_in(shape, vertex);
    const std::size_t n = corners(ring);
    if (vertex.index >= n) throw std::out_of_range("no such vertex");
    if (n <= 3) return failure("a ring keeps three corners at least: delete the ring instead");
    ring.resize(n);  // open
    ring.erase(ring.begin() + static_cast<std::ptrdiff_t>(vertex.index));
    close(ring);
    return shape;
}

Outcome<MultiPolygon> with_hole(MultiPolygon shape, const Ring& hole) {
    if (corners(hole) < 3) return failure("a hole needs three corners at least");
    Ring closed_hole = hole;
    close(closed_hole);
    bg::correct(closed_hole);
    for (Polygon& polygon : shape) {
        if (bg::within(Polygon{closed_hole, {}}, Polygon{polygon.outer, {}})) {
            // A hole is a ring turned the other way from the outer ring.
            std::reverse(closed_hole.begin(), closed_hole.end());
            polygon.holes.push_back(std::move(closed_hole));
            return shape;
        }
    }
    return failure("the hole must lie inside one part of the shape");
}

Outcome<MultiPolygon> with_ring_removed(MultiPolygon shape, VertexRef on_ring) {
    (void)ring_in(shape, on_ring);  // throws for a ring the shape does not have
    if (on_ring.ring > 0) {
        auto& holes = shape[on_ring.polygon].holes;
        holes.erase(holes.begin() + static_cast<std::ptrdiff_t>(on_ring.ring - 1));
        return shape;
    }
    if (shape.size() < 2) return failure("the shape's last part cannot be taken out: remove the area instead");
    shape.erase(shape.begin() + static_cast<std::ptrdiff_t>(on_ring.polygon));
    return shape;
}

Polyline with_vertex_moved(Polyline line, std::size_t vertex, MapPoint to) {
    line.at(vertex) = to;
    return line;
}

Polyline with_vertex_inserted(Polyline line, std::size_t after, MapPoint at) {
    if (after + 1 >= line.size()) throw std::out_of_range("no such edge");
    line.insert(line.begin() + static_cast<std::ptrdiff_t>(after + 1), at);
    return line;
}

Outcome<Polyline> with_vertex_deleted(Polyline line, std::size_t vertex) {
    if (vertex >= line.size()) throw std::out_of_range("no such vertex");
    if (line.size() <= 2) return failure("a line keeps two points at least: remove the line instead");
    line.erase(line.begin() + static_cast<std::ptrdiff_t>(vertex));
    return line;
}

}  // namespace sandtable
