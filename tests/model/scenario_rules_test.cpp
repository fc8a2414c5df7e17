// A scenario's own rules cells (docs/variants.md#a-variants-own-rules) and a book's house-rule
// ranges over its unit schema: how they resolve and what they refuse.
#include "model/book_unit_schema.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_rules.hpp"
#include "model/variant_resolution.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

const RulesetDefinition& gettysburg_125() { return *find_ruleset("gettysburg-125"); }

RulesCell woods_cost(std::string value) { return {"terrain-effects", "Woods", "mf", std::move(value)}; }

TEST(ScenarioRules, AScenarioWithoutCellsPlaysTheBooksRules) {
    const Book book = test::small_book();
    const ScenarioRules rules = rules_of(book, *book.scenario("s1"));
    EXPECT_EQ(rules.rules, book.rules);
    EXPECT_TRUE(rules.problems.empty());
}

TEST(ScenarioRules, ACellIsWrittenOverTheBooksValueAndTheBookStaysAsItWas) {
    Book book = test::small_book();
    book.scenario("s1")->rules.push_back(woods_cost("+2"));
    const ScenarioRules rules = rules_of(book, *book.scenario("s1"));
    ASSERT_TRUE(rules.problems.empty());
    EXPECT_EQ(cell_value(rules.rules, woods_cost("")), "+2");
    EXPECT_EQ(cell_value(book.rules, woods_cost("")), "+1");
    EXPECT_EQ(cell_value(rules.rules, {"terrain-effects", "Woods", "df", ""}), "+1");
}

TEST(ScenarioRules, CellsThatNameNoCellOfTheBookAreLeftOutWithTheReason) {
    Book book = test::small_book();
    auto& cells = book.scenario("s1")->rules;
    cells.push_back({"no-such-table", "Woods", "mf", "2"});
    cells.push_back({"terrain-effects", "Swamp", "mf", "2"});
    cells.push_back({"terrain-effects", "Woods", "cost", "2"});
    cells.push_back({"terrain-effects", "Woods", "terrain", "Forest"});
    const ScenarioRules rules = rules_of(book, *book.scenario("s1"));
    ASSERT_EQ(rules.problems.size(), 4U);
    EXPECT_EQ(rules.problems[0].reason, "the book has no rules table \"no-such-table\"");
    EXPECT_EQ(rules.problems[1].reason, "the table \"terrain-effects\" has no row \"Swamp\"");
    EXPECT_EQ(rules.problems[2].reason, "the table \"terrain-effects\" has no column \"cost\"");
    EXPECT_EQ(rules.problems[3].reason, "the column \"terrain\" names the rows of \"terrain-effects\": a scenario cannot change it");
    EXPECT_EQ(rules.rules, book.rules);
}

TEST(ScenarioRules, ARowNamedTwiceIsAProblemNotAGuess) {
    DataTable table{"dice", {"roll", "result"}, {{"1", "miss"}, {"1", "hit"}}};
    const RowLookup row = find_row(table, "1");
    EXPECT_FALSE(row.index);
    EXPECT_EQ(row.problem, "the table \"dice\" has 2 rows \"1\"");
    EXPECT_EQ(find_row(table, "2").problem, "the table \"dice\" has no row \"2\"");
}

TEST(ScenarioRules, AVariantsCellsResolveOverItsBasesAndALaterVariantWins) {
    Book book = test::small_book_with_variant();
    book.scenario("s1")->rules.push_back(woods_cost("+2"));
    book.scenario("v1")->changes.set_rules.push_back(woods_cost("+3"));
    book.scenario("v1")->changes.set_rules.push_back({"terrain-effects", "Woods", "df", "+2"});
    Scenario deeper;
    deeper.id = "v2";
    deeper.name = "Deeper";
    deeper.extends = "v1";
    deeper.changes.set_rules.push_back(woods_cost("+4"));
    book.scenarios.push_back(deeper);

    const auto v1 = resolve_scenario(book, "v1");
    ASSERT_TRUE(v1) << v1.error();
    EXPECT_EQ(v1->scenario.rules, (std::vector<RulesCell>{woods_cost("+3"), {"terrain-effects", "Woods", "df", "+2"}}));
    const auto v2 = resolve_scenario(book, "v2");
    ASSERT_TRUE(v2) << v2.error();
    const RulesData played = rules_of(book, v2->scenario).rules;
    EXPECT_EQ(cell_value(played, woods_cost("")), "+4");
    EXPECT_EQ(cell_value(played, {"terrain-effects", "Woods", "df", ""}), "+2");
    EXPECT_EQ(cell_value(rules_of(book, resolve_scenario(book, "s1").value().scenario).rules, woods_cost("")), "+2");
}

TEST(BookUnitSchema, AHouseRuleRangeReplacesTheRulebooksAndTheFirstOfAnAttributeApplies) {
    Book book = test::small_book();
    book.unit_ranges = {{"movement", 1, 30}, {"movement", 1, 2}};
    const UnitSchema schema = unit_schema_of(book, gettysburg_125());
    EXPECT_EQ(schema.find("movement")->max, 30);
    EXPECT_EQ(gettysburg_125().unit_schema.find("movement")->max, 20);
    EXPECT_EQ(schema.find("combat")->max, gettysburg_125().unit_schema.find("combat")->max);
}

TEST(BookUnitSchema, RangesThatCannotApplyAreLeftOutWithTheReason) {
    const UnitSchema& schema = gettysburg_125().unit_schema;
    EXPECT_EQ(range_problem(schema, {"movement", 1, 30}), "");
    EXPECT_EQ(range_problem(schema, {"speed", 1, 30}), "the unit schema has no attribute \"speed\"");
    EXPECT_EQ(range_problem(schema, {"movement", 9, 3}), "the range of \"movement\" runs from 9 down to 3");
    Book book = test::small_book();
    book.unit_ranges = {{"movement", 9, 3}};
    EXPECT_EQ(unit_schema_of(book, gettysburg_125()).find("movement")->max, 20);
}

TEST(BookUnitSchema, OnlyWholeNumberAttributesTakeARange) {
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        for (const AttributeDef& def : ruleset.unit_schema.attributes) {
            if (def.type == AttributeType::Integer) continue;
            EXPECT_EQ(range_problem(ruleset.unit_schema, {def.key, 0, 1}), "\"" + def.key + "\" is not a whole-number attribute")
                << ruleset.id;
        }
    }
}

}  // namespace
}  // namespace sandtable
