#pragma once
// Who may attack whom in a combat between adjacent units (§13): every attacking unit next to every
// defending unit, and headquarters never attacking on their own.
#include "model/board/combat_request.hpp"

#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

// What the combat as announced breaks, each with its rule; empty when §13 allows it.
[[nodiscard]] std::vector<std::string> attack_problems(const CombatRequest& request);

}  // namespace sandtable::rulesets::gettysburg_125
