#include "io/render/visible_hexsides.hpp"

#include "model/hex_map.hpp"

#include <algorithm>
#include <climits>

namespace sandtable {

std::vector<HexsideFeatures::Entry> visible_hexsides(const HexMap& map, const OffsetRange& range) {
    std::vector<HexsideFeatures::Entry> shown;
    if (range.empty() || map.hexside_features.empty()) return shown;
    const OffsetLayout layout = map.grid.layout;
    // Axial coordinates follow offset ones linearly up to rounding: their extremes over the
    // range lie at its corners, give or take one.
    int min_q = INT_MAX;
    int max_q = INT_MIN;
    int min_r = INT_MAX;
    int max_r = INT_MIN;
    for (const int col : {range.first_col, range.last_col}) {
        for (const int row : {range.first_row, range.last_row}) {
            const HexCoord hex = offset_to_axial(layout, {col, row});
            min_q = std::min(min_q, hex.q - 1);
            max_q = std::max(max_q, hex.q + 1);
            min_r = std::min(min_r, hex.r - 1);
            max_r = std::max(max_r, hex.r + 1);
        }
    }
    const auto by_key = [](const HexsideFeatures::Entry& entry, const HexsideKey& key) { return entry.first < key; };
    for (int q = min_q; q <= max_q; ++q) {
        auto it = std::lower_bound(map.hexside_features.begin(), map.hexside_features.end(), HexsideKey{{q, min_r}, 0}, by_key);
        for (; it != map.hexside_features.end() && it->first.hex.q == q && it->first.hex.r <= max_r; ++it) {
            if (range.contains(axial_to_offset(layout, it->first.hex))) shown.push_back(*it);
        }
    }
    return shown;
}

}  // namespace sandtable
