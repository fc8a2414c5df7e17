#include "model/terrain_grid.hpp"

#include <algorithm>
#include <stdexcept>

namespace sandtable {

void TerrainGrid::assign(std::size_t cells, TerrainMask mask) {
    palette_.assign(1, mask);
    cells_.assign(cells, 0);
}

std::uint16_t TerrainGrid::palette_index(TerrainMask mask) {
    // Palettes stay small (tens of entries), so a linear search beats a hash map here.
    auto it = std::find(palette_.begin(), palette_.end(), mask);
    if (it != palette_.end()) return static_cast<std::uint16_t>(it - palette_.begin());
    if (palette_.size() >= kMaxCombinations) {
        throw std::length_error("a map may hold at most 65536 different combinations of terrain");
    }
    palette_.push_back(mask);
    return static_cast<std::uint16_t>(palette_.size() - 1);
}

void TerrainGrid::set(std::size_t index, TerrainMask mask) {
    if (palette_[cells_[index]] == mask) return;
    cells_[index] = palette_index(mask);
}

bool operator==(const TerrainGrid& a, const TerrainGrid& b) {
    if (a.cells_.size() != b.cells_.size()) return false;
    for (std::size_t i = 0; i < a.cells_.size(); ++i) {
        if (a[i] != b[i]) return false;
    }
    return true;
}

}  // namespace sandtable
