#pragma once
// Gettysburg Solitaire: formation boards against a Union BOT, 20-turn battles.
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable::rulesets::gettysburg_solitaire {

[[nodiscard]] RulesetDefinition definition();

}  // namespace sandtable::rulesets::gettysburg_solitaire
