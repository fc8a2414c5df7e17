#include "model/hexside_features.hpp"

#include <algorithm>

namespace sandtable {

namespace {
bool key_less(const HexsideFeatures::Entry& entry, const HexsideKey& key) { return entry.first < key; }
}  // namespace

TerrainMask HexsideFeatures::mask(HexsideKey side) const {
    auto it = std::lower_bound(entries_.begin(), entries_.end(), side, key_less);
    return it != entries_.end() && it->first == side ? it->second : 0;
}

void HexsideFeatures::set(HexsideKey side, TerrainMask mask) {
    auto it = std::lower_bound(entries_.begin(), entries_.end(), side, key_less);
    const bool present = it != entries_.end() && it->first == side;
    if (mask == 0) {
        if (present) entries_.erase(it);
    } else if (present) {
        it->second = mask;
    } else {
        entries_.insert(it, Entry{side, mask});
    }
}

void HexsideFeatures::merge(std::vector<Entry> entries) {
    entries.insert(entries.end(), entries_.begin(), entries_.end());
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.first < b.first; });
    std::vector<Entry> merged;
    merged.reserve(entries.size());
    for (const auto& entry : entries) {
        if (!merged.empty() && merged.back().first == entry.first) {
            merged.back().second |= entry.second;
        } else {
            merged.push_back(entry);
        }
    }
    std::erase_if(merged, [](const Entry& e) { return e.second == 0; });
    merged.shrink_to_fit();
    entries_ = std::move(merged);
}

}  // namespace sandtable
