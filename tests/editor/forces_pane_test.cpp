// The forces tree: cells typed in place, Select All and Delete, and Select All on the map.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "io/native/book_file.hpp"

#include <fmt/format.h>
#include <wx/statusbr.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;

std::int64_t combat_of(const Document& document, const std::string& id) {
    return std::get<std::int64_t>(document.book().forces.node(id)->attributes.at("combat"));
}

std::size_t node_count(const Book& book, bool top_level_only = false) {
    std::size_t count = 0;
    for (const auto& side : book.forces.sides) {
        for (const auto& node : side.nodes) count += !top_level_only || node.parent.empty() ? 1 : 0;
    }
    return count;
}

void send_menu(MainFrame& frame, int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    frame.GetEventHandler()->ProcessEvent(event);
}

TEST_F(EditorWindow, AttributesAndNamesAreTypedInPlaceInTheForcesTree) {
    ForcesPane* forces = frame_->forces();
    Document& document = *frame_->document();
    ASSERT_EQ(combat_of(document, "cs-heth"), 5);
    wxUIActionSimulator sim;
    forces->SetFocus();
    forces->edit_cell("cs-heth", "combat");
    settle(400);
    // Editing starts with the cell's text selected, so typing replaces it.
    sim.Text("7");
    sim.Char(WXK_RETURN);
    test::settle_until([&] { return combat_of(document, "cs-heth") != 5; });
    EXPECT_EQ(combat_of(document, "cs-heth"), 7);
    EXPECT_EQ(document.commands().undo_name(), "Set Combat factor (CF) of Heth");

    forces->edit_cell("cs-heth", "name");
    settle(400);
    sim.Text("Heth Division");
    sim.Char(WXK_RETURN);
    test::settle_until([&] { return document.book().forces.node("cs-heth")->name == "Heth Division"; });
    settle(100);
    EXPECT_EQ(document.book().forces.node("cs-heth")->name, "Heth Division");
    EXPECT_EQ(forces->selected_id(), "cs-heth");

    send_menu(*frame_, wxID_UNDO);
    send_menu(*frame_, wxID_UNDO);
    settle(100);
    EXPECT_EQ(combat_of(document, "cs-heth"), 5);
    EXPECT_NE(document.book().forces.node("cs-heth")->name, "Heth Division");
    EXPECT_FALSE(document.modified());
}

TEST_F(EditorWindow, TheForcesTreeRefusesATypedValueOutsideTheSchema) {
    ForcesPane* forces = frame_->forces();
    Document& document = *frame_->document();
    wxUIActionSimulator sim;
    forces->SetFocus();
    forces->edit_cell("cs-heth", "combat");
    settle(400);
    sim.Text("99");
    sim.Char(WXK_RETURN);
    test::settle_until([&] { return frame_->GetStatusBar()->GetStatusText(0).Contains("not changed"); });
    EXPECT_EQ(combat_of(document, "cs-heth"), 5);
    EXPECT_FALSE(document.modified());
    const wxString status = frame_->GetStatusBar()->GetStatusText(0);
    EXPECT_NE(status.Find("combat is 99, expected 0 to 10"), wxNOT_FOUND) << status;

    // Columns of attributes a unit type does not have cannot be typed into.
    ForcesTreeModel& model = forces->model();
    const auto& columns = model.columns();
    for (unsigned c = 0; c < columns.size(); ++c) {
        if (columns[c].key == "name") {
            EXPECT_TRUE(model.IsEnabled(model.item_of("cs-heth"), c));
            EXPECT_FALSE(model.ChangeValue(wxVariant(wxString()), model.item_of("cs-heth"), c)) << "a blank name";
        }
        if (columns[c].key == "type") {
            EXPECT_FALSE(model.ChangeValue(wxVariant(wxString("cavalry")), model.item_of("cs-heth"), c));
        }
    }
    EXPECT_FALSE(document.modified());
}

TEST_F(EditorWindow, SelectAllInTheForcesTreeThenDeleteRemovesEverythingInOneStep) {
    ForcesPane* forces = frame_->forces();
    Document& document = *frame_->document();
    const Book original = document.book();
    forces->SetFocus();
    settle(100);
    wxUIActionSimulator sim;
    sim.Char('a', wxMOD_CONTROL);
    test::settle_until([&] { return forces->selected_ids().size() == node_count(original); });
    EXPECT_EQ(forces->selected_ids().size(), node_count(original));
    sim.Char(WXK_DELETE);
    test::settle_until([&] { return node_count(document.book()) == 0; });
    EXPECT_EQ(node_count(document.book()), 0U);
    EXPECT_EQ(document.commands().undo_name(), fmt::format("Delete {} units and formations", node_count(original, true)));
    send_menu(*frame_, wxID_UNDO);
    settle(100);
    EXPECT_EQ(document.book(), original);
}

TEST_F(EditorWindow, SelectAllOnTheMapSelectsEveryStackAndDeleteClearsTheSetup) {
    MapCanvas* canvas = frame_->canvas();
    Document& document = *frame_->document();
    const Book original = document.book();
    canvas->SetFocus();
    settle(100);
    wxUIActionSimulator sim;
    sim.Char('a', wxMOD_CONTROL);
    test::settle_until([&] { return canvas->selected_hexes().size() > 1; });
    std::vector<std::string> hexes;
    for (const auto& placement : original.scenario("first-day")->setup) {
        if (std::find(hexes.begin(), hexes.end(), placement.location.ref) == hexes.end()) hexes.push_back(placement.location.ref);
    }
    ASSERT_GT(hexes.size(), 1U);
    EXPECT_EQ(canvas->selected_hexes().size(), hexes.size());
    sim.Char(WXK_DELETE);
    test::settle_until([&] { return document.book().scenario("first-day")->setup.empty(); });
    EXPECT_TRUE(document.book().scenario("first-day")->setup.empty());
    send_menu(*frame_, wxID_UNDO);
    settle(100);
    EXPECT_EQ(document.book(), original);
}

TEST_F(EditorWindow, AUnitDraggedFromTheForcesTreeOntoAHexIsPlacedThere) {
    ForcesPane* forces = frame_->forces();
    MapCanvas* canvas = frame_->canvas();
    Document& document = *frame_->document();
    ASSERT_EQ(document.book().scenario("first-day")->placement("cs-heth"), nullptr);
    const HexCoord k5 = document.book().map("board")->hex.find_label("K5").value();
    const wxDataViewItem item = forces->model().item_of("cs-heth");
    forces->EnsureVisible(item);
    settle(100);
    const wxRect row = forces->GetItemRect(item, forces->GetColumn(0));
    ASSERT_FALSE(row.IsEmpty());
    const wxPoint from = forces->ClientToScreen(wxPoint(row.x + row.width / 2, row.y + row.height / 2));
    const wxPoint to = canvas->ClientToScreen(canvas->device_of(k5));

    // A real drag: press on the row, move past the drag threshold, travel to the hex, release.
    wxUIActionSimulator sim;
    sim.MouseMove(from);
    settle(50);
    sim.MouseDown();
    settle(50);
    for (int step = 1; step <= 20; ++step) {
        sim.MouseMove(from + (to - from) * step / 20);
        settle(30);
    }
    sim.MouseUp();
    test::settle_until([&] { return document.book().scenario("first-day")->placement("cs-heth") != nullptr; });
    const Placement* placed = document.book().scenario("first-day")->placement("cs-heth");
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed->location.ref, "K5");
    EXPECT_EQ(document.commands().undo_name(), "Move Heth to K5");
}

}  // namespace
}  // namespace sandtable::editor
