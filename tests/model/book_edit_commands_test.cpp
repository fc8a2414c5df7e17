// The structural edits of a book: scenarios, variants, units and formations, the clipboard, and
// drag and drop in the forces tree.
#include "model/commands/command_stack.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/force_edit_targets.hpp"
#include "model/commands/scenario_commands.hpp"
#include "support/edit_round_trip.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::execute_undo_redo;

std::vector<std::string> node_ids(const Book& book, const std::string& side) {
    std::vector<std::string> ids;
    for (const auto& node : book.forces.side(side)->nodes) ids.push_back(node.id);
    return ids;
}

TEST(BookEditCommands, ANewScenarioCoversTheTurnTrackOnTheFirstMap) {
    Book book = test::small_book();
    const std::string id = execute_undo_redo(book, make_new_scenario());
    EXPECT_EQ(id, "scenario");
    const Scenario* scenario = book.scenario(id);
    ASSERT_NE(scenario, nullptr);
    EXPECT_EQ(scenario->name, "New scenario");
    EXPECT_EQ(scenario->map, "m");
    EXPECT_EQ(scenario->start_turn, 1);
    EXPECT_EQ(scenario->end_turn, book.turn_count());
}

TEST(BookEditCommands, TwoNewScenariosInOneTransactionGetDistinctIdsAndUndoTogether) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    auto first = make_new_scenario();
    auto second = make_new_scenario();
    const ResolvingCommand* a = first.get();
    const ResolvingCommand* b = second.get();
    stack.begin("Two scenarios");
    stack.execute(std::move(first));
    stack.execute(std::move(second));
    stack.commit();
    EXPECT_EQ(a->created_id(), "scenario");
    EXPECT_EQ(b->created_id(), "scenario-2");
    EXPECT_NE(book.scenario("scenario-2"), nullptr);
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
}

TEST(BookEditCommands, AVariantExtendsItsBaseAndIsRefusedWithoutOne) {
    Book book = test::small_book();
    Edit variant = make_new_variant(book, "s1");
    ASSERT_TRUE(variant);
    EXPECT_EQ((*variant)->name(), "Add scenario First (variant)");
    const std::string id = execute_undo_redo(book, std::move(*variant));
    EXPECT_EQ(id, "s1-variant");
    EXPECT_EQ(book.scenario(id)->extends, "s1");
    const Edit none = make_new_variant(book, "nope");
    EXPECT_FALSE(none);
    EXPECT_EQ(none.error(), "There is no scenario 'nope'.");
}

TEST(BookEditCommands, ADuplicateCopiesTheScenarioUnderAFreshId) {
    Book book = test::small_book();
    Edit copy = make_duplicate_scenario(book, "s1");
    ASSERT_TRUE(copy);
    const std::string id = execute_undo_redo(book, std::move(*copy));
    EXPECT_EQ(id, "s1-copy");
    EXPECT_EQ(book.scenario(id)->name, "First (copy)");
    EXPECT_EQ(book.scenario(id)->setup, book.scenario("s1")->setup);
    EXPECT_FALSE(make_duplicate_scenario(book, "nope"));
}

TEST(BookEditCommands, ScenarioFieldsChangeAndUndo) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    stack.execute(make_rename_scenario("s1", "Renamed"));
    stack.execute(make_set_scenario_turns("s1", 2, 5));
    stack.execute(make_set_scenario_map("s1", "other"));
    stack.execute(make_set_scenario_description("s1", "About"));
    stack.execute(make_set_scenario_units("s1", std::vector<std::string>{"u-a"}));
    stack.execute(make_set_scenario_casualties("s1", {"u-b"}));
    const Scenario& s = *book.scenario("s1");
    EXPECT_EQ(s.name, "Renamed");
    EXPECT_EQ(s.start_turn, 2);
    EXPECT_EQ(s.end_turn, 5);
    EXPECT_EQ(s.map, "other");
    EXPECT_EQ(s.description, "About");
    EXPECT_EQ(s.units, std::vector<std::string>{"u-a"});
    EXPECT_EQ(s.casualties, std::vector<std::string>{"u-b"});
    while (stack.can_undo()) stack.undo();
    EXPECT_EQ(book, original);
}

