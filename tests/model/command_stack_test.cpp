#include "model/commands/change_value.hpp"
#include "model/commands/command_stack.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/hex_commands.hpp"
#include "model/commands/scenario_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

std::unique_ptr<Command> set_title(std::string title) {
    return std::make_unique<ChangeValue<std::string>>("Rename book", [](Book& b) { return &b.metadata.title; }, std::move(title));
}

TEST(CommandStack, ExecuteUndoRedoRestoreExactState) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    stack.execute(set_title("Renamed"));
    EXPECT_EQ(book.metadata.title, "Renamed");
    EXPECT_TRUE(stack.can_undo());
    EXPECT_EQ(stack.undo_name(), "Rename book");
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
    EXPECT_EQ(stack.redo_name(), "Rename book");
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(book.metadata.title, "Renamed");
    EXPECT_FALSE(stack.redo());
}

TEST(CommandStack, TransactionIsOneUndoStepWithItsName) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    stack.begin("Move Heth to P3");
    stack.execute(make_set_placement("s1", Placement{"c-a", {LocationKind::Hex, "D4"}, UnitState::Full}));
    stack.execute(make_set_attribute("c-a", "combat", AttributeValue{std::int64_t{7}}));
    EXPECT_FALSE(stack.can_undo());  // not while a transaction is open
    stack.commit();
    EXPECT_EQ(stack.size(), 1U);
    EXPECT_EQ(stack.undo_name(), "Move Heth to P3");
    EXPECT_EQ(book.scenario("s1")->placement("c-a")->location.ref, "D4");
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(CommandStack, RollbackRevertsAndLeavesNoStep) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    stack.begin("Abandoned");
    stack.execute(set_title("x"));
    stack.execute(make_remove_force_node(book.forces, "u-1"));
    stack.rollback();
    EXPECT_EQ(book, original);
    EXPECT_EQ(stack.size(), 0U);
    stack.begin("Empty");
    stack.commit();
    EXPECT_EQ(stack.size(), 0U);
}

TEST(CommandStack, CleanMarkerFollowsUndoAndIsLostWhenHistoryBranches) {
    Book book = test::small_book();
    CommandStack stack(book);
    EXPECT_TRUE(stack.is_clean());
    stack.execute(set_title("a"));
    EXPECT_FALSE(stack.is_clean());
    stack.set_clean();
    stack.execute(set_title("b"));
    EXPECT_FALSE(stack.is_clean());
    stack.undo();
    EXPECT_TRUE(stack.is_clean());
    stack.undo();
    EXPECT_FALSE(stack.is_clean());
    stack.execute(set_title("c"));  // the clean state was on the discarded branch
    EXPECT_FALSE(stack.is_clean());
    stack.undo();
    EXPECT_FALSE(stack.is_clean());
}

TEST(CommandStack, NotifiesListenersUntilUnsubscribed) {
    Book book = test::small_book();
    CommandStack stack(book);
    std::vector<std::string> seen;
    const auto id = stack.subscribe([&](const ChangeEvent& e) {
        seen.push_back(std::to_string(static_cast<int>(e.reason)) + ":" + e.name);
    });
    stack.execute(set_title("a"));
    stack.undo();
    stack.redo();
    stack.set_clean();
    stack.unsubscribe(id);
    stack.execute(set_title("b"));
    EXPECT_EQ(seen, (std::vector<std::string>{"0:Rename book", "1:Rename book", "2:Rename book", "3:"}));
}

TEST(ForceCommands, AddRemoveMoveAreUndoable) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    stack.execute(make_add_force_node("union", test::unit_node("u-c", "u-1")));
    EXPECT_EQ(book.forces.find("u-c")->index, 3U);
    stack.execute(make_remove_force_node(book.forces, "u-1"));
    EXPECT_EQ(book.forces.node("u-a"), nullptr);
    stack.undo();
    EXPECT_NE(book.forces.node("u-a"), nullptr);
    stack.execute(make_move_force_node(book.forces, "u-a", ""));
    EXPECT_EQ(book.forces.node("u-a")->parent, "");
    stack.undo();
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(ForceCommands, SetAttributeRestoresAbsentValue) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    stack.execute(make_set_attribute("u-a", "combat-reduced", AttributeValue{BlankValue{}}));
    EXPECT_EQ(book.forces.node("u-a")->attributes.count("combat-reduced"), 1U);
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(ScenarioCommands, PlacementAndScenarioEditsAreUndoable) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    auto move = make_set_placement("s1", Placement{"u-a", {LocationKind::Hex, "F5"}, UnitState::Full}, "Heth");
    EXPECT_EQ(move->name(), "Move Heth to F5");
    stack.execute(std::move(move));
    stack.execute(make_remove_placement("s1", "u-b"));
    Scenario extra;
    extra.id = "s2";
    extra.name = "Second";
    stack.execute(make_add_scenario(extra));
    stack.execute(make_remove_scenario("s1"));
    EXPECT_EQ(book.scenarios.size(), 1U);
    while (stack.undo()) {
    }
    EXPECT_EQ(book, original);
}

TEST(HexCommands, TerrainAndHexsideEditsAreUndoable) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    const HexCoord b2 = book.map("m")->hex.find_label("B2").value();
    stack.execute(make_set_hex_terrain("m", b2, 0b110, "B2"));
    EXPECT_TRUE(book.map("m")->hex.has_terrain(b2, "woods"));
    EXPECT_TRUE(book.map("m")->hex.has_terrain(b2, "hill"));
    stack.execute(make_set_hexside_features("m", hexside(b2, 2), 0b1));
    EXPECT_EQ(book.map("m")->hex.hexside_features_at(hexside(b2, 2)), std::vector<std::string>{"stream"});
    stack.undo();
    stack.undo();
    EXPECT_EQ(book, original);
}

}  // namespace
}  // namespace sandtable
