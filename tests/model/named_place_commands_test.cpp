// Named places and objectives of a hex map, as the hex menu edits them.
#include "model/book.hpp"
#include "model/commands/command_stack.hpp"
#include "model/commands/named_place_commands.hpp"
#include "support/book_builder.hpp"
#include "support/edit_round_trip.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::execute_undo_redo;

HexCoord at(const Book& book, const std::string& label) { return *book.map("m")->hex.find_label(label).optional(); }
const HexMap& hexes(const Book& book) { return book.map("m")->hex; }

// small_book() with objective "obj" (2 VP) at B2 and C2, and place "farm" at D4.
Book book_with_places() {
    return test::BookBuilder(test::small_book()).objective("obj", "Ridge", {"B2", "C2"}, 2).place("farm", "Farm", "D4").build();
}

TEST(PlaceEditCommands, ANewPlaceTakesItsTrimmedNameAndAnIdFromIt) {
    Book book = test::small_book();
    Edit edit = make_new_named_place(book, "m", at(book, "C3"), "  Herr's Tavern ");
    ASSERT_TRUE(edit);
    EXPECT_EQ((*edit)->name(), "Add Place Herr's Tavern");
    EXPECT_EQ(execute_undo_redo(book, std::move(edit)), "herr-s-tavern");
    ASSERT_EQ(hexes(book).places.size(), 1U);
    EXPECT_EQ(hexes(book).places[0], (NamedPlace{"herr-s-tavern", "Herr's Tavern", at(book, "C3")}));
}

TEST(PlaceEditCommands, TwoNewPlacesOfOneNameInOneTransactionGetDistinctIds) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    Edit first = make_new_named_place(book, "m", at(book, "C3"), "Mill");
    Edit second = make_new_named_place(book, "m", at(book, "D3"), "Mill");
    auto transaction = std::make_unique<Transaction>("Two mills");
    transaction->add(std::move(*first));
    transaction->add(std::move(*second));
    stack.execute(std::move(transaction));
    ASSERT_EQ(hexes(book).places.size(), 2U);
    EXPECT_EQ(hexes(book).places[0].id, "mill");
    EXPECT_EQ(hexes(book).places[1].id, "mill-2");
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(PlaceEditCommands, PlacesAreRefusedWithABlankNameOffTheMapOrOnAnotherMap) {
    const Book book = test::small_book();
    EXPECT_EQ(make_new_named_place(book, "m", at(book, "C3"), "  ").error(), "Give it a name.");
    EXPECT_FALSE(make_new_named_place(book, "m", {-60, -60}, "Nowhere"));
    EXPECT_EQ(make_new_named_place(book, "nope", at(book, "C3"), "X").error(), "Map 'nope' is not a hex grid.");
}

TEST(PlaceEditCommands, RenameAndRemoveAPlace) {
    Book book = book_with_places();
    execute_undo_redo(book, make_rename_named_place(book, "m", "farm", " Rose Farm "));
    EXPECT_EQ(hexes(book).places[0].name, "Rose Farm");
    EXPECT_FALSE(make_rename_named_place(book, "m", "farm", "Rose Farm")) << "unchanged";
    EXPECT_FALSE(make_rename_named_place(book, "m", "farm", " "));
    EXPECT_FALSE(make_rename_named_place(book, "m", "nope", "X"));
    Edit remove = make_remove_named_place(book, "m", "farm");
    ASSERT_TRUE(remove);
    EXPECT_EQ((*remove)->name(), "Delete Place Rose Farm");
    execute_undo_redo(book, std::move(remove));
    EXPECT_TRUE(hexes(book).places.empty());
    EXPECT_FALSE(make_remove_named_place(book, "m", "farm"));
}

TEST(PlaceEditCommands, ANewObjectiveHasOneHexAndItsVp) {
    Book book = test::small_book();
    Edit edit = make_new_objective(book, "m", at(book, "D4"), "Seminary", 3);
    ASSERT_TRUE(edit);
    EXPECT_EQ((*edit)->name(), "Make Objective Seminary (3 VP)");
    EXPECT_EQ(execute_undo_redo(book, std::move(edit)), "seminary");
    EXPECT_EQ(hexes(book).objectives.at(0), (HexObjective{"seminary", "Seminary", {at(book, "D4")}, 3, {}}));
    EXPECT_FALSE(make_new_objective(book, "m", at(book, "D4"), "Seminary", -1));
}

