#include "model/board/path_search.hpp"

#include <algorithm>
#include <functional>
#include <queue>
#include <tuple>
#include <unordered_map>

#include <fmt/format.h>

namespace sandtable {

std::vector<HexCoord> Reach::path_to(HexCoord hex) const {
    std::vector<HexCoord> path;
    auto it = hexes.find(hex);
    if (it == hexes.end()) return path;
    path.push_back(hex);
    while (hex != start) {
        hex = it->second.previous;
        it = hexes.find(hex);
        path.push_back(hex);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

Reach search_moves(const HexMap& map, const StepRules& rules, HexCoord start, double allowance) {
    // Hashed while searching (a far target searches the whole map), ordered in the answer.
    std::unordered_map<HexCoord, ReachedHex, HexCoordHash> reached;
    using Entry = std::tuple<double, HexCoord>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    reached[start] = {0, start};
    open.emplace(0.0, start);
    while (!open.empty()) {
        const auto [cost, hex] = open.top();
        open.pop();
        if (cost > reached[hex].cost) continue;
        if (hex != start && rules.must_stop(hex)) continue;
        for (const HexCoord next : neighbours(hex)) {
            if (!map.contains(next)) continue;
            const StepCost step = rules.step(hex, next);
            if (!step.allowed) continue;
            const double arrival = cost + step.cost;
            if (arrival > allowance) continue;
            auto found = reached.find(next);
            if (found != reached.end() && found->second.cost <= arrival) continue;
            reached[next] = {arrival, hex};
            open.emplace(arrival, next);
        }
    }
    return Reach{start, allowance, {reached.begin(), reached.end()}};
}

PathCost cost_of_path(const HexMap& map, const StepRules& rules, const std::vector<HexCoord>& hexes) {
    PathCost result;
    for (std::size_t i = 1; i < hexes.size(); ++i) {
        const HexCoord from = hexes[i - 1];
        const HexCoord to = hexes[i];
        if (distance(from, to) != 1) {
            result.problem = "the path jumps between hexes that are not adjacent";
            return result;
        }
        if (!map.contains(to)) {
            result.problem = fmt::format("{} is off the map", map.label(to));
            return result;
        }
        if (i > 1) {
            if (const auto stop = rules.must_stop(from)) {
                result.problem = fmt::format("the unit has to stop in {}: {}", map.label(from), stop->reason);
                result.problem_rule = stop->rule;
                return result;
            }
        }
        const StepCost step = rules.step(from, to);
        if (!step.allowed) {
            result.problem = fmt::format("{}: {}", map.label(to), step.reason);
            result.problem_rule = step.rule;
            result.steps.push_back({to, step, result.total});
            return result;
        }
        result.total += step.cost;
        result.steps.push_back({to, step, result.total});
    }
    return result;
}

}  // namespace sandtable
