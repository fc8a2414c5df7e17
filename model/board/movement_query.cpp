#include "model/board/movement_query.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

std::string movement_points(double mf) { return fmt::format("{:g} MF", mf); }

}  // namespace

Reachable reachable_hexes(const HexRulesEngine& engine, const MoveRequest& request) {
    Reachable result;
    result.modes = engine.move_modes(request);
    const HexMap& map = request.board->map();
    for (std::size_t i = 0; i < result.modes.size(); ++i) {
        const MoveMode& mode = result.modes[i];
        result.reaches.push_back(search_moves(map, *mode.steps, request.unit->hex, mode.allowance));
        for (const auto& [hex, reached] : result.reaches.back().hexes) {
            if (hex == request.unit->hex) continue;
            result.hexes.try_emplace(hex, ReachableHex{reached.cost, i});
        }
    }
    return result;
}

PlannedPath plan_path(const HexRulesEngine& engine, const MoveRequest& request, HexCoord to) {
    PlannedPath planned;
    const HexMap& map = request.board->map();
    const HexCoord from = request.unit->hex;
    const auto modes = engine.move_modes(request);
    if (modes.empty()) {
        planned.problem = "the unit cannot move";
        return planned;
    }
    if (!map.contains(to)) {
        planned.problem = fmt::format("{} is not on the map", map.label(to));
        return planned;
    }
    for (const auto& mode : modes) {
        auto hexes = cheapest_path(map, *mode.steps, from, to, mode.allowance);
        if (hexes.empty()) continue;
        planned.mode = mode;
        planned.hexes = std::move(hexes);
        planned.cost = cost_of_path(map, *mode.steps, planned.hexes);
        return planned;
    }
    const MoveMode& normal = modes.front();
    planned.mode = normal;
    planned.hexes = cheapest_path(map, *normal.steps, from, to, kNoAllowanceLimit);
    if (planned.hexes.empty()) {
        planned.problem = fmt::format("no path from {} to {} is open to the unit", map.label(from), map.label(to));
        return planned;
    }
    planned.cost = cost_of_path(map, *normal.steps, planned.hexes);
    planned.problem = fmt::format("the cheapest path costs {}, more than the {} the unit has", movement_points(planned.cost.total),
                                  movement_points(normal.allowance));
    return planned;
}

}  // namespace sandtable
