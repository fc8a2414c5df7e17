#include "model/freeform/shape_index.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <algorithm>
#include <boost/geometry/index/rtree.hpp>

namespace sandtable {

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace {

using Box = bg::model::box<MapPoint>;
using Entry = std::pair<Box, std::size_t>;

Box box_of(const MapRect& rect) { return {rect.min, rect.max}; }

}  // namespace

struct ShapeIndex::Tree {
    bgi::rtree<Entry, bgi::rstar<16>> rtree;
};

ShapeIndex::ShapeIndex() : tree_(std::make_unique<Tree>()) {}
ShapeIndex::~ShapeIndex() = default;
ShapeIndex::ShapeIndex(ShapeIndex&&) noexcept = default;
ShapeIndex& ShapeIndex::operator=(ShapeIndex&&) noexcept = default;

ShapeIndex::ShapeIndex(const std::vector<MultiPolygon>& shapes) {
    std::vector<Entry> entries;
    entries.reserve(shapes.size());
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        if (!shapes[i].empty()) entries.emplace_back(box_of(bounds_of(shapes[i])), i);
    }
    tree_ = std::make_unique<Tree>(Tree{bgi::rtree<Entry, bgi::rstar<16>>(entries)});
}

ShapeIndex::ShapeIndex(const std::vector<MapRect>& bounds) {
    std::vector<Entry> entries;
    entries.reserve(bounds.size());
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        // An empty rectangle (min past max) stands for a shape left out: nothing meets it.
        if (bounds[i].min.x <= bounds[i].max.x && bounds[i].min.y <= bounds[i].max.y) entries.emplace_back(box_of(bounds[i]), i);
    }
    tree_ = std::make_unique<Tree>(Tree{bgi::rtree<Entry, bgi::rstar<16>>(entries)});
}

void ShapeIndex::insert(std::size_t id, const MapRect& bounds) { tree_->rtree.insert({box_of(bounds), id}); }

void ShapeIndex::remove(std::size_t id, const MapRect& bounds) { tree_->rtree.remove(Entry{box_of(bounds), id}); }

std::vector<std::size_t> ShapeIndex::meeting(const MapRect& area) const {
    std::vector<Entry> found;
    tree_->rtree.query(bgi::intersects(box_of(area)), std::back_inserter(found));
    std::vector<std::size_t> ids;
    ids.reserve(found.size());
    for (const Entry& entry : found) ids.push_back(entry.second);
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::size_t ShapeIndex::size() const { return tree_->rtree.size(); }

}  // namespace sandtable
