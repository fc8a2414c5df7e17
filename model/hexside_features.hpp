#pragma once
// Features on the hexsides of a map (streams, creeks, roads crossing), as masks over the map's
// hexside catalogue, kept in a sorted vector: compact, and iterated in a stable order.
#include "model/hex/hexside.hpp"
#include "model/terrain_grid.hpp"

#include <utility>
#include <vector>

namespace sandtable {

class HexsideFeatures {
public:
    using Entry = std::pair<HexsideKey, TerrainMask>;

    [[nodiscard]] TerrainMask mask(HexsideKey side) const;
    // A mask of 0 removes the side.
    void set(HexsideKey side, TerrainMask mask);
    // Adds many sides at once (in any order, repeats allowed: their masks are combined).
    void merge(std::vector<Entry> entries);

    [[nodiscard]] std::size_t size() const { return entries_.size(); }
    [[nodiscard]] bool empty() const { return entries_.empty(); }
    [[nodiscard]] auto begin() const { return entries_.begin(); }
    [[nodiscard]] auto end() const { return entries_.end(); }

    friend bool operator==(const HexsideFeatures&, const HexsideFeatures&) = default;

private:
    std::vector<Entry> entries_;  // sorted by key, masks never 0
};

}  // namespace sandtable
