#pragma once
// The ruleset definitions known to this build. Adding a ruleset adds one line to registry.cpp.
#include "model/rulesets/ruleset_definition.hpp"

#include <span>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::span<const RulesetDefinition> all_rulesets();
[[nodiscard]] const RulesetDefinition* find_ruleset(std::string_view id);

}  // namespace sandtable
