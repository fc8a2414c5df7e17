// A hex's context menu on the map: it offers Add Named Place and Make Objective, and each adds to
// the map on show as one undo step.
#include "editor/editor_window_fixture.hpp"
#include "editor/hex_menu.hpp"

#include <wx/menu.h>

namespace sandtable::editor {
namespace {

class HexMenuInEditor : public EditorWindow {
protected:
    [[nodiscard]] const GameMap& map() const { return *frame_->canvas()->shown_map(); }
    [[nodiscard]] HexCoord hex(const std::string& label) const { return *map().hex.find_label(label).hex; }
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
    const std::string id = add_named_place(*frame_->document(), map().id, hex("H8"), "  Herr's Tavern ");
    ASSERT_FALSE(id.empty());
    ASSERT_EQ(map().hex.places.size(), places + 1);
    EXPECT_EQ(map().hex.places.back().name, "Herr's Tavern");
    EXPECT_EQ(map().hex.places.back().hex, hex("H8"));
    EXPECT_EQ(commands.undo_name(), "Add Place Herr's Tavern");
    ASSERT_TRUE(commands.undo());
    EXPECT_EQ(map().hex.places.size(), places);
    ASSERT_TRUE(commands.redo());
    EXPECT_EQ(map().hex.places.back().id, id);
    EXPECT_TRUE(add_named_place(*frame_->document(), map().id, hex("H8"), "   ").empty());
    EXPECT_TRUE(add_named_place(*frame_->document(), map().id, {-60, -60}, "Nowhere").empty());
}

TEST_F(HexMenuInEditor, MakingAnObjectiveKeepsItsVictoryPointsAndIsOneUndoStep) {
    CommandStack& commands = frame_->document()->commands();
    const std::size_t objectives = map().hex.objectives.size();
    const std::string id = add_objective(*frame_->document(), map().id, hex("J9"), "Seminary", 3);
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
    const std::string again = add_objective(*frame_->document(), map().id, hex("J9"), "Seminary", 2);
    const std::string other = add_objective(*frame_->document(), map().id, hex("J10"), "Seminary", 2);
    EXPECT_NE(again, other);
}

}  // namespace
}  // namespace sandtable::editor