TEST(PlaceEditCommands, ANewObjectiveMayBeScoredByOneSide) {
    Book book = book_with_places();
    Edit edit = make_new_objective(book, "m", at(book, "D4"), ObjectiveFields{" Seminary ", 3, "union"});
    ASSERT_TRUE(edit);
    EXPECT_EQ((*edit)->name(), "Make Objective Seminary (3 VP)");
    EXPECT_EQ(execute_undo_redo(book, std::move(edit)), "seminary");
    EXPECT_EQ(hexes(book).objectives.back(), (HexObjective{"seminary", "Seminary", {at(book, "D4")}, 3, "union"}));
    EXPECT_EQ(make_new_objective(book, "m", at(book, "D4"), ObjectiveFields{"Mill", 1, "nope"}).error(), "The book has no side 'nope'.");
    EXPECT_EQ(make_new_objective(book, "m", at(book, "D4"), ObjectiveFields{"  ", 1, {}}).error(), "Give it a name.");
}

TEST(PlaceEditCommands, SetObjectiveChangesNameVpAndSideOrIsRefused) {
    Book book = book_with_places();
    Edit edit = make_set_objective(book, "m", "obj", {" Ridge top ", 4, "union"});
    ASSERT_TRUE(edit);
    EXPECT_EQ((*edit)->name(), "Edit Objective Ridge top (4 VP)");
    execute_undo_redo(book, std::move(edit));
    const HexObjective& objective = hexes(book).objectives.at(0);
    EXPECT_EQ(objective.name, "Ridge top");
    EXPECT_EQ(objective.vp, 4);
    EXPECT_EQ(objective.side, "union");
    EXPECT_EQ(make_set_objective(book, "m", "obj", {"Ridge top", 4, "union"}).error(), "Nothing changes.");
    EXPECT_EQ(make_set_objective(book, "m", "obj", {"Ridge", 4, "nope"}).error(), "The book has no side 'nope'.");
    EXPECT_FALSE(make_set_objective(book, "m", "obj", {"Ridge", -1, {}}));
    EXPECT_FALSE(make_set_objective(book, "m", "obj", {"", 1, {}}));
}

TEST(PlaceEditCommands, HexesOfAnObjectiveComposeInOneTransaction) {
    Book book = book_with_places();
    const Book original = book;
    CommandStack stack(book);
    Edit add_d2 = make_add_hex_to_objective(book, "m", "obj", at(book, "D2"));
    Edit add_e2 = make_add_hex_to_objective(book, "m", "obj", at(book, "E2"));
    Edit drop_b2 = make_remove_hex_from_objective(book, "m", "obj", at(book, "B2"));
    ASSERT_TRUE(add_d2 && add_e2 && drop_b2);
    EXPECT_EQ((*add_d2)->name(), "Add D2 to Objective Ridge");
    EXPECT_EQ((*drop_b2)->name(), "Remove B2 from Objective Ridge");
    auto transaction = std::make_unique<Transaction>("Reshape the ridge");
    transaction->add(std::move(*add_d2));
    transaction->add(std::move(*add_e2));
    transaction->add(std::move(*drop_b2));
    stack.execute(std::move(transaction));
    EXPECT_EQ(hexes(book).objectives.at(0).hexes, (std::vector<HexCoord>{at(book, "C2"), at(book, "D2"), at(book, "E2")}));
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(PlaceEditCommands, AnObjectiveKeepsItsLastHexAndTakesEachHexOnce) {
    Book book = book_with_places();
    EXPECT_FALSE(make_add_hex_to_objective(book, "m", "obj", at(book, "B2"))) << "already one of its hexes";
    EXPECT_FALSE(make_add_hex_to_objective(book, "m", "obj", {-60, -60}));
    EXPECT_FALSE(make_remove_hex_from_objective(book, "m", "obj", at(book, "D4"))) << "not one of its hexes";
    execute_undo_redo(book, make_remove_hex_from_objective(book, "m", "obj", at(book, "B2")));
    EXPECT_NE(make_remove_hex_from_objective(book, "m", "obj", at(book, "C2")).error().find("last hex"), std::string::npos);
}

TEST(PlaceEditCommands, RemoveAnObjective) {
    Book book = book_with_places();
    Edit remove = make_remove_objective(book, "m", "obj");
    ASSERT_TRUE(remove);
    EXPECT_EQ((*remove)->name(), "Delete Objective Ridge");
    execute_undo_redo(book, std::move(remove));
    EXPECT_TRUE(hexes(book).objectives.empty());
    EXPECT_FALSE(make_remove_objective(book, "m", "obj"));
}

}  // namespace
}  // namespace sandtable