TEST(BookEditCommands, ANewNodeGoesUnderTheFormationOrAtTheTopOfTheSide) {
    Book book = test::small_book();
    Edit unit = make_new_force_node(book, "u-1", ForceNodeKind::Unit, "infantry");
    ASSERT_TRUE(unit);
    const std::string id = execute_undo_redo(book, std::move(unit));
    EXPECT_EQ(id, "union-unit");
    EXPECT_EQ(book.forces.node(id)->parent, "u-1");
    EXPECT_EQ(book.forces.node(id)->name, "New unit");
    Edit formation = make_new_force_node(book, "confederate", ForceNodeKind::Formation, "division");
    ASSERT_TRUE(formation);
    const std::string top = execute_undo_redo(book, std::move(*formation));
    EXPECT_EQ(top, "confederate-formation");
    EXPECT_TRUE(book.forces.node(top)->parent.empty());
    EXPECT_FALSE(make_new_force_node(book, "u-a", ForceNodeKind::Unit, "infantry")) << "a unit holds no units";
    EXPECT_FALSE(make_new_force_node(book, "nope", ForceNodeKind::Unit, "infantry"));
}

TEST(BookEditCommands, WhereANewNodeGoesFollowsTheSelection) {
    const Book book = test::small_book();
    EXPECT_EQ(new_node_parent(book.forces, "u-1"), "u-1");
    EXPECT_EQ(new_node_parent(book.forces, "u-a"), "u-1") << "beside a selected unit";
    EXPECT_EQ(new_node_parent(book.forces, "c-a"), "confederate") << "a top-level unit's side";
    EXPECT_EQ(new_node_parent(book.forces, ""), "union") << "the first side";
    EXPECT_EQ(new_node_parent(Forces{}, ""), "");
}

TEST(BookEditCommands, APasteGivesFreshIdsToNodesTheBookStillHas) {
    Book book = test::small_book();
    Edit paste = make_paste_subtree(book, copy_subtree(book.forces, "u-1"), "union");
    ASSERT_TRUE(paste);
    EXPECT_EQ((*paste)->name(), "Paste I Corps");
    const std::string id = execute_undo_redo(book, std::move(*paste));
    EXPECT_EQ(id, "u-1-copy");
    EXPECT_EQ(node_ids(book, "union"), (std::vector<std::string>{"u-1", "u-a", "u-b", "u-1-copy", "u-a-copy", "u-b-copy"}));
    EXPECT_EQ(book.forces.node("u-a-copy")->parent, "u-1-copy");
}

TEST(BookEditCommands, APasteAfterACutKeepsTheIds) {
    Book book = test::small_book();
    const auto clipboard = copy_subtree(book.forces, "c-a");
    CommandStack stack(book);
    stack.execute(std::move(*make_remove_force_nodes(book, {"c-a"})));
    Edit paste = make_paste_subtree(book, clipboard, "u-1");
    ASSERT_TRUE(paste);
    const ResolvingCommand* pasted = paste->get();
    stack.execute(std::move(*paste));
    EXPECT_EQ(pasted->created_id(), "c-a");
    EXPECT_EQ(book.forces.node("c-a")->parent, "u-1");
}

TEST(BookEditCommands, TwoPastesInOneTransactionGetDistinctIds) {
    Book book = test::small_book();
    const Book original = book;
    const auto clipboard = copy_subtree(book.forces, "u-1");
    Edit first = make_paste_subtree(book, clipboard, "union");
    Edit second = make_paste_subtree(book, clipboard, "union");
    ASSERT_TRUE(first && second);
    const ResolvingCommand* a = first->get();
    const ResolvingCommand* b = second->get();
    auto transaction = std::make_unique<Transaction>("Paste twice");
    transaction->add(std::move(*first));
    transaction->add(std::move(*second));
    CommandStack stack(book);
    stack.execute(std::move(transaction));
    EXPECT_EQ(a->created_id(), "u-1-copy");
    EXPECT_EQ(b->created_id(), "u-1-copy-2");
    EXPECT_EQ(book.forces.node("u-a-copy-2")->parent, "u-1-copy-2");
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
}

TEST(BookEditCommands, APasteIsRefusedIntoAUnitOrWithNothingToPaste) {
    const Book book = test::small_book();
    EXPECT_EQ(make_paste_subtree(book, {}, "union").error(), "There is nothing to paste.");
    EXPECT_FALSE(make_paste_subtree(book, copy_subtree(book.forces, "c-a"), "u-a"));
}

