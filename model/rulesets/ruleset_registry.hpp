#pragma once
// The rulesets known to this build: each one's definition with its engines and side colours.
// Adding a ruleset adds one line to ruleset_registry.cpp (docs/adding-a-ruleset.md); its checks
// are registered in validators/registry.cpp.
#include "model/rulesets/ruleset_definition.hpp"

#include <span>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::span<const RulesetDefinition> all_rulesets();
[[nodiscard]] const RulesetDefinition* find_ruleset(std::string_view id);
// The engines of the ruleset; all empty for an id the registry does not know.
[[nodiscard]] RulesEngines rules_engines(std::string_view ruleset_id);

}  // namespace sandtable
