#include "model/board/hexside_index.hpp"

#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

namespace {

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
    for (const auto& road : map.roads) {
        if (std::find(kinds_.begin(), kinds_.end(), road.kind) == kinds_.end()) kinds_.push_back(road.kind);
    }
    // Every side under each of its hexes on the map, and every step of a road under both its hexes.
    const auto visit = [&](const auto& add) {
        for (const auto& [key, mask] : map.hexside_features) {
            const auto [owner, other] = hexside_hexes(key);
            add(owner, key.direction, Side{mask, 0});
            add(other, key.direction + 3, Side{mask, 0});
        }
        for (const auto& road : map.roads) {
            const auto bit = static_cast<std::size_t>(std::find(kinds_.begin(), kinds_.end(), road.kind) - kinds_.begin());
            if (bit >= kRoadKindBits) continue;
            for (std::size_t i = 1; i < road.hexes.size(); ++i) {
                const int direction = direction_between(road.hexes[i - 1], road.hexes[i]);
                if (direction < 0) continue;
                add(road.hexes[i - 1], direction, Side{0, std::uint64_t{1} << bit});
                add(road.hexes[i], direction + 3, Side{0, std::uint64_t{1} << bit});
            }
        }
    };
    // Grouped by hex in two passes (a counting sort): count, then fill each hex's range from its end.
    first_.assign(map.hex_count() + 1, 0);
    visit([&](HexCoord hex, int, Side) {
        if (const auto index = map.index_of(hex)) ++first_[*index];
    });
    for (std::size_t i = 1; i < first_.size(); ++i) first_[i] += first_[i - 1];
    entries_.resize(first_.back());
    visit([&](HexCoord hex, int direction, Side side) {
        if (const auto index = map.index_of(hex)) entries_[--first_[*index]] = {side, direction % kHexDirections};
    });
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