TEST(BookEditCommands, ADuplicateGoesBesideTheOriginal) {
    Book book = test::small_book();
    Edit duplicate = make_duplicate_force_node(book, "c-a");
    ASSERT_TRUE(duplicate);
    EXPECT_EQ((*duplicate)->name(), "Duplicate Unit c-a");
    const std::string id = execute_undo_redo(book, std::move(*duplicate));
    EXPECT_EQ(id, "c-a-copy");
    EXPECT_EQ(book.forces.node(id)->name, "Unit c-a (copy)");
    EXPECT_EQ(node_ids(book, "confederate"), (std::vector<std::string>{"c-a", "c-b", "c-a-copy"}));
    EXPECT_FALSE(make_duplicate_force_node(book, "nope"));
}

TEST(BookEditCommands, DeletingASelectionTakesTheTopmostNodesWithTheirSubtrees) {
    Book book = test::small_book();
    EXPECT_EQ(topmost_nodes(book.forces, {"u-a", "u-1", "c-b"}), (std::vector<std::string>{"u-1", "c-b"}));
    Edit remove = make_remove_force_nodes(book, {"u-a", "u-1", "c-b"});
    ASSERT_TRUE(remove);
    EXPECT_EQ((*remove)->name(), "Delete 2 units and formations");
    execute_undo_redo(book, std::move(*remove));
    EXPECT_TRUE(node_ids(book, "union").empty());
    EXPECT_EQ(node_ids(book, "confederate"), std::vector<std::string>{"c-a"});
    EXPECT_EQ((*make_remove_force_nodes(book, {"c-a"}))->name(), "Delete Unit c-a");
    EXPECT_FALSE(make_remove_force_nodes(book, {}));
}

TEST(BookEditCommands, DropMovesANodeUnderAFormationOrBesideAUnit) {
    Book book = test::small_book();
    Edit onto_formation = make_drop_force_node(book, "c-a", "u-1");
    ASSERT_TRUE(onto_formation) << onto_formation.error();
    execute_undo_redo(book, std::move(*onto_formation));
    EXPECT_EQ(book.forces.node("c-a")->parent, "u-1");
    Edit to_top = make_drop_force_node(book, "u-a", "union");
    ASSERT_TRUE(to_top);
    execute_undo_redo(book, std::move(*to_top));
    EXPECT_TRUE(book.forces.node("u-a")->parent.empty());
    Edit beside = make_drop_force_node(book, "u-a", "u-b");
    ASSERT_TRUE(beside);
    execute_undo_redo(book, std::move(*beside));
    EXPECT_EQ(book.forces.node("u-a")->parent, "u-1");
}

TEST(BookEditCommands, DropIsRefusedWhereNothingMovesOrTheTreeWouldBreak) {
    const Book book = test::small_book();
    EXPECT_FALSE(make_drop_force_node(book, "u-a", "u-a"));
    EXPECT_FALSE(make_drop_force_node(book, "u-a", "u-1")) << "already there";
    EXPECT_FALSE(make_drop_force_node(book, "u-a", "confederate")) << "another side's top";
    EXPECT_FALSE(make_drop_force_node(book, "nope", "u-1"));
}

TEST(BookEditCommands, RenamesOfNodesAndSides) {
    Book book = test::small_book();
    Edit rename = make_rename_force_node(book, "u-a", "Iron Brigade");
    ASSERT_TRUE(rename);
    EXPECT_EQ((*rename)->name(), "Rename Unit u-a to Iron Brigade");
    execute_undo_redo(book, std::move(*rename));
    EXPECT_EQ(book.forces.node("u-a")->name, "Iron Brigade");
    EXPECT_FALSE(make_rename_force_node(book, "u-a", "Iron Brigade")) << "unchanged";
    EXPECT_FALSE(make_rename_force_node(book, "u-a", ""));
    Edit side = make_rename_side(book, "union", "Army of the Potomac");
    ASSERT_TRUE(side);
    execute_undo_redo(book, std::move(*side));
    EXPECT_EQ(book.forces.side("union")->name, "Army of the Potomac");
    EXPECT_FALSE(make_rename_side(book, "nope", "X"));
}

}  // namespace
}  // namespace sandtable
