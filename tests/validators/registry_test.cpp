// The validators' registry against the model's: every ruleset that answers rules questions has
// checks, and every registered ruleset's checks are its own, cite its rulebook and have unique codes.
#include "model/rulesets/ruleset_registry.hpp"
#include "validators/registry.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace sandtable {
namespace {

bool has_an_engine(const RulesetDefinition& ruleset) {
    const RulesEngines& engines = ruleset.engines;
    return engines.hex != nullptr || engines.area != nullptr || engines.freeform != nullptr ||
           engines.combat != nullptr;
}

TEST(ValidatorsRegistry, EveryRulesetWithChecksIsARulesetOfTheModel) {
    ASSERT_FALSE(rulesets_with_checks().empty());
    for (const std::string_view id : rulesets_with_checks()) EXPECT_NE(find_ruleset(id), nullptr) << id;
}

TEST(ValidatorsRegistry, NoRegisteredRulesetHasAnEmptyListOfChecks) {
    for (const std::string_view id : rulesets_with_checks()) {
        const auto* checks = ruleset_checks(id);
        ASSERT_NE(checks, nullptr) << id;
        EXPECT_FALSE(checks->empty()) << id << " is registered with no checks";
    }
}

TEST(ValidatorsRegistry, EveryRulesetWithAnEngineHasChecks) {
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        if (!has_an_engine(ruleset)) continue;
        const auto* checks = ruleset_checks(ruleset.id);
        EXPECT_TRUE(checks != nullptr && !checks->empty())
            << ruleset.id << " has a rules engine but no checks in validators/registry.cpp";
    }
}

TEST(ValidatorsRegistry, EachRulesetsChecksAreItsOwnAndCiteItsRulebook) {
    for (const std::string_view id : rulesets_with_checks()) {
        const RulesetDefinition* ruleset = find_ruleset(id);
        ASSERT_NE(ruleset, nullptr) << id;
        std::set<std::string> codes;
        for (const Check& check : *ruleset_checks(id)) {
            EXPECT_TRUE(check.code.starts_with(std::string(id) + ".")) << check.code;
            EXPECT_TRUE(check.rule.starts_with(ruleset->rulebook + " ")) << check.code << ": " << check.rule;
            EXPECT_FALSE(check.summary.empty()) << check.code;
            EXPECT_TRUE(codes.insert(check.code).second) << "two checks named " << check.code;
        }
    }
}

TEST(ValidatorsRegistry, ARulesetRunsTheCoreChecksBeforeItsOwn) {
    for (const std::string_view id : rulesets_with_checks()) {
        const auto all = checks_for(id);
        ASSERT_EQ(all.size(), core_checks().size() + ruleset_checks(id)->size()) << id;
        for (std::size_t i = 0; i < core_checks().size(); ++i) EXPECT_EQ(all[i], &core_checks()[i]) << id;
    }
    EXPECT_EQ(checks_for("no-such-ruleset").size(), core_checks().size());
    EXPECT_EQ(ruleset_checks("no-such-ruleset"), nullptr);
}

}  // namespace
}  // namespace sandtable
