#pragma once
// The combat factors of one combat (§13, §13.1) or bombardment (§12): the attackers' CF against
// the defenders' CF with the terrain modifiers of their hexes and any defensive indirect fire
// (§13.1.1), each side capped to 0..10, and their difference before the dice.
#include "model/board/combat_request.hpp"
#include "model/board/combat_sums.hpp"

#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

// Units are given by id and must be on the board. Headquarters add nothing (§13). Support that
// may not fire is left out of the defence and listed in `refused`; a combat that breaks §13, or a
// bombardment that breaks §12, is added up all the same, with what it breaks in `problems`.
[[nodiscard]] CombatSums combat_factors(const CombatRequest& request);

[[nodiscard]] CombatSums combat_factors(const Board& board, const std::vector<std::string>& attackers,
                                        const std::vector<std::string>& defenders);

}  // namespace sandtable::rulesets::gettysburg_125
