#pragma once
// The combat calculator of each hex ruleset, by ruleset id.
#include "model/board/combat_calculator.hpp"

#include <string_view>

namespace sandtable {

// Null when the ruleset has no combat calculator.
[[nodiscard]] const CombatCalculator* combat_calculator(std::string_view ruleset_id);

}  // namespace sandtable
