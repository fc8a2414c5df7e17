#pragma once
// The combat factors of one combat (§13, §13.1): the attackers' CF against the defenders' CF with
// the terrain modifiers of their hexes, each side capped to 0..10, and their difference before
// the dice.
#include "model/board/board.hpp"

#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

struct CombatFactors {
    int attack = 0;   // AF, capped
    int defence = 0;  // DF with terrain, capped
    [[nodiscard]] int difference() const { return attack - defence; }
    std::vector<std::string> working;  // how each side's total comes about, for a designer
};

// Units are given by id and must be on the board. Headquarters add nothing (§13).
[[nodiscard]] CombatFactors combat_factors(const Board& board, const std::vector<std::string>& attackers,
                                           const std::vector<std::string>& defenders);

}  // namespace sandtable::rulesets::gettysburg_125
