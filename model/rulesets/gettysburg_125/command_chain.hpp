#pragma once
// Control & Command (§5): which headquarters command which units.
#include "model/forces.hpp"

namespace sandtable::rulesets::gettysburg_125 {

// Whether `unit` is under the command of the headquarters `hq`: the formation the headquarters
// leads (its parent) is the unit's formation or one above it (§5).
[[nodiscard]] bool commands(const Forces& forces, const ForceNode& hq, const ForceNode& unit);

// The formations above a node, nearest first.
[[nodiscard]] std::vector<const ForceNode*> formations_above(const Forces& forces, const ForceNode& node);

}  // namespace sandtable::rulesets::gettysburg_125
