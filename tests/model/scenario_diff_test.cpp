#include "model/scenario_diff.hpp"

#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/test_books.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

Scenario& variant_of(Book& book) { return *book.scenario("v1"); }

const DiffItem* find_item(const ScenarioDiff& diff, DiffTopic topic, const std::string& key) {
    for (const auto& item : diff.items) {
        if (item.topic == topic && item.key == key) return &item;
    }
    return nullptr;
}

TEST(ScenarioDiff, AVariantWithoutChangesDiffersInNothing) {
    const Book book = test::small_book_with_variant();
    const auto diff = diff_scenarios(book, "v1", "s1");
    ASSERT_TRUE(diff) << diff.error();
    EXPECT_TRUE(diff->items.empty());
}

TEST(ScenarioDiff, PlacementsAddedRemovedAndMovedAreListedByName) {
    Book book = test::small_book_with_variant();
    auto& changes = variant_of(book).changes;
    changes.set_placements.push_back({"u-a", {LocationKind::Hex, "D4"}, UnitState::Full});
    changes.set_placements.push_back({"c-a", {LocationKind::Hex, "E5"}, UnitState::Reduced});
    changes.remove_placements.push_back("u-b");
    const auto diff = diff_scenarios(book, "v1", "s1");
    ASSERT_TRUE(diff) << diff.error();
    ASSERT_EQ(diff->items.size(), 3U);
    EXPECT_EQ(diff->items[0], (DiffItem{DiffTopic::Setup, DiffChange::Changed, "u-a", "Unit u-a", "hex B2", "hex D4"}));
    EXPECT_EQ(diff->items[1], (DiffItem{DiffTopic::Setup, DiffChange::Added, "c-a", "Unit c-a", "", "hex E5, reduced"}));
    EXPECT_EQ(diff->items[2], (DiffItem{DiffTopic::Setup, DiffChange::Removed, "u-b", "Unit u-b", "hex C3, reduced", ""}));
}

TEST(ScenarioDiff, ScheduleEntriesAreComparedByIdWithTheirFieldsInWords) {
    Book book = test::small_book_with_variant();
    auto& changes = variant_of(book).changes;
    ReinforcementEntry later = book.scenario("s1")->schedule.front();
    later.turn = 4;
    later.may_delay = true;
    changes.set_schedule.push_back(later);
    changes.set_schedule.push_back({"r2", 5, {LocationKind::Hex, "A1"}, {"u-b"}, {Chit{"union", "I"}}, "", false});
    const auto diff = diff_scenarios(book, "v1", "s1");
    ASSERT_TRUE(diff) << diff.error();
    const DiffItem* changed = find_item(*diff, DiffTopic::Schedule, "r1");
    ASSERT_NE(changed, nullptr);
    EXPECT_EQ(changed->change, DiffChange::Changed);
    EXPECT_EQ(changed->subject, "entry for Unit c-a, Unit c-b (turn 2)");
    EXPECT_NE(changed->before.find("edge West, Unit c-a, Unit c-b"), std::string::npos) << changed->before;
    EXPECT_NE(changed->after.find("may delay"), std::string::npos) << changed->after;
    const DiffItem* added = find_item(*diff, DiffTopic::Schedule, "r2");
    ASSERT_NE(added, nullptr);
    EXPECT_EQ(added->change, DiffChange::Added);
    EXPECT_NE(added->after.find("hex A1, Unit u-b, union:I"), std::string::npos) << added->after;

    changes = {};
    changes.remove_schedule.push_back("r1");
    const auto removed = diff_scenarios(book, "v1", "s1");
    ASSERT_TRUE(removed) << removed.error();
    ASSERT_EQ(removed->items.size(), 1U);
    EXPECT_EQ(removed->items[0].change, DiffChange::Removed);
}

