#pragma once
// Indirect fire bombardment (§12, with the range and line of sight of §9): artillery that is not
// engaged fires on enemy artillery it sees and that is not engaged either.
#include "model/board/combat_request.hpp"

#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

// What a bombardment as announced breaks, each with its rule; empty when §12 allows it. Every
// attacker must see every attacked hex. Headquarters are left aside: they add nothing (§13).
[[nodiscard]] std::vector<std::string> bombardment_problems(const CombatRequest& request);

}  // namespace sandtable::rulesets::gettysburg_125
