#pragma once
// Gettysburg: A Time for Heroes: area board, formation blocks with cohesion, six turns.
#include "model/rulesets/ruleset_definition.hpp"

namespace sandtable::rulesets::time_for_heroes {

[[nodiscard]] RulesetDefinition definition();

}  // namespace sandtable::rulesets::time_for_heroes