TEST(ScenarioDiff, OrderOfBattleChitsCasualtiesVictoryOptionsAndTurns) {
    Book book = test::small_book_with_variant();
    book.scenario("s1")->units = std::vector<std::string>{"u-a", "u-b", "c-a"};
    Scenario& variant = variant_of(book);
    variant.changes.add_units.push_back("c-b");
    variant.changes.remove_units.push_back("u-b");
    variant.changes.add_chits.push_back(Chit{"confederate", "III"});
    variant.casualties.push_back("u-a");
    variant.victory.push_back({"sudden-death", "confederate", "twice the VP"});
    variant.options = std::vector<std::string>{"sudden-death"};
    variant.end_turn = 6;
    const auto diff = diff_scenarios(book, "v1", "s1");
    ASSERT_TRUE(diff) << diff.error();
    std::vector<std::pair<DiffTopic, DiffChange>> seen;
    for (const auto& item : diff->items) seen.emplace_back(item.topic, item.change);
    const std::vector<std::pair<DiffTopic, DiffChange>> expected = {
        {DiffTopic::Turns, DiffChange::Changed},   {DiffTopic::Forces, DiffChange::Added},
        {DiffTopic::Forces, DiffChange::Removed},  {DiffTopic::Setup, DiffChange::Removed},
        {DiffTopic::Chits, DiffChange::Added},     {DiffTopic::Casualties, DiffChange::Added},
        {DiffTopic::Victory, DiffChange::Added},   {DiffTopic::Options, DiffChange::Added}};
    EXPECT_EQ(seen, expected);
    EXPECT_EQ(find_item(*diff, DiffTopic::Turns, "end-turn")->after.substr(0, 2), "6 ");
    EXPECT_EQ(find_item(*diff, DiffTopic::Options, "sudden-death")->subject, "Sudden death") << "the option by its name";
    EXPECT_EQ(find_item(*diff, DiffTopic::Victory, "sudden-death")->after, "confederate: twice the VP");
    EXPECT_EQ(find_item(*diff, DiffTopic::Setup, "u-b")->subject, "Unit u-b") << "leaving the order of battle leaves the setup";
}

TEST(ScenarioDiff, TheOtherWayRoundAddsWhatWasRemoved) {
    Book book = test::small_book_with_variant();
    variant_of(book).changes.remove_placements.push_back("u-b");
    const auto diff = diff_scenarios(book, "s1", "v1");
    ASSERT_TRUE(diff) << diff.error();
    ASSERT_EQ(diff->items.size(), 1U);
    EXPECT_EQ(diff->items[0].change, DiffChange::Added);
    EXPECT_EQ(diff->items[0].after, "hex C3, reduced");
}

TEST(ScenarioDiff, AScenarioThatDoesNotResolveIsAnError) {
    const Book book = test::small_book_with_variant();
    const auto diff = diff_scenarios(book, "nope", "s1");
    EXPECT_FALSE(diff);
    EXPECT_EQ(diff.error(), "no scenario with id \"nope\"");
    EXPECT_FALSE(diff.has_value()) << "no items then";
}

}  // namespace
}  // namespace sandtable

namespace sandtable {
namespace {

// A book of each ruleset, as File > New makes it, with two units of its first side, a scenario
// that sets one up and a variant that reassigns it, brings the other with it and adds a chit.
TEST(ScenarioDiffOfEveryRuleset, AVariantsReassignmentArrivalWithAUnitAndChitAreListed) {
    for (const RulesetDefinition& ruleset : all_rulesets()) {
        Book book = new_book(ruleset, ruleset.map_kinds.front());
        ASSERT_FALSE(book.forces.sides.empty()) << ruleset.id;
        const std::string side = book.forces.sides.front().id;
        const std::string formation_type = ruleset.unit_schema.formation_types.front();
        const std::string unit_type = ruleset.unit_schema.unit_types.front();
        for (const char* id : {"f-1", "f-2"}) {
            ForceNode formation;
            formation.id = id;
            formation.kind = ForceNodeKind::Formation;
            formation.type = formation_type;
            formation.name = std::string("Formation ") + id;
            book.forces.side(side)->nodes.push_back(formation);
        }
        for (const char* id : {"u-1", "u-2"}) {
            ForceNode unit;
            unit.id = id;
            unit.kind = ForceNodeKind::Unit;
            unit.type = unit_type;
            unit.parent = "f-1";
            unit.name = std::string("Unit ") + id;
            book.forces.side(side)->nodes.push_back(unit);
        }
        Scenario base;
        base.id = "base";
        base.name = "Base";
        base.setup = {{"u-1", {LocationKind::Area, "somewhere"}, UnitState::Full}};
        Scenario variant;
        variant.id = "variant";
        variant.name = "Variant";
        variant.extends = "base";
        variant.changes.reassign = {{"u-1", "f-2"}};
        variant.changes.set_schedule = {{"r1", 1, {LocationKind::With, "u-1"}, {"u-2"}, {}, "", false}};
        variant.changes.add_chits = {Chit{side, "I"}};
        book.scenarios = {base, variant};

        const auto diff = diff_scenarios(book, "variant", "base");
        ASSERT_TRUE(diff) << ruleset.id << ": " << diff.error();
        std::vector<std::string> listed;
        for (const auto& item : diff->items) listed.push_back(fmt::format("{} {} {}", to_string(item.topic), to_string(item.change), item.key));
        EXPECT_EQ(listed, (std::vector<std::string>{"schedule added r1", "assignments changed u-1", "chits added " + side + ":I"}))
            << ruleset.id;
        EXPECT_EQ(diff->items[1].after, "under Formation f-2") << ruleset.id;
        EXPECT_NE(diff->items[0].after.find("with Unit u-1"), std::string::npos) << ruleset.id << ": " << diff->items[0].after;
    }
}

}  // namespace
}  // namespace sandtable
