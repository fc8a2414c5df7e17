#include "model/hex_road_edit.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

namespace {

std::string new_road_id(const std::vector<HexRoad>& roads, const std::string& kind) {
    for (int n = 1;; ++n) {
        std::string id = fmt::format("{}-{}", kind.empty() ? "road" : kind, n);
        const bool taken = std::any_of(roads.begin(), roads.end(), [&](const HexRoad& road) { return road.id == id; });
        if (!taken) return id;
    }
}

// The index i where the road runs hexes[i] - hexes[i + 1] between a and b, either way.
std::optional<std::size_t> step_index(const HexRoad& road, HexCoord a, HexCoord b) {
    for (std::size_t i = 0; i + 1 < road.hexes.size(); ++i) {
        const HexCoord x = road.hexes[i];
        const HexCoord y = road.hexes[i + 1];
        if ((x == a && y == b) || (x == b && y == a)) return i;
    }
    return std::nullopt;
}

}  // namespace

bool runs_along(const HexRoad& road, HexCoord a, HexCoord b) { return step_index(road, a, b).has_value(); }

std::vector<HexRoad> with_road_step(std::vector<HexRoad> roads, HexCoord a, HexCoord b, const std::string& kind) {
    if (distance(a, b) != 1) return roads;
    const auto same_kind = [&](const HexRoad& road) { return road.kind == kind; };
    if (std::any_of(roads.begin(), roads.end(), [&](const HexRoad& road) { return same_kind(road) && runs_along(road, a, b); })) {
        return roads;
    }
    for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
        for (HexRoad& road : roads) {
            if (!same_kind(road) || road.hexes.empty()) continue;
            if (road.hexes.back() == from) {
                road.hexes.push_back(to);
                return roads;
            }
            if (road.hexes.front() == from) {
                road.hexes.insert(road.hexes.begin(), to);
                return roads;
            }
        }
    }
    HexRoad road;
    road.id = new_road_id(roads, kind);
    road.kind = kind;
    road.hexes = {a, b};
    roads.push_back(std::move(road));
    return roads;
}

std::vector<HexRoad> without_road_step(std::vector<HexRoad> roads, HexCoord a, HexCoord b) {
    std::vector<HexRoad> result;
    std::vector<HexRoad> pending(roads.rbegin(), roads.rend());  // a stack, so the order is kept
    while (!pending.empty()) {
        HexRoad road = std::move(pending.back());
        pending.pop_back();
        const auto i = step_index(road, a, b);
        if (!i) {
            result.push_back(std::move(road));
            continue;
        }
        HexRoad rest = road;
        rest.hexes.assign(road.hexes.begin() + static_cast<std::ptrdiff_t>(*i + 1), road.hexes.end());
        road.hexes.resize(*i + 1);
        // Pieces of one hex are dropped; when the first piece goes, the rest keeps the id.
        if (rest.hexes.size() >= 2) pending.push_back(std::move(rest));
        if (road.hexes.size() >= 2) pending.push_back(std::move(road));
    }
    // Second pieces of a cut road take new ids.
    for (std::size_t i = 0; i < result.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) {
            if (result[j].id != result[i].id) continue;
            std::vector<HexRoad> others = result;
            result[i].id = new_road_id(others, result[i].kind);
            break;
        }
    }
    return result;
}

}  // namespace sandtable
