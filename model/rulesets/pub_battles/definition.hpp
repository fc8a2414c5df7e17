#pragma once
// Pub Battles: Gettysburg - Shall I Advance?: free-form map, block pieces, chit-pull commands.
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable::rulesets::pub_battles {

[[nodiscard]] RulesetDefinition definition();

}  // namespace sandtable::rulesets::pub_battles
