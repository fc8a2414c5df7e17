// Undo steps name units, sides, scenarios and schedule entries as a designer knows them: by their
// names as the book holds them, and by id only when an object has no name.
#include "model/commands/command_stack.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/placement_commands.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/commands/schedule_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

const AttributeValue kFour{std::int64_t{4}};

TEST(StepNames, AnAttributeIsNamedByTheRulesetsLabelAndTheUnitsName) {
    Book book = test::small_book();
    CommandStack stack(book);
    stack.execute(make_set_attribute("u-a", "combat", kFour));
    EXPECT_EQ(stack.undo_name(), "Set Combat factor (CF) of Unit u-a");
    stack.execute(make_set_attribute("u-1", "house-rule", kFour));
    EXPECT_EQ(stack.undo_name(), "Set house-rule of I Corps") << "an attribute the unit schema does not define, by its key";
    book.forces.node("u-b")->name.clear();
    stack.execute(make_set_attribute("u-b", "movement", kFour));
    EXPECT_EQ(stack.undo_name(), "Set Movement factor (MF) of u-b") << "a unit without a name, by its id";
}

TEST(StepNames, AnAttributeStepKeepsTheNameTheUnitHadWhenItWasMade) {
    Book book = test::small_book();
    CommandStack stack(book);
    stack.execute(make_set_attribute("u-a", "combat", kFour));
    Edit rename = make_rename_force_node(book, "u-a", "Iron Brigade");
    ASSERT_TRUE(rename);
    stack.execute(std::move(*rename));
    ASSERT_TRUE(stack.undo());
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(stack.redo_name(), "Set Combat factor (CF) of Unit u-a");
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(stack.undo_name(), "Set Combat factor (CF) of Unit u-a");
}

TEST(StepNames, ABookOfAnUnknownRulesetNamesAttributesByKey) {
    Book book = test::small_book();
    book.ruleset = "house-rules";
    CommandStack stack(book);
    stack.execute(make_set_attribute("u-a", "combat", kFour));
    EXPECT_EQ(stack.undo_name(), "Set combat of Unit u-a");
}

TEST(StepNames, ASideIsRenamedFromItsCurrentName) {
    Book book = test::small_book();
    book.forces.side("union")->name = "Union";
    Edit rename = make_rename_side(book, "union", "Army of the Potomac");
    ASSERT_TRUE(rename);
    EXPECT_EQ((*rename)->name(), "Rename side Union to Army of the Potomac");
    book.forces.side("union")->name.clear();
    EXPECT_EQ((*make_rename_side(book, "union", "Federals"))->name(), "Rename side union to Federals");
}

TEST(StepNames, AScenarioIsDeletedByName) {
    Book book = test::small_book();
    CommandStack stack(book);
    stack.execute(make_remove_scenario("s1"));
    EXPECT_EQ(stack.undo_name(), "Delete scenario First");
    ASSERT_TRUE(stack.undo());
    book.scenario("s1")->name.clear();  // what undo put back, as a scenario without a name
    stack.execute(make_remove_scenario("s1"));
    EXPECT_EQ(stack.undo_name(), "Delete scenario s1");
}

TEST(StepNames, PlacementsWithoutADisplayNameNameTheUnit) {
    Book book = test::small_book();
    CommandStack stack(book);
    stack.execute(make_set_placement("s1", Placement{"u-a", {LocationKind::Hex, "F5"}, UnitState::Full}));
    EXPECT_EQ(stack.undo_name(), "Move Unit u-a to F5");
    stack.execute(make_remove_placement("s1", "u-b"));
    EXPECT_EQ(stack.undo_name(), "Remove Unit u-b from the map");
}

TEST(StepNames, UnitsAndFormationsWithoutANameAreNamedByTheirIds) {
    Book book = test::small_book();
    book.forces.node("u-a")->name.clear();
    EXPECT_EQ(make_place_unit(book, "s1", Placement{"u-a", {LocationKind::Hex, "F5"}, UnitState::Full})->name(), "Move u-a to F5");
    EXPECT_EQ(make_remove_unit_from_map(book, "s1", "u-a")->name(), "Remove u-a from the map");
    EXPECT_EQ((*make_remove_force_nodes(book, {"u-a"}))->name(), "Delete u-a");
    EXPECT_EQ((*make_duplicate_force_node(book, "u-a"))->name(), "Duplicate u-a");
    EXPECT_EQ((*make_rename_force_node(book, "u-a", "Iron Brigade"))->name(), "Rename u-a to Iron Brigade");
    EXPECT_EQ((*make_drop_force_node(book, "u-a", "union"))->name(), "Move u-a");
    EXPECT_EQ(make_drop_force_node(book, "u-a", "u-1").error(), "u-a is already there.");
}

TEST(StepNames, ScheduleEntriesAreNamedByTheirUnitsAndTurn) {
    Book book = test::small_book();
    CommandStack stack(book);
    Edit added = make_new_schedule_entry(book, "s1");
    ASSERT_TRUE(added);
    EXPECT_EQ((*added)->name(), "Add reinforcement entry");
    stack.execute(std::move(*added));
    stack.execute(make_delete_schedule_entry("s1", "r1"));
    EXPECT_EQ(stack.undo_name(), "Delete entry for Unit c-a, Unit c-b (turn 2)");
}

}  // namespace
}  // namespace sandtable
