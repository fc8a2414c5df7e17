#pragma once
// The printed factors of a unit on the board, read from its attributes.
#include "model/board/board.hpp"

namespace sandtable::rulesets::gettysburg_125 {

// An integer attribute of the unit, 0 when it has none.
[[nodiscard]] int unit_attribute(const BoardUnit& unit, const char* key);

// The face-up CF: the reduced side's once the unit has taken a step loss (§13.1, §1.2.1).
// Headquarters have none (§13).
[[nodiscard]] int current_cf(const BoardUnit& unit);

}  // namespace sandtable::rulesets::gettysburg_125
