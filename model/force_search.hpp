#pragma once
// Find in the forces: the next unit or formation whose name, short name or id holds a text.
#include "model/forces.hpp"

#include <string>

namespace sandtable {

// The first node after `after` (a node id; empty starts at the top), in side and tree order and
// wrapping round, whose name, short name or id contains `text` in any case. Null when none does
// or the text is empty.
[[nodiscard]] const ForceNode* next_force_match(const Forces& forces, const std::string& after, const std::string& text);

}  // namespace sandtable
