// A hex's context menu on the map: it offers Add Named Place and Make Objective, and each adds to
// the map on show as one undo step; on a hex that holds a place or an objective it offers to
// rename, edit or delete them, and each of those is one undo step too.
#include "editor/editor_window_fixture.hpp"
#include "editor/hex_menu.hpp"
#include "model/commands/edge_commands.hpp"
#include "model/commands/place_commands.hpp"

#include <wx/menu.h>

namespace sandtable::editor {
namespace {

class HexMenuInEditor : public EditorWindow {
protected:
    [[nodiscard]] const GameMap& map() const { return *frame_->canvas()->shown_map(); }
    [[nodiscard]] HexCoord hex(const std::string& label) const { return *map().hex.find_label(label).hex; }
    [[nodiscard]] const NamedPlace* place(const std::string& id) const {
        for (const NamedPlace& p : map().hex.places) {
            if (p.id == id) return &p;
        }
        return nullptr;
    }
    [[nodiscard]] const HexObjective* objective(const std::string& id) const {
        for (const HexObjective& o : map().hex.objectives) {
            if (o.id == id) return &o;
        }
        return nullptr;
    }
    CommandStack& commands() { return frame_->document()->commands(); }
};

TEST_F(HexMenuInEditor, TheMenuOffersANamedPlaceAndAnObjective) {
    const auto menu = make_hex_menu(frame_, *frame_->document(), map().id, hex("H8"));
    EXPECT_NE(menu->FindItem("Add Named Place..."), wxNOT_FOUND);
    EXPECT_NE(menu->FindItem("Make Objective..."), wxNOT_FOUND);
}

TEST_F(HexMenuInEditor, ARightClickOnAHexAsksForItsMenu) {
    MapCanvas* canvas = frame_->canvas();
    std::optional<HexCoord> asked;
    canvas->on_hex_menu([&](HexCoord hex, wxPoint) { asked = hex; });
    wxContextMenuEvent event(wxEVT_CONTEXT_MENU, canvas->GetId(), canvas->ClientToScreen(canvas->device_of(hex("H8"))));
    event.SetEventObject(canvas);
    canvas->GetEventHandler()->ProcessEvent(event);
    ASSERT_TRUE(asked.has_value());
    EXPECT_EQ(*asked, hex("H8"));
    EXPECT_EQ(canvas->selected_hex(), hex("H8"));
}

TEST_F(HexMenuInEditor, AddingANamedPlaceIsOneUndoStep) {
    CommandStack& commands = frame_->document()->commands();
    const std::size_t places = map().hex.places.size();
    const std::string id = created(make_new_named_place(open_book(), map().id, hex("H8"), "  Herr's Tavern "));
    ASSERT_FALSE(id.empty());
    ASSERT_EQ(map().hex.places.size(), places + 1);
    EXPECT_EQ(map().hex.places.back().name, "Herr's Tavern");
    EXPECT_EQ(map().hex.places.back().hex, hex("H8"));
    EXPECT_EQ(commands.undo_name(), "Add Place Herr's Tavern");
    ASSERT_TRUE(commands.undo());
    EXPECT_EQ(map().hex.places.size(), places);
    ASSERT_TRUE(commands.redo());
    EXPECT_EQ(map().hex.places.back().id, id);
    EXPECT_TRUE(created(make_new_named_place(open_book(), map().id, hex("H8"), "   ")).empty());
    EXPECT_TRUE(created(make_new_named_place(open_book(), map().id, {-60, -60}, "Nowhere")).empty());
}

TEST_F(HexMenuInEditor, MakingAnObjectiveKeepsItsVictoryPointsAndIsOneUndoStep) {
    CommandStack& commands = frame_->document()->commands();
    const std::size_t objectives = map().hex.objectives.size();
    const std::string id = created(make_new_objective(open_book(), map().id, hex("J9"), "Seminary", 3));
    ASSERT_FALSE(id.empty());
    ASSERT_EQ(map().hex.objectives.size(), objectives + 1);
    const HexObjective& objective = map().hex.objectives.back();
    EXPECT_EQ(objective.name, "Seminary");
    EXPECT_EQ(objective.vp, 3);
    EXPECT_EQ(objective.hexes, std::vector<HexCoord>{hex("J9")});
    EXPECT_EQ(commands.undo_name(), "Make Objective Seminary (3 VP)");
    ASSERT_TRUE(commands.undo());
    EXPECT_EQ(map().hex.objectives.size(), objectives);
    // A second objective of the same name gets an id of its own.
    const std::string again = created(make_new_objective(open_book(), map().id, hex("J9"), "Seminary", 2));
    const std::string other = created(make_new_objective(open_book(), map().id, hex("J10"), "Seminary", 2));
    EXPECT_NE(again, other);
}

TEST_F(HexMenuInEditor, OnAHexWithAPlaceAndAnObjectiveTheMenuOffersToChangeThem) {
    // F6 holds the place and the objective Little Round Top; H8 holds neither.
    const auto menu = make_hex_menu(frame_, *frame_->document(), map().id, hex("F6"));
    EXPECT_NE(menu->FindItem("Rename Place..."), wxNOT_FOUND);
    EXPECT_NE(menu->FindItem("Delete Place"), wxNOT_FOUND);
    EXPECT_NE(menu->FindItem("Edit Objective..."), wxNOT_FOUND);
    EXPECT_NE(menu->FindItem("Delete Objective"), wxNOT_FOUND);
    EXPECT_NE(menu->FindItem("Add Hex to Objective"), wxNOT_FOUND);
    EXPECT_EQ(menu->FindItem("Remove Hex from Objective"), wxNOT_FOUND);
    const auto plain = make_hex_menu(frame_, *frame_->document(), map().id, hex("H8"));
    EXPECT_EQ(plain->FindItem("Rename Place..."), wxNOT_FOUND);
    EXPECT_EQ(plain->FindItem("Edit Objective..."), wxNOT_FOUND);
    EXPECT_NE(plain->FindItem("Add Hex to Objective"), wxNOT_FOUND);
}

TEST_F(HexMenuInEditor, RenamingAndDeletingAPlaceAreOneUndoStepEach) {
    const std::vector<NamedPlace> before = map().hex.places;
    ASSERT_NE(place("culps-hill"), nullptr);
    ASSERT_TRUE(ran(make_rename_named_place(open_book(), map().id, "culps-hill", "  Culp's Hill (east) ")));
    EXPECT_EQ(place("culps-hill")->name, "Culp's Hill (east)");
    EXPECT_EQ(place("culps-hill")->hex, hex("M9"));
    EXPECT_EQ(commands().undo_name(), "Rename Place Culp's Hill (east)");
    EXPECT_FALSE(ran(make_rename_named_place(open_book(), map().id, "culps-hill", "   ")));
    EXPECT_FALSE(ran(make_rename_named_place(open_book(), map().id, "no-such-place", "Somewhere")));
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.places, before);

