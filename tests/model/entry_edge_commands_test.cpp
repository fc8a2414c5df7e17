// Entry edges of a hex map and their entry hexes, as the hex menu edits them.
#include "model/book.hpp"
#include "model/commands/command_stack.hpp"
#include "model/commands/edge_commands.hpp"
#include "support/edit_round_trip.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::execute_undo_redo;

HexCoord at(const Book& book, const std::string& label) { return *book.map("m")->hex.find_label(label).optional(); }
const std::vector<MapEdge>& edges(const Book& book) { return book.map("m")->hex.edges; }

TEST(EntryEdgeCommands, BorderHexesAreOnTheMapWithANeighbourOffIt) {
    const Book book = test::small_book();
    const HexMap& map = book.map("m")->hex;
    EXPECT_TRUE(is_border_hex(map, at(book, "A1")));
    EXPECT_TRUE(is_border_hex(map, at(book, "F5")));
    EXPECT_TRUE(is_border_hex(map, at(book, "C1")));
    EXPECT_FALSE(is_border_hex(map, at(book, "C3")));
    EXPECT_FALSE(is_border_hex(map, {-60, -60}));
}

TEST(EntryEdgeCommands, ANewEdgeStartsAtABorderHex) {
    Book book = test::small_book();
    Edit edit = make_new_entry_edge(book, "m", " North ", at(book, "C1"));
    ASSERT_TRUE(edit);
    EXPECT_EQ((*edit)->name(), "New Entry Edge North");
    EXPECT_EQ(execute_undo_redo(book, std::move(edit)), "edge-north");
    EXPECT_EQ(edges(book).back(), (MapEdge{"edge-north", "North", {at(book, "C1")}}));
    EXPECT_FALSE(make_new_entry_edge(book, "m", "Inside", at(book, "C3")));
    EXPECT_FALSE(make_new_entry_edge(book, "m", " ", at(book, "C1")));
}

TEST(EntryEdgeCommands, TwoNewEdgesOfOneNameInOneTransactionGetDistinctIds) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    Edit first = make_new_entry_edge(book, "m", "North", at(book, "C1"));
    Edit second = make_new_entry_edge(book, "m", "North", at(book, "D1"));
    const ResolvingCommand* a = first->get();
    const ResolvingCommand* b = second->get();
    stack.begin("Two edges");
    stack.execute(std::move(*first));
    stack.execute(std::move(*second));
    stack.commit();
    EXPECT_EQ(a->created_id(), "edge-north");
    EXPECT_EQ(b->created_id(), "edge-north-2");
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(EntryEdgeCommands, EntryHexesComeAndGoAndComposeInOneTransaction) {
    Book book = test::small_book();
    const Book original = book;
    Edit add_b1 = make_add_hex_to_entry_edge(book, "m", "west", at(book, "B1"));
    Edit add_c1 = make_add_hex_to_entry_edge(book, "m", "west", at(book, "C1"));
    Edit drop_a1 = make_remove_hex_from_entry_edge(book, "m", "west", at(book, "A1"));
    ASSERT_TRUE(add_b1 && add_c1 && drop_a1);
    EXPECT_EQ((*add_b1)->name(), "Add B1 to Entry Edge West");
    EXPECT_EQ((*drop_a1)->name(), "Remove A1 from Entry Edge West");
    CommandStack stack(book);
    auto transaction = std::make_unique<Transaction>("Move the west edge");
    transaction->add(std::move(*add_b1));
    transaction->add(std::move(*add_c1));
    transaction->add(std::move(*drop_a1));
    stack.execute(std::move(transaction));
    EXPECT_EQ(edges(book).at(0).entry_hexes, (std::vector<HexCoord>{at(book, "B1"), at(book, "C1")}));
    stack.undo();
    EXPECT_EQ(book, original);
    EXPECT_FALSE(make_add_hex_to_entry_edge(book, "m", "west", at(book, "A1"))) << "already an entry hex";
    EXPECT_FALSE(make_add_hex_to_entry_edge(book, "m", "west", at(book, "C3"))) << "not on the border";
    EXPECT_FALSE(make_remove_hex_from_entry_edge(book, "m", "west", at(book, "C1")));
    execute_undo_redo(book, make_remove_hex_from_entry_edge(book, "m", "west", at(book, "A1")));
    EXPECT_TRUE(edges(book).at(0).entry_hexes.empty()) << "the edge stays without hexes";
}

TEST(EntryEdgeCommands, RenameAnEdge) {
    Book book = test::small_book();
    Edit rename = make_rename_entry_edge(book, "m", "west", " Chambersburg Pike ");
    ASSERT_TRUE(rename);
    EXPECT_EQ((*rename)->name(), "Rename Entry Edge Chambersburg Pike");
    execute_undo_redo(book, std::move(rename));
    EXPECT_EQ(edges(book).at(0).name, "Chambersburg Pike");
    EXPECT_FALSE(make_rename_entry_edge(book, "m", "west", "Chambersburg Pike"));
    EXPECT_FALSE(make_rename_entry_edge(book, "m", "west", ""));
}

TEST(EntryEdgeCommands, AnEdgeThatArrivalsEnterByIsNotDeleted) {
    Book book = test::small_book();
    EXPECT_EQ(make_delete_entry_edge(book, "m", "west").error(),
              "West was not deleted: 1 arrival of the scenarios enter by it. Move them to another edge or hex first.");
    book.scenario("s1")->schedule.clear();
    Edit remove = make_delete_entry_edge(book, "m", "west");
    ASSERT_TRUE(remove);
    EXPECT_EQ((*remove)->name(), "Delete Entry Edge West");
    execute_undo_redo(book, std::move(remove));
    EXPECT_TRUE(edges(book).empty());
    EXPECT_EQ(make_delete_entry_edge(book, "m", "west").error(), "Map 'm' has no entry edge 'west'.");
}

}  // namespace
}  // namespace sandtable
