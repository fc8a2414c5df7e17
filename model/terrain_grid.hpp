#pragma once
// Terrain of every hex of a map as masks over its terrain catalogue. A map has few distinct
// combinations of terrain, so each cell holds a 16-bit index into a palette of masks: a
// 250,000-hex map takes half a megabyte.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sandtable {

using TerrainMask = std::uint64_t;

class TerrainGrid {
public:
    static constexpr std::size_t kMaxCombinations = 65536;

    void assign(std::size_t cells, TerrainMask mask);
    [[nodiscard]] std::size_t size() const { return cells_.size(); }
    [[nodiscard]] TerrainMask operator[](std::size_t index) const { return palette_[cells_[index]]; }
    // Throws std::length_error when the map would hold more than kMaxCombinations combinations.
    void set(std::size_t index, TerrainMask mask);
    // Distinct masks seen so far (may include ones no cell uses any more).
    [[nodiscard]] std::size_t palette_size() const { return palette_.size(); }

    // Equal when every cell has the same mask, whatever the palettes' order.
    friend bool operator==(const TerrainGrid& a, const TerrainGrid& b);

private:
    std::uint16_t palette_index(TerrainMask mask);
    std::vector<std::uint16_t> cells_;
    std::vector<TerrainMask> palette_;
};

}  // namespace sandtable
