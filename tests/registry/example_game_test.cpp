// A sixth ruleset added the way docs/adding-a-ruleset.md says, in this test program alone: its
// definition and its checks register themselves with one line each, here, and from then on the
// registries, `new_book`, the native format and validation know it. No other list names it.
#include "io/native/book_file.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/definition_builders.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/test_support.hpp"
#include "validators/registry.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace sandtable {
namespace example_game {
namespace {

constexpr rulesets::RuleCitation rule{"example-game"};

RulesetDefinition definition() {
    RulesetDefinition ruleset;
    ruleset.id = "example-game";
    ruleset.display_name = "Example Game";
    ruleset.rulebook = ruleset.id;
    ruleset.map_kinds = {MapKind::Hex};
    ruleset.sides = {{"union", "Union", rulesets::kUnionBlue}, {"confederate", "Confederate", rulesets::kConfederateGrey}};
    ruleset.unit_schema.unit_types = {"infantry"};
    ruleset.unit_schema.formation_types = {"army"};
    ruleset.unit_schema.echelons = {"army", "brigade"};
    ruleset.unit_schema.attributes = {rulesets::integer_attribute("strength", "Strength points", 1, 8, {"infantry"}, rule("§3"))};
    rulesets::add_table(ruleset, {{"terrain-effects", "Terrain effects chart", rule("§5 Table 1"),
                                   {rulesets::text_column("terrain", "Terrain"), rulesets::integer_column("mp", "Movement points")}},
                                  {{"Clear", "1"}, {"Woods", "2"}}});
    ruleset.turn_track = {{"Turn 1", false}, {"Turn 2", false}};
    ruleset.label_scheme = HexLabelScheme::four_digit();
    ruleset.terrain = {{"clear", "Clear", "#e6e2c3"}, {"woods", "Woods", "#2e7d32"}};
    return ruleset;
}

void check_has_scenario(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    if (context.book.scenarios.empty()) sink.report(check.diagnostic("the book has no scenario to play", {}, context));
}

const std::vector<Check>* checks() {
    static const std::vector<Check> list = {
        {"example-game.has-scenario", Severity::Error, "example-game §1 The Game",
         "a book has at least one scenario", CheckScope::Book, check_has_scenario},
    };
    return &list;
}

// The two registration lines a ruleset adds, one in its definition and one in its checks.
const RulesetRegistration registration{99, &definition};
const CheckRegistration check_registration{"example-game", &checks};

}  // namespace
}  // namespace example_game

namespace {

TEST(AddingARuleset, TheModelRegistryListsItAfterTheRulebooksItFollows) {
    const RulesetDefinition* found = find_ruleset("example-game");
    ASSERT_NE(found, nullptr);
    EXPECT_EQ(found->display_name, "Example Game");
    EXPECT_EQ(all_rulesets().back().id, "example-game") << "its place, 99, is after the five rulebooks";
    EXPECT_GE(all_rulesets().size(), 2U) << "the rulesets of the model's own folders are registered too";
    EXPECT_EQ(rules_engines("example-game").hex, nullptr);
}

TEST(AddingARuleset, ItsChecksRunAfterTheCoreChecks) {
    const auto names = rulesets_with_checks();
    EXPECT_NE(std::find(names.begin(), names.end(), "example-game"), names.end());
    const std::vector<const Check*> checks = checks_for("example-game");
    ASSERT_EQ(checks.size(), core_checks().size() + 1);
    EXPECT_EQ(checks.back()->code, "example-game.has-scenario");
}

TEST(AddingARuleset, ANewBookOfItSavesLoadsAndValidates) {
    Book book = new_book(*find_ruleset("example-game"), MapKind::Hex);
    EXPECT_EQ(book.ruleset, "example-game");
    ASSERT_NE(book.rules.find("terrain-effects"), nullptr);

    const auto path = test::scratch_dir() / "example.sandtable";
    ASSERT_TRUE(save_book(book, path));
    EXPECT_EQ(test::xmllint_check(path).exit_code, 0);
    const LoadResult loaded = load_book(path);
    ASSERT_TRUE(loaded) << loaded.error();
    EXPECT_EQ(loaded->book.ruleset, "example-game");
    EXPECT_EQ(loaded->book.rules.find("terrain-effects")->rows, book.rules.find("terrain-effects")->rows);

    const ValidationReport report = validate_book(loaded->book);
    const auto broken = std::count_if(report.diagnostics.items.begin(), report.diagnostics.items.end(),
                                      [](const Diagnostic& d) { return d.code == "example-game.has-scenario"; });
    EXPECT_EQ(broken, 1) << "the ruleset's own check ran on its book";
    for (const Diagnostic& diagnostic : report.diagnostics.items) {
        if (diagnostic.code == "example-game.has-scenario") {
            EXPECT_EQ(diagnostic.rule, "example-game §1 The Game");
        }
    }
}

}  // namespace
}  // namespace sandtable
