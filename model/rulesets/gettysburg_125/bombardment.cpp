#include "model/rulesets/gettysburg_125/bombardment.hpp"

#include "model/rulesets/gettysburg_125/defensive_fire.hpp"
#include "model/rulesets/gettysburg_125/line_of_sight.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "model/rulesets/gettysburg_125/zone_of_control.hpp"

#include <fmt/format.h>

#include <set>

namespace sandtable::rulesets::gettysburg_125 {

std::vector<std::string> bombardment_problems(const CombatRequest& request) {
    const Board& board = *request.board;
    const HexMap& map = board.map();
    if (!request.options.contains(std::string(kIndirectFire))) {
        return {"a bombardment needs the Indirect fire optional rule [gettysburg-125 §2, §12]"};
    }
    std::vector<std::string> problems;
    std::set<HexCoord> targets;
    for (const auto& id : request.defenders) {
        const BoardUnit* unit = board.unit(id);
        if (unit == nullptr || unit->type() == kHeadquarters) continue;
        targets.insert(unit->hex);
        const std::string name = request.unit_text(id);
        if (!is_artillery(unit->type())) {
            problems.push_back(fmt::format("{} is {}: a bombardment may only attack artillery [gettysburg-125 §12]", name, unit->type()));
        } else if (EnemyZones(board, unit->side).contains(unit->hex)) {
            problems.push_back(fmt::format("{} is engaged in normal combat: {} is in enemy ZOC [gettysburg-125 §6, §12]", name,
                                           map.label(unit->hex)));
        }
    }
    for (const auto& id : request.attackers) {
        const BoardUnit* unit = board.unit(id);
        if (unit == nullptr || unit->type() == kHeadquarters) continue;
        const std::string name = request.unit_text(id);
        if (!is_artillery(unit->type())) {
            problems.push_back(fmt::format("{} is {}: only artillery bombards [gettysburg-125 §12]", name, unit->type()));
            continue;
        }
        if (EnemyZones(board, unit->side).contains(unit->hex)) {
            problems.push_back(fmt::format("{} is engaged: {} is in enemy ZOC [gettysburg-125 §12]", name, map.label(unit->hex)));
            continue;
        }
        for (const HexCoord target : targets) {
            const Sight sight = line_of_sight(board, unit->hex, target, artillery_range(*unit));
            if (!sight.clear) {
                problems.push_back(fmt::format("{} has no line of sight to {}: {} [gettysburg-125 §9, §12]", name, map.label(target),
                                               sight.summary));
            }
        }
    }
    return problems;
}

}  // namespace sandtable::rulesets::gettysburg_125
