#include "model/rulesets/gettysburg_125/attack_rules.hpp"

#include "model/rulesets/gettysburg_125/terrain_ids.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::rulesets::gettysburg_125 {

std::vector<std::string> attack_problems(const CombatRequest& request) {
    const Board& board = *request.board;
    std::vector<const BoardUnit*> attackers;
    std::vector<const BoardUnit*> defenders;
    for (const auto& id : request.attackers) {
        if (const BoardUnit* unit = board.unit(id)) attackers.push_back(unit);
    }
    for (const auto& id : request.defenders) {
        if (const BoardUnit* unit = board.unit(id)) defenders.push_back(unit);
    }
    std::vector<std::string> problems;
    if (!attackers.empty() &&
        std::all_of(attackers.begin(), attackers.end(), [](const BoardUnit* unit) { return unit->type() == kHeadquarters; })) {
        problems.push_back("headquarters cannot attack on their own [gettysburg-125 §13]");
    }
    for (const BoardUnit* attacker : attackers) {
        for (const BoardUnit* defender : defenders) {
            if (distance(attacker->hex, defender->hex) == 1) continue;
            problems.push_back(fmt::format("{} in {} is not next to {} in {}: every attacker must be next to every defender "
                                           "[gettysburg-125 §13]",
                                           request.unit_text(attacker->id()), board.map().label(attacker->hex),
                                           request.unit_text(defender->id()),
                                           board.map().label(defender->hex)));
        }
    }
    return problems;
}

}  // namespace sandtable::rulesets::gettysburg_125