    ASSERT_TRUE(ran(make_remove_named_place(open_book(), map().id, "little-round-top")));
    EXPECT_EQ(place("little-round-top"), nullptr);
    EXPECT_EQ(map().hex.places.size(), before.size() - 1);
    EXPECT_EQ(commands().undo_name(), "Delete Place Little Round Top");
    EXPECT_FALSE(ran(make_remove_named_place(open_book(), map().id, "little-round-top")));
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.places, before);  // back in its place in the list
    ASSERT_TRUE(commands().redo());
    EXPECT_EQ(place("little-round-top"), nullptr);
}

TEST_F(HexMenuInEditor, EditingAnObjectiveSetsNameVictoryPointsAndScoringSideAsOneUndoStep) {
    const HexObjective before = *objective("obj-m9");
    const std::string side = frame_->document()->book().forces.sides.at(1).id;
    ASSERT_TRUE(ran(make_set_objective(open_book(), map().id, "obj-m9", {" Culp's Hill summit ", 4, side})));
    const HexObjective& after = *objective("obj-m9");
    EXPECT_EQ(after.name, "Culp's Hill summit");
    EXPECT_EQ(after.vp, 4);
    EXPECT_EQ(after.side, side);
    EXPECT_EQ(after.hexes, before.hexes);
    EXPECT_EQ(commands().undo_name(), "Edit Objective Culp's Hill summit (4 VP)");
    EXPECT_FALSE(ran(make_set_objective(open_book(), map().id, "obj-m9", {"Culp's Hill", 3, "no-such-side"})));
    EXPECT_FALSE(ran(make_set_objective(open_book(), map().id, "obj-m9", {"Culp's Hill", -1, {}})));
    EXPECT_FALSE(ran(make_set_objective(open_book(), map().id, "obj-m9", {"", 3, {}})));
    EXPECT_FALSE(ran(make_set_objective(open_book(), map().id, "obj-m9", {"Culp's Hill summit", 4, side})));  // no change
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(*objective("obj-m9"), before);
}

TEST_F(HexMenuInEditor, AnObjectiveGrowsAndShrinksByAHexAndDeletingItIsOneUndoStep) {
    const std::vector<HexObjective> before = map().hex.objectives;
    ASSERT_TRUE(ran(make_add_hex_to_objective(open_book(), map().id, "obj-m9", hex("M10"))));
    EXPECT_EQ(objective("obj-m9")->hexes, (std::vector<HexCoord>{hex("M9"), hex("M10")}));
    EXPECT_EQ(commands().undo_name(), "Add M10 to Objective Culp's Hill");
    EXPECT_FALSE(ran(make_add_hex_to_objective(open_book(), map().id, "obj-m9", hex("M10"))));
    EXPECT_FALSE(ran(make_add_hex_to_objective(open_book(), map().id, "obj-m9", {-60, -60})));

    const auto menu = make_hex_menu(frame_, *frame_->document(), map().id, hex("M10"));
    EXPECT_NE(menu->FindItem("Remove Hex from Objective"), wxNOT_FOUND);
    ASSERT_TRUE(ran(make_remove_hex_from_objective(open_book(), map().id, "obj-m9", hex("M9"))));
    EXPECT_EQ(objective("obj-m9")->hexes, std::vector<HexCoord>{hex("M10")});
    EXPECT_EQ(commands().undo_name(), "Remove M9 from Objective Culp's Hill");
    // The last hex stays: deleting the objective is another item.
    EXPECT_FALSE(ran(make_remove_hex_from_objective(open_book(), map().id, "obj-m9", hex("M10"))));
    ASSERT_TRUE(commands().undo());
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.objectives, before);

    ASSERT_TRUE(ran(make_remove_objective(open_book(), map().id, "obj-k6")));
    EXPECT_EQ(objective("obj-k6"), nullptr);
    EXPECT_EQ(commands().undo_name(), "Delete Objective K6");
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.objectives, before);
}

}  // namespace
}  // namespace sandtable::editor
