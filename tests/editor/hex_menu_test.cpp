// A hex's context menu on the map: it offers Add Named Place and Make Objective, and each adds to
// the map on show as one undo step; on a hex that holds a place or an objective it offers to
// rename, edit or delete them, and each of those is one undo step too. Make Objective and Edit
// Objective ask for the name, VP and scoring side in one dialog, shown here without a modal loop.
#include "editor/editor_window_fixture.hpp"
#include "editor/canvas/hex_menu.hpp"
#include "editor/dialogs/objective_dialog.hpp"
#include "model/commands/edge_commands.hpp"
#include "model/commands/named_place_commands.hpp"

#include <wx/choice.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

namespace sandtable::editor {
namespace {

class HexMenuInEditor : public EditorWindow {
protected:
    [[nodiscard]] const GameMap& map() const { return *frame_->canvas()->shown_map(); }
    [[nodiscard]] HexCoord hex(const std::string& label) const { return *map().hex.find_label(label); }
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

    // Chooses `item` of the menu of the hex labelled `label`; the objective dialog it opens is
    // shown, not modally, and handed to `drive`. False when the item opened no dialog.
    bool choose_objective_item(const std::string& label, const wxString& item, const std::function<void(ObjectiveDialog&)>& drive) {
        bool shown = false;
        const auto menu = make_hex_menu(frame_, *frame_->document(), map().id, hex(label), [&](ObjectiveDialog& dialog) {
            shown = true;
            dialog.Show();
            test::settle(50);
            drive(dialog);
        });
        const int id = menu->FindItem(item);
        if (id == wxNOT_FOUND) return false;
        menu->SendEvent(id);
        return shown;
    }
    // As a click on the dialog's button `id` (wxID_OK, wxID_CANCEL) does.
    static void click(ObjectiveDialog& dialog, int id) {
        wxWindow* button = dialog.FindWindow(id);
        ASSERT_NE(button, nullptr);
        wxCommandEvent event(wxEVT_BUTTON, id);
        event.SetEventObject(button);
        button->GetEventHandler()->ProcessEvent(event);
    }
    static std::vector<wxString> choices(const wxChoice* choice) {
        std::vector<wxString> strings;
        for (unsigned i = 0; i < choice->GetCount(); ++i) strings.push_back(choice->GetString(i));
        return strings;
    }
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

TEST_F(HexMenuInEditor, MakeObjectiveAsksForNameVpAndSideInOneDialogAndOkIsOneUndoStep) {
    const std::size_t objectives = map().hex.objectives.size();
    const std::size_t steps = commands().size();
    const std::string union_id = open_book().forces.sides.at(0).id;
    ASSERT_TRUE(choose_objective_item("J9", "Make Objective...", [&](ObjectiveDialog& dialog) {
        EXPECT_EQ(dialog.GetTitle(), "Make Objective at J9");
        EXPECT_EQ(dialog.name_control()->GetValue(), "");
        EXPECT_EQ(dialog.vp_control()->GetValue(), 1);
        EXPECT_EQ(dialog.side_choice()->GetStringSelection(), "Either side");
        dialog.name_control()->SetValue("Seminary");
        dialog.vp_control()->SetValue(3);
        dialog.side_choice()->SetSelection(1);
        click(dialog, wxID_OK);
        EXPECT_FALSE(dialog.IsShown());
    }));
    ASSERT_EQ(map().hex.objectives.size(), objectives + 1);
    EXPECT_EQ(map().hex.objectives.back(), (HexObjective{"seminary", "Seminary", {hex("J9")}, 3, union_id}));
    EXPECT_EQ(commands().size(), steps + 1);
    EXPECT_EQ(commands().undo_name(), "Make Objective Seminary (3 VP)");
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(map().hex.objectives.size(), objectives);
}

TEST_F(HexMenuInEditor, EditObjectiveShowsTheObjectiveAndOkChangesNameVpAndSideInOneUndoStep) {
    const HexObjective before = *objective("obj-m9");
    const std::size_t steps = commands().size();
    const std::string confederate = open_book().forces.sides.at(1).id;
    ASSERT_TRUE(choose_objective_item("M9", "Edit Objective...", [&](ObjectiveDialog& dialog) {
        EXPECT_EQ(dialog.GetTitle(), "Edit Objective");
        EXPECT_EQ(dialog.name_control()->GetValue(), "Culp's Hill");
        EXPECT_EQ(dialog.vp_control()->GetValue(), 3);
        EXPECT_EQ(choices(dialog.side_choice()),
                  (std::vector<wxString>{"Either side", "Union (Army of the Potomac)", "Confederate (Army of North Virginia)"}));
        EXPECT_EQ(dialog.side_choice()->GetSelection(), 0);
        dialog.name_control()->SetValue(" Culp's Hill summit ");
        dialog.vp_control()->SetValue(4);
        dialog.side_choice()->SetSelection(2);
        click(dialog, wxID_OK);
        EXPECT_FALSE(dialog.IsShown());
        EXPECT_EQ(dialog.message(), "");
    }));
    const HexObjective& after = *objective("obj-m9");
    EXPECT_EQ(after.name, "Culp's Hill summit");
    EXPECT_EQ(after.vp, 4);
    EXPECT_EQ(after.side, confederate);
    EXPECT_EQ(after.hexes, before.hexes);
    EXPECT_EQ(commands().size(), steps + 1);
    EXPECT_EQ(commands().undo_name(), "Edit Objective Culp's Hill summit (4 VP)");
    ASSERT_TRUE(commands().undo());
    EXPECT_EQ(*objective("obj-m9"), before);

    // The dialog shows the side that scores the objective now.
    ASSERT_TRUE(commands().redo());
    ASSERT_TRUE(choose_objective_item("M9", "Edit Objective...", [&](ObjectiveDialog& dialog) {
        EXPECT_EQ(dialog.side_choice()->GetStringSelection(), "Confederate (Army of North Virginia)");
        EXPECT_EQ(dialog.form(), (ObjectiveForm{"Culp's Hill summit", 4, confederate}));
    }));
}

TEST_F(HexMenuInEditor, ARefusedOkKeepsTheObjectiveDialogOpenWithItsMessage) {
    const std::vector<HexObjective> before = map().hex.objectives;
    const std::size_t steps = commands().size();
    ASSERT_TRUE(choose_objective_item("J9", "Make Objective...", [&](ObjectiveDialog& dialog) {
        click(dialog, wxID_OK);  // no name yet
        EXPECT_TRUE(dialog.IsShown());
        EXPECT_EQ(dialog.message(), "Give the objective a name.");
    }));
    EXPECT_EQ(commands().size(), steps);
    EXPECT_EQ(map().hex.objectives, before);

    ASSERT_TRUE(choose_objective_item("M9", "Edit Objective...", [&](ObjectiveDialog& dialog) {
        dialog.name_control()->SetValue("   ");
        dialog.vp_control()->SetValue(7);
        click(dialog, wxID_OK);
        EXPECT_TRUE(dialog.IsShown());
        EXPECT_EQ(dialog.message(), "Give the objective a name.");
        EXPECT_EQ(commands().size(), steps);
        EXPECT_EQ(map().hex.objectives, before);
        // Put right, OK goes through.
        dialog.name_control()->SetValue("Culp's Hill");
        click(dialog, wxID_OK);
        EXPECT_FALSE(dialog.IsShown());
    }));
    EXPECT_EQ(commands().size(), steps + 1);
    EXPECT_EQ(objective("obj-m9")->name, "Culp's Hill");
    EXPECT_EQ(objective("obj-m9")->vp, 7);
}

TEST_F(HexMenuInEditor, CancelInTheObjectiveDialogChangesNothing) {
    const std::vector<HexObjective> before = map().hex.objectives;
    const std::size_t steps = commands().size();
    ASSERT_TRUE(choose_objective_item("M9", "Edit Objective...", [&](ObjectiveDialog& dialog) {
        dialog.name_control()->SetValue("Culp's Hill summit");
        dialog.vp_control()->SetValue(9);
        dialog.side_choice()->SetSelection(1);
        click(dialog, wxID_CANCEL);
        EXPECT_FALSE(dialog.IsShown());
    }));
    ASSERT_TRUE(choose_objective_item("J9", "Make Objective...", [&](ObjectiveDialog& dialog) {
        dialog.name_control()->SetValue("Seminary");
        click(dialog, wxID_CANCEL);
        EXPECT_FALSE(dialog.IsShown());
    }));
    EXPECT_EQ(commands().size(), steps);
    EXPECT_EQ(map().hex.objectives, before);
}

TEST_F(HexMenuInEditor, OkOnAnObjectiveAsItWasClosesTheDialogWithNoUndoStep) {
    const std::size_t steps = commands().size();
    ASSERT_TRUE(choose_objective_item("M9", "Edit Objective...", [&](ObjectiveDialog& dialog) {
        click(dialog, wxID_OK);
        EXPECT_FALSE(dialog.IsShown());
        EXPECT_EQ(dialog.message(), "");
    }));
    EXPECT_EQ(commands().size(), steps);
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
