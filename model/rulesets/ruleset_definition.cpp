#include "model/rulesets/ruleset_definition.hpp"

#include <algorithm>

namespace sandtable {

const SideDef* RulesetDefinition::side(std::string_view side_id) const {
    const auto found = std::find_if(sides.begin(), sides.end(), [&](const SideDef& s) { return s.id == side_id; });
    return found != sides.end() ? &*found : nullptr;
}

}  // namespace sandtable
