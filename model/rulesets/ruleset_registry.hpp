#pragma once
// The rulesets known to this build: each one's definition with its engines and side colours.
// A ruleset registers itself with one line in its own definition.cpp (docs/adding-a-ruleset.md):
//     const RulesetRegistration registration{3, &definition};
// and its checks with one line in its own validators/<folder>/checks.cpp.
#include "model/rulesets/ruleset_definition.hpp"

#include <span>
#include <string_view>

namespace sandtable {

// In the order of their places, then of their ids.
[[nodiscard]] std::span<const RulesetDefinition> all_rulesets();
[[nodiscard]] const RulesetDefinition* find_ruleset(std::string_view id);
// The engines of the ruleset; all empty for an id the registry does not know.
[[nodiscard]] RulesEngines rules_engines(std::string_view ruleset_id);

// Puts a ruleset in the registry: a static object of this type in the ruleset's own files.
// `place` orders the lists a designer picks from (the five rulebooks' places are 1 to 5, in the
// order of docs/rulesets.md). Registrations happen before main; the registry is read after.
class RulesetRegistration {
public:
    using Define = RulesetDefinition (*)();
    RulesetRegistration(int place, Define define);
};

}  // namespace sandtable
