#include "model/digitise/hex_index.hpp"

#include <iterator>

namespace sandtable::geo {

HexIndex::HexIndex(const HexMap& map) {
    std::vector<Entry> entries;
    entries.reserve(map.hex_count());
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const HexCoord hex = map.coord_at(i);
        Box box;
        boost::geometry::envelope(hex_polygon(map.grid.geometry, hex), box);
        entries.emplace_back(box, hex);
    }
    tree_ = decltype(tree_)(entries.begin(), entries.end());
}

std::vector<HexCoord> HexIndex::near(const Box& box) const {
    std::vector<Entry> found;
    tree_.query(boost::geometry::index::intersects(box), std::back_inserter(found));
    std::vector<HexCoord> hexes;
    hexes.reserve(found.size());
    for (const Entry& entry : found) hexes.push_back(entry.second);
    return hexes;
}

}  // namespace sandtable::geo
