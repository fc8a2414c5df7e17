#include "model/rulesets/ruleset_registry.hpp"

#include "model/rulesets/gettysburg_125/definition.hpp"
#include "model/rulesets/gettysburg_150/definition.hpp"
#include "model/rulesets/gettysburg_solitaire/definition.hpp"
#include "model/rulesets/pub_battles/definition.hpp"
#include "model/rulesets/time_for_heroes/definition.hpp"

#include <vector>

namespace sandtable {

std::span<const RulesetDefinition> all_rulesets() {
    static const std::vector<RulesetDefinition> rulesets = {
        rulesets::gettysburg_125::definition(),
        rulesets::gettysburg_150::definition(),
        rulesets::time_for_heroes::definition(),
        rulesets::pub_battles::definition(),
        rulesets::gettysburg_solitaire::definition(),
    };
    return rulesets;
}

const RulesetDefinition* find_ruleset(std::string_view id) {
    for (const auto& ruleset : all_rulesets()) {
        if (ruleset.id == id) return &ruleset;
    }
    return nullptr;
}

RulesEngines rules_engines(std::string_view ruleset_id) {
    const RulesetDefinition* ruleset = find_ruleset(ruleset_id);
    return ruleset != nullptr ? ruleset->engines : RulesEngines{};
}

}  // namespace sandtable
