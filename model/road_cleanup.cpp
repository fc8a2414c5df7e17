#include "model/road_cleanup.hpp"

#include <algorithm>
#include <optional>
#include <set>

namespace sandtable {

namespace {

// Whether the road shares a hex with another road of at least `length` hexes.
bool branches_off_longer(const HexRoad& road, const std::vector<HexRoad>& roads, std::size_t length) {
    for (const HexRoad& other : roads) {
        if (&other == &road || other.hexes.size() < length) continue;
        for (const HexCoord& hex : other.hexes) {
            if (std::find(road.hexes.begin(), road.hexes.end(), hex) != road.hexes.end()) return true;
        }
    }
    return false;
}

// How many roads of the kind have the hex, counting a road that ends there once and one that
// passes through it twice: two ends and nothing else is where two roads can be joined.
int ends_and_passes(const std::vector<HexRoad>& roads, const std::string& kind, HexCoord hex) {
    int count = 0;
    for (const HexRoad& road : roads) {
        if (road.kind != kind) continue;
        for (std::size_t i = 0; i < road.hexes.size(); ++i) {
            if (road.hexes[i] != hex) continue;
            const bool end = i == 0 || i + 1 == road.hexes.size();
            count += end && road.hexes.size() > 1 ? 1 : 2;
        }
    }
    return count;
}

// `a` and `b` joined at an end hex they share, `a`'s hexes first; nothing when they share none.
std::optional<std::vector<HexCoord>> joined(const std::vector<HexCoord>& a, const std::vector<HexCoord>& b) {
    const auto join = [](std::vector<HexCoord> first, const std::vector<HexCoord>& second) {
        first.insert(first.end(), second.begin() + 1, second.end());
        return first;
    };
    const std::vector<HexCoord> a_reversed(a.rbegin(), a.rend());
    const std::vector<HexCoord> b_reversed(b.rbegin(), b.rend());
    if (a.back() == b.front()) return join(a, b);
    if (a.back() == b.back()) return join(a, b_reversed);
    if (a.front() == b.back()) return join(b, a);
    if (a.front() == b.front()) return join(a_reversed, b);
    return std::nullopt;
}

// The end hex the two roads share, if any.
std::optional<HexCoord> shared_end(const HexRoad& a, const HexRoad& b) {
    for (const HexCoord& end : {a.hexes.front(), a.hexes.back()}) {
        if (end == b.hexes.front() || end == b.hexes.back()) return end;
    }
    return std::nullopt;
}

}  // namespace

RoadCleanup clean_up_roads(const std::vector<HexRoad>& roads, const RoadCleanupOptions& options) {
    RoadCleanup cleanup;
    const std::size_t shortest = static_cast<std::size_t>(std::max(options.shortest_road_hexes, 0));
    for (const HexRoad& road : roads) {
        const bool spur = !road.hexes.empty() && road.hexes.size() < shortest && branches_off_longer(road, roads, shortest);
        if (spur) {
            cleanup.removed.push_back(road.id);
        } else {
            cleanup.roads.push_back(road);
        }
    }
    if (!options.merge) return cleanup;
    // Join pairs until none is left: each join may make an end that touches another road.
    for (bool joined_any = true; joined_any;) {
        joined_any = false;
        for (std::size_t i = 0; i < cleanup.roads.size() && !joined_any; ++i) {
            for (std::size_t j = i + 1; j < cleanup.roads.size() && !joined_any; ++j) {
                HexRoad& kept = cleanup.roads[i];
                const HexRoad& other = cleanup.roads[j];
                if (kept.kind != other.kind || kept.hexes.size() < 2 || other.hexes.size() < 2) continue;
                const std::optional<HexCoord> joint = shared_end(kept, other);
                if (!joint || ends_and_passes(cleanup.roads, kept.kind, *joint) != 2) continue;
                std::optional<std::vector<HexCoord>> hexes = joined(kept.hexes, other.hexes);
                if (!hexes) continue;
                // A join that would run a road through a hex twice is a loop or a crossing: left alone.
                if (std::set<HexCoord>(hexes->begin(), hexes->end()).size() != hexes->size()) continue;
                kept.hexes = std::move(*hexes);
                if (kept.name.empty()) kept.name = other.name;
                cleanup.merged.emplace_back(kept.id, other.id);
                cleanup.roads.erase(cleanup.roads.begin() + static_cast<std::ptrdiff_t>(j));
                joined_any = true;
            }
        }
    }
    return cleanup;
}

}  // namespace sandtable
