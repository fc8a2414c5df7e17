#include "model/terrain_paint.hpp"

#include <deque>
#include <vector>

namespace sandtable {

TerrainMask painted_mask(TerrainMask before, std::size_t terrain, TerrainPaintMode mode) {
    if (terrain >= kMaxCatalogueEntries) return before;
    const TerrainMask bit = TerrainMask{1} << terrain;
    switch (mode) {
    case TerrainPaintMode::Paint: return bit;
    case TerrainPaintMode::Add: return before | bit;
    case TerrainPaintMode::Remove: return before & ~bit;
    }
    return before;
}

std::vector<HexCoord> brush_hexes(const HexMap& map, HexCoord centre, int radius) {
    std::vector<HexCoord> hexes;
    for (int r = 0; r <= radius; ++r) {
        for (const HexCoord hex : ring(centre, r)) {
            if (map.contains(hex)) hexes.push_back(hex);
        }
    }
    return hexes;
}

std::vector<HexCoord> fill_region(const HexMap& map, HexCoord start) {
    const auto first = map.index_of(start);
    if (!first) return {};
    const TerrainMask wanted = map.terrain[*first];
    std::vector<bool> seen(map.hex_count(), false);
    seen[*first] = true;
    std::vector<HexCoord> region;
    std::deque<HexCoord> queue{start};
    while (!queue.empty()) {
        const HexCoord hex = queue.front();
        queue.pop_front();
        region.push_back(hex);
        for (const HexCoord next : neighbours(hex)) {
            const auto index = map.index_of(next);
            if (!index || seen[*index] || map.terrain[*index] != wanted) continue;
            seen[*index] = true;
            queue.push_back(next);
        }
    }
    return region;
}

}  // namespace sandtable
