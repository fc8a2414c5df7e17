#include "validators/core/core_checks.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::core {

namespace {

const OptionalRuleDef* find_option(const RulesetDefinition& ruleset, std::string_view id) {
    const auto& rules = ruleset.optional_rules;
    const auto it = std::find_if(rules.begin(), rules.end(), [&](const OptionalRuleDef& def) { return def.id == id; });
    return it == rules.end() ? nullptr : &*it;
}

}  // namespace

void check_scenario_options(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    if (!scenario.options || context.ruleset == nullptr) return;
    const ObjectRef self{"scenario", scenario.id};
    const auto& in_force = *scenario.options;
    for (const auto& id : in_force) {
        const OptionalRuleDef* option = find_option(*context.ruleset, id);
        if (option == nullptr) {
            std::vector<std::string> known;
            for (const auto& def : context.ruleset->optional_rules) known.push_back(def.id);
            sink.report(check.diagnostic(fmt::format("optional rule \"{}\" is not one of {}'s: {}", id, context.ruleset->id,
                                                     known.empty() ? "it has none" : fmt::format("{}", fmt::join(known, ", "))),
                                         {self}, context));
            continue;
        }
        for (const auto& needed : option->needs) {
            if (std::find(in_force.begin(), in_force.end(), needed) != in_force.end()) continue;
            const OptionalRuleDef* other = find_option(*context.ruleset, needed);
            Diagnostic diagnostic = check.diagnostic(
                fmt::format("the {} optional rule is in force without {}, which it must be used with", option->name,
                            other != nullptr ? other->name : needed),
                {self}, context);
            diagnostic.rule = option->rule;
            sink.report(std::move(diagnostic));
        }
    }
}

}  // namespace sandtable::core
