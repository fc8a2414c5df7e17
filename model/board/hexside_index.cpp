#include "model/board/hexside_index.hpp"

#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

namespace {

struct Pending {
    std::size_t index;
    int direction;
    HexsideIndex::Side side;
};

bool joins(const HexRoad& road, HexCoord a, HexCoord b) {
    for (std::size_t i = 1; i < road.hexes.size(); ++i) {
        const HexCoord from = road.hexes[i - 1];
        const HexCoord to = road.hexes[i];
        if ((from == a && to == b) || (from == b && to == a)) return true;
    }
    return false;
}

}  // namespace

HexsideIndex::HexsideIndex(const HexMap& map) {
    std::vector<Pending> pending;
    const auto add = [&](HexCoord hex, int direction, Side side) {
        if (const auto index = map.index_of(hex)) pending.push_back({*index, direction % 6, side});
    };
    for (const auto& [key, mask] : map.hexside_features) {
        const auto [owner, other] = hexside_hexes(key);
        add(owner, key.direction, {mask, 0});
        add(other, key.direction + 3, {mask, 0});
    }
    for (const auto& road : map.roads) {
        auto kind = std::find(kinds_.begin(), kinds_.end(), road.kind);
        if (kind == kinds_.end()) kind = kinds_.insert(kinds_.end(), road.kind);
        const auto bit = static_cast<std::size_t>(kind - kinds_.begin());
        if (bit >= kRoadKindBits) continue;
        for (std::size_t i = 1; i < road.hexes.size(); ++i) {
            const int direction = direction_between(road.hexes[i - 1], road.hexes[i]);
            if (direction < 0) continue;
            add(road.hexes[i - 1], direction, {0, std::uint64_t{1} << bit});
            add(road.hexes[i], direction + 3, {0, std::uint64_t{1} << bit});
        }
    }
    // Grouped by hex (a counting sort), then the entries of one side merged.
    first_.assign(map.hex_count() + 1, 0);
    for (const auto& entry : pending) ++first_[entry.index + 1];
    for (std::size_t i = 1; i < first_.size(); ++i) first_[i] += first_[i - 1];
    std::vector<Entry> grouped(pending.size());
    std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
    for (const auto& entry : pending) grouped[next[entry.index]++] = {entry.side, entry.direction};
    entries_.reserve(grouped.size());
    std::uint32_t begin = 0;
    for (std::size_t hex = 0; hex + 1 < first_.size(); ++hex) {
        const std::uint32_t end = first_[hex + 1];
        first_[hex] = static_cast<std::uint32_t>(entries_.size());
        const auto own = entries_.size();
        for (std::uint32_t i = begin; i < end; ++i) {
            const auto same = std::find_if(entries_.begin() + static_cast<std::ptrdiff_t>(own), entries_.end(),
                                           [&](const Entry& e) { return e.direction == grouped[i].direction; });
            if (same == entries_.end()) {
                entries_.push_back(grouped[i]);
            } else {
                same->side.features |= grouped[i].side.features;
                same->side.roads |= grouped[i].side.roads;
            }
        }
        begin = end;
    }
    first_.back() = static_cast<std::uint32_t>(entries_.size());
}

HexsideIndex::Side HexsideIndex::side_from_elsewhere(const HexMap& map, const StepQuery& step) const {
    if (step.direction < 0) return {};
    if (step.to_index != kOffMap) return side(step.to_index, (step.direction + 3) % 6);
    // Both hexes off the map: what the map has there anyway.
    Side result{map.hexside_features.mask(hexside(step.from, step.direction)), 0};
    for (const auto& road : map.roads) {
        const auto kind = std::find(kinds_.begin(), kinds_.end(), road.kind);
        const auto bit = static_cast<std::size_t>(kind - kinds_.begin());
        if (bit < kRoadKindBits && joins(road, step.from, step.to)) result.roads |= std::uint64_t{1} << bit;
    }
    return result;
}

HexsideIndex::RoadKinds HexsideIndex::road_kinds(std::span<const std::string_view> kinds) const {
    RoadKinds result;
    for (const auto kind : kinds) {
        const auto found = std::find(kinds_.begin(), kinds_.end(), kind);
        if (found == kinds_.end()) continue;
        const auto bit = static_cast<std::size_t>(found - kinds_.begin());
        if (bit < kRoadKindBits) {
            result.bits |= std::uint64_t{1} << bit;
        } else {
            result.beyond.emplace_back(kind);
        }
    }
    return result;
}

bool HexsideIndex::road_beyond(const HexMap& map, const StepQuery& step, const RoadKinds& kinds) const {
    for (const auto& road : map.roads) {
        if (std::find(kinds.beyond.begin(), kinds.beyond.end(), road.kind) == kinds.beyond.end()) continue;
        if (joins(road, step.from, step.to)) return true;
    }
    return false;
}

}  // namespace sandtable
