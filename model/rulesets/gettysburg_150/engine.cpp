#include "model/rulesets/gettysburg_150/engine.hpp"

#include "model/rulesets/gettysburg_150/line_of_sight.hpp"
#include "model/rulesets/gettysburg_150/movement.hpp"
#include "model/rulesets/gettysburg_150/terrain_ids.hpp"
#include "model/rulesets/gettysburg_150/unit_types.hpp"

#include <fmt/format.h>

#include <memory>

namespace sandtable::rulesets::gettysburg_150 {

namespace {

constexpr std::string_view kMovementRule = "gettysburg-150 §3 Game Units, §7 Movement";

MoveMode mode(const MoveRequest& request, MovePace pace, int points) {
    MoveMode result;
    const int factor = pace == MovePace::Normal ? 1 : pace == MovePace::Double ? 2 : 3;
    result.allowance = points * factor;
    result.rule = std::string(kMovementRule);
    result.steps = std::make_shared<MovementSteps>(*request.board, *request.unit, pace);
    const std::string base = fmt::format("{} {} MP", request.unit->type(), points);
    switch (pace) {
    case MovePace::Normal:
        result.name = "normal";
        result.explanation = base;
        break;
    case MovePace::Double:
        result.name = "double";
        result.explanation = fmt::format("{} x 2: not beginning, ending or moving next to an enemy unit", base);
        break;
    case MovePace::Triple:
        result.name = "triple";
        result.explanation =
            fmt::format("{} x 3: all along a road and not beginning, ending or moving next to an enemy unit", base);
        break;
    }
    return result;
}

}  // namespace

std::vector<MoveMode> Engine::move_modes(const MoveRequest& request) const {
    const Board& board = *request.board;
    const BoardUnit& unit = *request.unit;
    const int points = UnitTypes(board.rules()).movement_points(unit.type());
    std::vector<MoveMode> modes = {mode(request, MovePace::Normal, points)};
    // A leader moving alone moves up to 3 hexes (§9): no double or triple pace.
    if (unit.type() == kLeader) return modes;
    if (next_to_enemy(board, unit.hex, unit.side)) return modes;
    modes.push_back(mode(request, MovePace::Double, points));
    if (on_road(board, unit.hex)) modes.push_back(mode(request, MovePace::Triple, points));
    return modes;
}

Sight Engine::line_of_sight(const Board& board, HexCoord from, HexCoord to, const BoardUnit* observer) const {
    // Leaders do not fire; they, and a hex with no observer, are given artillery's reach.
    const UnitTypes types(board.rules());
    int range = observer != nullptr ? types.fire_range(observer->type()) : 0;
    if (range == 0) range = types.longest_fire_range();
    return gettysburg_150::line_of_sight(board, from, to, range);
}

}  // namespace sandtable::rulesets::gettysburg_150
