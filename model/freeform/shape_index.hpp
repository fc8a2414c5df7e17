#pragma once
// Spatial queries over a free-form map's shapes: a Boost.Geometry R-tree of their bounding boxes,
// answering which shapes may meet a rectangle (a view to draw, an edit's neighbourhood) without
// looking at the others.
#include "model/freeform/shapes.hpp"

#include <cstddef>
#include <memory>
#include <vector>

namespace sandtable {

class ShapeIndex {
public:
    ShapeIndex();
    ~ShapeIndex();
    ShapeIndex(ShapeIndex&&) noexcept;
    ShapeIndex& operator=(ShapeIndex&&) noexcept;

    // Built at once (packed, the fastest to query) from the shapes, each known by its position.
    explicit ShapeIndex(const std::vector<MultiPolygon>& shapes);
    // The same from the shapes' bounding rectangles, each known by its position; an empty
    // rectangle (its min past its max) is left out.
    explicit ShapeIndex(const std::vector<MapRect>& bounds);

    void insert(std::size_t id, const MapRect& bounds);
    void remove(std::size_t id, const MapRect& bounds);
    // The ids of the shapes whose bounds meet the rectangle (edges included), in ascending order.
    [[nodiscard]] std::vector<std::size_t> meeting(const MapRect& area) const;
    [[nodiscard]] std::size_t size() const;

private:
    struct Tree;
    std::unique_ptr<Tree> tree_;
};

}  // namespace sandtable
