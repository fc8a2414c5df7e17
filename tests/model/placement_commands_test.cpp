#include "model/commands/command_stack.hpp"
#include "model/commands/placement_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Placement at(std::string unit, std::string hex) { return Placement{std::move(unit), {LocationKind::Hex, std::move(hex)}, UnitState::Full}; }

TEST(PlacementCommands, PlaceUnitSetsTheSetupOfAScenarioAndUndoRestoresIt) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    auto command = make_place_unit(book, "s1", at("c-a", "D4"));
    EXPECT_EQ(command->name(), "Move Unit c-a to D4");
    stack.execute(std::move(command));
    ASSERT_NE(book.scenario("s1")->placement("c-a"), nullptr);
    EXPECT_EQ(book.scenario("s1")->placement("c-a")->location.ref, "D4");
    const Book placed = book;
    stack.undo();
    EXPECT_EQ(book, original);
    stack.redo();
    EXPECT_EQ(book, placed);
}

TEST(PlacementCommands, InAVariantPlacingGoesIntoItsChangesAndTakesBackAnEarlierRemoval) {
    Book book = test::small_book_with_variant();
    book.scenario("v1")->changes.remove_placements = {"u-a"};
    const Book original = book;
    CommandStack stack(book);
    stack.execute(make_place_unit(book, "v1", at("u-a", "E4")));
    const Scenario& variant = *book.scenario("v1");
    EXPECT_TRUE(variant.setup.empty());
    EXPECT_TRUE(variant.changes.remove_placements.empty());
    ASSERT_EQ(variant.changes.set_placements.size(), 1U);
    EXPECT_EQ(variant.changes.set_placements[0], at("u-a", "E4"));
    EXPECT_EQ(book.scenario("s1")->setup, original.scenario("s1")->setup) << "the base scenario stays";
    stack.execute(make_place_unit(book, "v1", at("u-a", "F4")));
    ASSERT_EQ(book.scenario("v1")->changes.set_placements.size(), 1U) << "a second move replaces the first";
    EXPECT_EQ(book.scenario("v1")->changes.set_placements[0].location.ref, "F4");
    stack.undo();
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(PlacementCommands, RemovingFromAScenarioTakesThePlacementOut) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    auto command = make_remove_unit_from_map(book, "s1", "u-b");
    EXPECT_EQ(command->name(), "Remove Unit u-b from the map");
    stack.execute(std::move(command));
    EXPECT_EQ(book.scenario("s1")->placement("u-b"), nullptr);
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(PlacementCommands, TwoRemovalsFromAVariantInOneTransactionBothStayAndUndoTogether) {
    Book book = test::small_book_with_variant();
    book.scenario("v1")->changes.set_placements = {at("u-a", "E4")};
    const Book original = book;
    CommandStack stack(book);
    auto transaction = std::make_unique<Transaction>("Remove 2 units from the map");
    // Both are built against the same book; each works out its change when applied.
    transaction->add(make_remove_unit_from_map(book, "v1", "u-a"));
    transaction->add(make_remove_unit_from_map(book, "v1", "u-b"));
    stack.execute(std::move(transaction));
    const VariantChanges& changes = book.scenario("v1")->changes;
    EXPECT_TRUE(changes.set_placements.empty());
    EXPECT_EQ(changes.remove_placements, (std::vector<std::string>{"u-a", "u-b"}));
    const Book removed = book;
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(book, removed);
}

TEST(PlacementCommands, RemovingAUnitThatIsNotPlacedThrowsWhenApplied) {
    Book book = test::small_book();
    auto command = make_remove_unit_from_map(book, "s1", "c-a");
    EXPECT_THROW(command->apply(book), std::logic_error);
}

TEST(PlacementCommands, ADroppedUnitKeepsItsStateAndAFormationCannotBeDropped) {
    Book book = test::small_book();
    CommandStack stack(book);
    stack.execute(make_drop_unit(book, "s1", "u-b", "E4"));
    EXPECT_EQ(*book.scenario("s1")->placement("u-b"), (Placement{"u-b", {LocationKind::Hex, "E4"}, UnitState::Reduced}));
    stack.execute(make_drop_unit(book, "s1", "c-a", "F4"));  // not in the setup before: full strength
    EXPECT_EQ(book.scenario("s1")->placement("c-a")->state, UnitState::Full);
    EXPECT_EQ(make_drop_unit(book, "s1", "u-1", "F4"), nullptr);
    EXPECT_EQ(make_drop_unit(book, "s1", "nobody", "F4"), nullptr);
}

TEST(PlacementCommands, SeveralUnitsLeaveTheMapInOneStepAndOneUnitIsNamed) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    EXPECT_EQ(make_remove_units_from_map(book, "s1", {}), nullptr);
    EXPECT_EQ(make_remove_units_from_map(book, "s1", {"u-a"})->name(), "Remove Unit u-a from the map");
    auto both = make_remove_units_from_map(book, "s1", {"u-a", "u-b"});
    EXPECT_EQ(both->name(), "Remove 2 units from the map");
    stack.execute(std::move(both));
    EXPECT_TRUE(book.scenario("s1")->setup.empty());
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
}

}  // namespace
}  // namespace sandtable
