#pragma once
// Gettysburg 150: four-digit hex board, morale-point counters, action points, one-hour turns.
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable::rulesets::gettysburg_150 {

[[nodiscard]] RulesetDefinition definition();
// The rulebook's values of every table, made once.
[[nodiscard]] const RulesData& rulebook_data();

}  // namespace sandtable::rulesets::gettysburg_150
