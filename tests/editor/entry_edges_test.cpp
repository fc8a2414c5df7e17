// Entry edges from the hex menu: a border hex offers Add to Entry Edge (an existing edge or a new
// one), an entry hex offers Remove from Entry Edge, Rename Entry Edge and Delete Entry Edge; each is
// one undo step, only border hexes become entry hexes, and an edge that arrivals enter by stays.
#include "editor/editor_window_fixture.hpp"
#include "editor/canvas/hex_menu.hpp"
#include "model/commands/edge_commands.hpp"
#include "model/commands/named_place_commands.hpp"

#include <wx/menu.h>

namespace sandtable::editor {
namespace {

class EntryEdgesInEditor : public EditorWindow {
protected:
    [[nodiscard]] const GameMap& map() const { return *frame_->canvas()->shown_map(); }
    [[nodiscard]] HexCoord hex(const std::string& label) const { return *map().hex.find_label(label); }
    [[nodiscard]] const MapEdge* edge(const std::string& id) const {
        for (const MapEdge& e : map().hex.edges) {
            if (e.id == id) return &e;
        }
        return nullptr;
    }
    CommandStack& commands() { return frame_->document()->commands(); }
    Document& document() { return *frame_->document(); }
};

TEST_F(EntryEdgesInEditor, OnlyHexesWithANeighbourOffTheMapAreBorderHexes) {
    EXPECT_TRUE(is_border_hex(map().hex, hex("A8")));
    EXPECT_TRUE(is_border_hex(map().hex, hex("T3")));
    EXPECT_TRUE(is_border_hex(map().hex, hex("H1")));
    EXPECT_TRUE(is_border_hex(map().hex, hex("H15")));
    EXPECT_FALSE(is_border_hex(map().hex, hex("H8")));
    EXPECT_FALSE(is_border_hex(map().hex, hex("B8")));
    EXPECT_FALSE(is_border_hex(map().hex, {-60, -60}));
}

TEST_F(EntryEdgesInEditor, TheMenuOffersEntryEdgesOnBorderHexesOnly) {
    const auto border = make_hex_menu(frame_, document(), map().id, hex("A5"));
    EXPECT_NE(border->FindItem("Add to Entry Edge"), wxNOT_FOUND);
    EXPECT_NE(border->FindItem("New Entry Edge..."), wxNOT_FOUND);
    EXPECT_NE(border->FindItem("West edge"), wxNOT_FOUND);
    EXPECT_EQ(border->FindItem("Remove from Entry Edge"), wxNOT_FOUND);
    const auto inland = make_hex_menu(frame_, document(), map().id, hex("H8"));
    EXPECT_EQ(inland->FindItem("Add to Entry Edge"), wxNOT_FOUND);
    const auto entry = make_hex_menu(frame_, document(), map().id, hex("T3"));
    EXPECT_NE(entry->FindItem("Remove from Entry Edge"), wxNOT_FOUND);
    EXPECT_NE(entry->FindItem("Rename Entry Edge..."), wxNOT_FOUND);
    EXPECT_NE(entry->FindItem("Delete Entry Edge"), wxNOT_FOUND);
    EXPECT_EQ(entry->FindItem("West edge"), wxNOT_FOUND);  // not offered again to a hex it holds
}

TEST_F(EntryEdgesInEditor, ANewEdgeAndItsEntryHexesAreOneUndoStepEach) {
    const std::vector<MapEdge> before = map().hex.edges;
    EXPECT_TRUE(created(make_new_entry_edge(open_book(), map().id, "North", hex("H8"))).empty());
    EXPECT_TRUE(created(make_new_entry_edge(open_book(), map().id, "  ", hex("H1"))).empty());
    const std::string id = created(make_new_entry_edge(open_book(), map().id, " North ", hex("H1")));
    ASSERT_FALSE(id.empty());
    ASSERT_NE(edge(id), nullptr);
    EXPECT_EQ(edge(id)->name, "North");
    EXPECT_EQ(edge(id)->entry_hexes, std::vector<HexCoord>{hex("H1")});
    EXPECT_EQ(commands().undo_name(), "New Entry Edge North");

    ASSERT_TRUE(ran(make_add_hex_to_entry_edge(open_book(), map().id, id, hex("I1"))));
    EXPECT_EQ(edge(id)->entry_hexes, (std::vector<HexCoord>{hex("H1"), hex("I1")}));
    EXPECT_EQ(commands().undo_name(), "Add I1 to Entry Edge North");
    EXPECT_FALSE(ran(make_add_hex_to_entry_edge(open_book(), map().id, id, hex("I1"))));
    EXPECT_FALSE(ran(make_add_hex_to_entry_edge(open_book(), map().id, id, hex("I8"))));

    ASSERT_TRUE(ran(make_remove_hex_from_entry_edge(open_book(), map().id, id, hex("H1"))));
    EXPECT_EQ(edge(id)->entry_hexes, std::vector<HexCoord>{hex("I1")});
    EXPECT_EQ(commands().undo_name(), "Remove H1 from Entry Edge North");
    EXPECT_FALSE(ran(make_remove_hex_from_entry_edge(open_book(), map().id, id, hex("H1"))));

    ASSERT_TRUE(commands().undo());
    ASSERT_TRUE(commands().undo());
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.edges, before);
}

TEST_F(EntryEdgesInEditor, RenamingAndDeletingAnEdgeAreOneUndoStepEachAndAnEdgeArrivalsUseStays) {
    const std::vector<MapEdge> before = map().hex.edges;
    ASSERT_TRUE(ran(make_rename_entry_edge(open_book(), map().id, "edge-west", "Chambersburg Pike")));
    EXPECT_EQ(edge("edge-west")->name, "Chambersburg Pike");
    EXPECT_EQ(edge("edge-west")->entry_hexes, before[1].entry_hexes);
    EXPECT_EQ(commands().undo_name(), "Rename Entry Edge Chambersburg Pike");
    EXPECT_FALSE(ran(make_rename_entry_edge(open_book(), map().id, "edge-west", "")));
    ASSERT_TRUE(commands().undo());

    const std::size_t steps = commands().size();
    const std::string refused = problem_of(make_delete_entry_edge(open_book(), map().id, "edge-west"));
    EXPECT_NE(refused.find("1 arrival"), std::string::npos) << refused;
    EXPECT_EQ(commands().size(), steps);
    EXPECT_EQ(map().hex.edges, before);

    EXPECT_EQ(problem_of(make_delete_entry_edge(open_book(), map().id, "edge-a8")), "");
    EXPECT_EQ(edge("edge-a8"), nullptr);
    EXPECT_EQ(commands().undo_name(), "Delete Entry Edge Entry hex A8");
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.edges, before);
}

}  // namespace
}  // namespace sandtable::editor
