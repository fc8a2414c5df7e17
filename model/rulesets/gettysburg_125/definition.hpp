#pragma once
// Gettysburg (125th Anniversary Edition): lettered hex board, division counters, 24 two-hour turns.
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable::rulesets::gettysburg_125 {

[[nodiscard]] RulesetDefinition definition();

}  // namespace sandtable::rulesets::gettysburg_125
