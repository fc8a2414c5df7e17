#pragma once
// A spatial index over the hexes of a map, for finding the hexes a shape may touch.
#include "model/digitise/geometry_adapters.hpp"
#include "model/hex_map.hpp"

#include <boost/geometry/index/rtree.hpp>

#include <utility>
#include <vector>

namespace sandtable::geo {

class HexIndex {
public:
    explicit HexIndex(const HexMap& map);
    // Hexes of the map whose bounding boxes meet the box.
    [[nodiscard]] std::vector<HexCoord> near(const Box& box) const;

private:
    using Entry = std::pair<Box, HexCoord>;
    boost::geometry::index::rtree<Entry, boost::geometry::index::quadratic<16>> tree_;
};

}  // namespace sandtable::geo
