#include "editor/gui_test_support.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "support/test_support.hpp"

#include <chrono>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <gtest/gtest.h>
#include <thread>
#include <wx/app.h>
#include <wx/checkbox.h>
#include <wx/combobox.h>
#include <wx/dnd.h>
#include <wx/timer.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

namespace fs = std::filesystem;

using test::settle;

const wxColour kReplaced(255, 244, 200);
const wxColour kAdded(214, 240, 208);
const wxColour kRemoved(246, 214, 210);

class ScheduleGrid : public ::testing::Test {
protected:
    void SetUp() override {
        const fs::path book = test::scratch_dir() / "book.sandtable";
        fs::copy_file(test::default_sample(), book);
        frame_ = new MainFrame;
        frame_->Show();
        frame_->Raise();
        ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book.string())));
        settle();
        grid_ = frame_->schedule();
        original_ = document().book();
    }
    void TearDown() override {
        if (frame_ != nullptr) {
            if (frame_->document() != nullptr) frame_->document()->commands().set_clean();
            frame_->Destroy();
            settle(50);
        }
    }

    Document& document() { return *frame_->document(); }
    const Scenario& scenario(const std::string& id) { return *document().book().scenario(id); }
    const ReinforcementEntry& first_day_entry(const std::string& id) {
        for (const auto& entry : scenario("first-day").schedule) {
            if (entry.id == id) return entry;
        }
        throw std::runtime_error("no entry " + id);
    }
    wxString status() { return frame_->GetStatusBar()->GetStatusText(0); }
    void menu(int id) {
        wxCommandEvent event(wxEVT_MENU, id);
        frame_->GetEventHandler()->ProcessEvent(event);
    }
    std::vector<std::string> shown_ids() {
        std::vector<std::string> ids;
        for (int row = 0; row < grid_->GetNumberRows(); ++row) ids.push_back(grid_->entry_id(row));
        return ids;
    }
    // Opens the cell's own editor, lets `type` fill it in, and closes it as Enter would.
    void edit_with_editor(int row, int col, const std::function<void(wxWindow*)>& type) {
        grid_->SetFocus();
        grid_->SetGridCursor(row, col);
        grid_->EnableCellEditControl();
        ASSERT_TRUE(grid_->IsCellEditControlShown());
        wxGridCellEditor* editor = grid_->GetCellEditor(row, col);
        type(editor->GetControl());
        editor->DecRef();
        grid_->DisableCellEditControl();
    }
    wxPoint centre_of_cell(int row, int col) {
        const wxRect rect = grid_->CellToRect(row, col);
        return grid_->CalcScrolledPosition(rect.GetPosition()) + wxPoint(rect.GetWidth() / 2, rect.GetHeight() / 2);
    }

    MainFrame* frame_ = nullptr;
    SchedulePane* grid_ = nullptr;
    Book original_;
};

TEST_F(ScheduleGrid, TurnChosenInTheCellEditorIsOneUndoStep) {
    const int row = grid_->row_of("cs-heth-pegram");
    ASSERT_GE(row, 0);
    EXPECT_EQ(grid_->GetCellValue(row, SchedulePane::kTurn), "2 (Jul 1 08:00)");
    edit_with_editor(row, SchedulePane::kTurn, [](wxWindow* control) {
        auto* choice = wxDynamicCast(control, wxComboBox);
        ASSERT_NE(choice, nullptr);
        ASSERT_EQ(choice->GetCount(), 24U);  // the book's turn track
        EXPECT_EQ(choice->GetString(2), "3 (Jul 1 10:00)");
        choice->SetSelection(2);
    });
    EXPECT_EQ(first_day_entry("cs-heth-pegram").turn, 3);
    EXPECT_EQ(document().commands().undo_name(), "Set turn of entry for Heth, Pegram (turn 2) to 3");
    settle(100);
    EXPECT_EQ(grid_->GetCellValue(grid_->row_of("cs-heth-pegram"), SchedulePane::kTurn), "3 (Jul 1 10:00)");

    menu(wxID_UNDO);
    settle(100);
    EXPECT_EQ(first_day_entry("cs-heth-pegram").turn, 2);
    EXPECT_EQ(document().book(), original_);
    EXPECT_EQ(grid_->GetCellValue(grid_->row_of("cs-heth-pegram"), SchedulePane::kTurn), "2 (Jul 1 08:00)");
}

TEST_F(ScheduleGrid, TypingIntoANoteCellStoresIt) {
    const int row = grid_->row_of("cs-heth-pegram");
    grid_->SetFocus();
    grid_->SetGridCursor(row, SchedulePane::kNote);
    settle(50);
    wxUIActionSimulator sim;
    sim.Text("Late");
    settle(50);
    sim.Char(WXK_RETURN);
    settle(100);
    EXPECT_EQ(first_day_entry("cs-heth-pegram").note, "Late");
    EXPECT_EQ(document().commands().undo_name(), "Set note of entry for Heth, Pegram (turn 2)");
}

TEST_F(ScheduleGrid, ABadHexIsRefusedAndTheBookIsUnchanged) {
    const int row = grid_->row_of("cs-heth-pegram");
    edit_with_editor(row, SchedulePane::kLocation, [](wxWindow* control) {
        auto* places = wxDynamicCast(control, wxComboBox);
        ASSERT_NE(places, nullptr);
        EXPECT_NE(places->FindString("edge West edge"), wxNOT_FOUND);  // completion offers the map's edges
        places->SetValue("hex Z99");
    });
    EXPECT_EQ(document().book(), original_);
    EXPECT_FALSE(document().modified());
    EXPECT_NE(status().Find("The entry for Heth, Pegram (turn 2) was not changed: "), wxNOT_FOUND) << status();
    EXPECT_NE(status().Find("Z99"), wxNOT_FOUND) << status();
    EXPECT_EQ(grid_->GetCellValue(row, SchedulePane::kLocation), "edge West edge");

    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kLocation, "edge edge-north"));
    EXPECT_NE(status().Find("its edges are edge-a8, edge-west"), wxNOT_FOUND) << status();
    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kLocation, "area Seminary"));
    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kTurn, "99"));
    EXPECT_NE(status().Find("turns 1 to 24"), wxNOT_FOUND) << status();
    EXPECT_EQ(document().book(), original_);

    EXPECT_TRUE(grid_->edit_cell(row, SchedulePane::kLocation, "hex A8"));
    EXPECT_EQ(first_day_entry("cs-heth-pegram").location, (Location{LocationKind::Hex, "A8"}));
    EXPECT_EQ(status(), "") << "the refusal goes once an edit succeeds";
    EXPECT_TRUE(grid_->edit_cell(row, SchedulePane::kLocation, "edge-a8"));
    EXPECT_EQ(first_day_entry("cs-heth-pegram").location, (Location{LocationKind::Edge, "edge-a8"}));
}

TEST_F(ScheduleGrid, AnEntryArrivesWithAUnitChosenFromTheCompletion) {
    const int row = grid_->row_of("cs-heth-pegram");
    const std::string leader = scenario("first-day").setup.front().unit;
    const wxString with_leader = "with " + wxString::FromUTF8(document().book().forces.name_of(leader));
    edit_with_editor(row, SchedulePane::kLocation, [&](wxWindow* control) {
        auto* places = wxDynamicCast(control, wxComboBox);
        ASSERT_NE(places, nullptr);
        const int at = places->FindString(with_leader);
        ASSERT_NE(at, wxNOT_FOUND) << "completion offers arriving with each unit set up";
        places->SetSelection(at);
    });
    EXPECT_EQ(first_day_entry("cs-heth-pegram").location, (Location{LocationKind::With, leader}));
    settle(100);
    EXPECT_EQ(grid_->GetCellValue(grid_->row_of("cs-heth-pegram"), SchedulePane::kLocation), with_leader);
    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kLocation, "with Nobody"));
    EXPECT_EQ(first_day_entry("cs-heth-pegram").location, (Location{LocationKind::With, leader}));
}

TEST_F(ScheduleGrid, UnitsAreNamesOrIdsAndUnknownNamesAreRefused) {
    const int row = grid_->row_of("cs-heth-pegram");
    EXPECT_EQ(grid_->GetCellValue(row, SchedulePane::kUnits), "Heth, Pegram");
    ASSERT_TRUE(grid_->edit_cell(row, SchedulePane::kUnits, "Heth, cs-pegram,wadsworth"));
    EXPECT_EQ(first_day_entry("cs-heth-pegram").units, (std::vector<std::string>{"cs-heth", "cs-pegram", "us-wadsworth"}));
    const Book before = document().book();

    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kUnits, "Heth, Nobody"));
    EXPECT_NE(status().Find("no unit has the name or id \"Nobody\""), wxNOT_FOUND) << status();
    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kUnits, "III Corps"));
    EXPECT_NE(status().Find("is a formation"), wxNOT_FOUND) << status();
    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kChits, "bad chit"));
    EXPECT_EQ(document().book(), before);

    EXPECT_FALSE(grid_->edit_cell(row, SchedulePane::kChits, "III"));
    EXPECT_NE(status().Find("write the side and the command, confederate:III"), wxNOT_FOUND) << status();
    ASSERT_TRUE(grid_->edit_cell(row, SchedulePane::kChits, "confederate:III, confederate:C"));
    EXPECT_EQ(first_day_entry("cs-heth-pegram").chits, (std::vector<Chit>{{"confederate", "III"}, {"confederate", "C"}}));
    edit_with_editor(row, SchedulePane::kDelay, [](wxWindow* control) {
        auto* check = wxDynamicCast(control, wxCheckBox);
        ASSERT_NE(check, nullptr);
        check->SetValue(true);
    });
    EXPECT_TRUE(first_day_entry("cs-heth-pegram").may_delay);
    EXPECT_EQ(document().commands().undo_name(), "Let entry for Heth, Pegram, Wadsworth (turn 2) be delayed");
    const std::size_t steps = document().commands().size();
    EXPECT_TRUE(grid_->edit_cell(row, SchedulePane::kDelay, "1"));  // no change, no undo step
    EXPECT_EQ(document().commands().size(), steps);
}

TEST_F(ScheduleGrid, AddAndDeleteEntriesAreUndoable) {
    ASSERT_TRUE(grid_->add_entry());
    EXPECT_EQ(document().commands().undo_name(), "Add reinforcement entry");
    const ReinforcementEntry& added = first_day_entry("entry-1");
    EXPECT_EQ(added.turn, 1);  // the scenario's start turn
    EXPECT_EQ(added.location, (Location{LocationKind::Edge, "edge-a8"}));
    EXPECT_EQ(grid_->entry_id(grid_->GetGridCursorRow()), "entry-1");

    wxUIActionSimulator sim;
    grid_->SetFocus();
    settle(50);
    sim.Char(WXK_INSERT);
    settle(100);
    EXPECT_EQ(shown_ids(), (std::vector<std::string>{"cs-heth-pegram", "entry-1", "entry-2"}));

    grid_->SetFocus();
    grid_->SetGridCursor(grid_->row_of("cs-heth-pegram"), SchedulePane::kTurn);
    grid_->SelectRow(grid_->row_of("cs-heth-pegram"));
    settle(50);
    sim.Char(WXK_DELETE);
    settle(100);
    EXPECT_EQ(shown_ids(), (std::vector<std::string>{"entry-1", "entry-2"}));
    EXPECT_EQ(document().commands().undo_name(), "Delete entry for Heth, Pegram (turn 2)");

    grid_->SelectAll();
    ASSERT_TRUE(grid_->delete_selected_entries());
    EXPECT_TRUE(scenario("first-day").schedule.empty());
    EXPECT_EQ(document().commands().undo_name(), "Delete 2 entries");
    menu(wxID_UNDO);
    menu(wxID_UNDO);
    EXPECT_EQ(scenario("first-day").schedule.size(), 3U);
    EXPECT_EQ(scenario("first-day").schedule.front().id, "cs-heth-pegram");  // back where it was
    menu(wxID_UNDO);
    menu(wxID_UNDO);
    EXPECT_EQ(document().book(), original_);

    // The context menu's commands.
    wxCommandEvent add(wxEVT_MENU, wxID_ADD);
    grid_->GetEventHandler()->ProcessEvent(add);
    EXPECT_EQ(scenario("first-day").schedule.size(), 2U);
    wxCommandEvent remove(wxEVT_MENU, wxID_DELETE);
    grid_->GetEventHandler()->ProcessEvent(remove);  // the new row is selected
    EXPECT_EQ(scenario("first-day").schedule, original_.scenario("first-day")->schedule);
}

TEST_F(ScheduleGrid, RightClickOffersAddAndDelete) {
    ASSERT_TRUE(grid_->add_entry());
    settle(100);
    const int row = grid_->row_of("cs-heth-pegram");
    wxUIActionSimulator sim;
    // The menu runs its own loop; keys typed while it is open pick its second item.
    wxTimer picker;
    picker.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        sim.Char(WXK_DOWN);
        sim.Char(WXK_DOWN);
        sim.Char(WXK_RETURN);
    });
    picker.StartOnce(300);
    sim.MouseMove(grid_->GetGridWindow()->ClientToScreen(centre_of_cell(row, SchedulePane::kTurn)));
    settle(50);
    sim.MouseClick(wxMOUSE_BTN_RIGHT);
    settle(600);
    EXPECT_EQ(document().commands().undo_name(), "Delete entry for Heth, Pegram (turn 2)");
    EXPECT_EQ(shown_ids(), (std::vector<std::string>{"entry-1"}));

    // Below the last row, the menu still adds.
    wxTimer add_picker;
    add_picker.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        sim.Char(WXK_DOWN);
        sim.Char(WXK_RETURN);
    });
    add_picker.StartOnce(300);
    const wxRect last = grid_->CellToRect(0, SchedulePane::kTurn);
    sim.MouseMove(grid_->GetGridWindow()->ClientToScreen(centre_of_cell(0, SchedulePane::kTurn) + wxPoint(0, 2 * last.GetHeight())));
    settle(50);
    sim.MouseClick(wxMOUSE_BTN_RIGHT);
    settle(600);
    EXPECT_EQ(document().commands().undo_name(), "Add reinforcement entry");
}

TEST_F(ScheduleGrid, VariantEditsGoIntoTheVariantOnly) {
    EXPECT_FALSE(grid_->IsColShown(SchedulePane::kChange)) << "an ordinary scenario has no variant marks";
    frame_->select_scenario("first-day-third-corps");
    settle(100);
    const Scenario base = scenario("first-day");
    const int inherited = grid_->row_of("cs-heth-pegram");
    const int own = grid_->row_of("us-3-sickles");
    ASSERT_GE(inherited, 0);
    ASSERT_GE(own, 0);
    EXPECT_NE(grid_->GetCellBackgroundColour(inherited, SchedulePane::kTurn), kReplaced);
    EXPECT_EQ(grid_->GetCellValue(inherited, SchedulePane::kChange), "");
    EXPECT_EQ(grid_->GetCellBackgroundColour(own, SchedulePane::kTurn), kAdded);
    EXPECT_EQ(grid_->GetCellValue(own, SchedulePane::kChange), "added");
    EXPECT_TRUE(grid_->IsColShown(SchedulePane::kChange));

    ASSERT_TRUE(grid_->edit_cell(inherited, SchedulePane::kTurn, "3 (Jul 1 10:00)"));
    const auto& set = scenario("first-day-third-corps").changes.set_schedule;
    ASSERT_EQ(set.size(), 3U);
    EXPECT_EQ(set.back().id, "cs-heth-pegram");
    EXPECT_EQ(set.back().turn, 3);
    EXPECT_EQ(set.back().units, (std::vector<std::string>{"cs-heth", "cs-pegram"}));
    EXPECT_EQ(scenario("first-day"), base);
    settle(100);
    EXPECT_EQ(grid_->GetCellBackgroundColour(grid_->row_of("cs-heth-pegram"), SchedulePane::kTurn), kReplaced);
    EXPECT_EQ(grid_->GetCellValue(grid_->row_of("cs-heth-pegram"), SchedulePane::kChange), "replaced");
    menu(wxID_UNDO);
    settle(100);
    EXPECT_EQ(document().book(), original_);

    grid_->ClearSelection();
    grid_->SelectRow(grid_->row_of("cs-heth-pegram"));
    ASSERT_TRUE(grid_->delete_selected_entries());
    EXPECT_EQ(scenario("first-day-third-corps").changes.remove_schedule, (std::vector<std::string>{"cs-heth-pegram"}));
    EXPECT_EQ(scenario("first-day"), base);
    settle(100);
    // Gone from the resolved schedule, and shown as the base has it, marked, greyed and read-only.
    const int removed = grid_->row_of("cs-heth-pegram");
    ASSERT_GE(removed, 0);
    EXPECT_TRUE(grid_->is_removed_row(removed));
    EXPECT_EQ(grid_->GetCellValue(removed, SchedulePane::kChange), "removed");
    EXPECT_EQ(grid_->GetCellBackgroundColour(removed, SchedulePane::kUnits), kRemoved);
    EXPECT_TRUE(grid_->IsReadOnly(removed, SchedulePane::kTurn));
    EXPECT_FALSE(grid_->edit_cell(removed, SchedulePane::kTurn, "4"));
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(), "This variant removes the entry: undo the removal to edit it");
    grid_->ClearSelection();
    grid_->SelectRow(removed);
    EXPECT_FALSE(grid_->delete_selected_entries()) << "a removed entry is not removed twice";

    grid_->ClearSelection();
    grid_->SelectRow(grid_->row_of("us-3-sickles"));
    ASSERT_TRUE(grid_->delete_selected_entries());
    const VariantChanges& changes = scenario("first-day-third-corps").changes;
    ASSERT_EQ(changes.set_schedule.size(), 1U);
    EXPECT_EQ(changes.set_schedule[0].id, "us-3-birney");
    EXPECT_EQ(changes.remove_schedule, (std::vector<std::string>{"cs-heth-pegram"}));  // its own entry needs no remove-entry

    ASSERT_TRUE(grid_->add_entry());
    EXPECT_EQ(scenario("first-day-third-corps").changes.set_schedule.back().id, "entry-1");
    EXPECT_EQ(scenario("first-day"), base);
}

TEST_F(ScheduleGrid, ClickingTheTurnLabelSortsTheViewOnly) {
    ASSERT_TRUE(grid_->add_entry());
    ASSERT_TRUE(grid_->edit_cell(grid_->row_of("entry-1"), SchedulePane::kTurn, "5"));
    ASSERT_TRUE(grid_->add_entry());
    settle(100);
    const std::vector<std::string> book_order{"cs-heth-pegram", "entry-1", "entry-2"};  // turns 2, 5, 1
    EXPECT_EQ(shown_ids(), book_order);

    wxWindow* labels = grid_->GetGridColLabelWindow();
    const int x = centre_of_cell(0, SchedulePane::kTurn).x;
    const wxPoint turn_label = labels->ClientToScreen(wxPoint(x, grid_->GetColLabelSize() / 2));
    wxUIActionSimulator sim;
    sim.MouseMove(turn_label);
    settle(50);
    sim.MouseClick();
    settle(100);
    EXPECT_EQ(grid_->row_order(), SchedulePane::RowOrder::TurnAscending);
    EXPECT_EQ(grid_->GetSortingColumn(), SchedulePane::kTurn);
    EXPECT_EQ(shown_ids(), (std::vector<std::string>{"entry-2", "cs-heth-pegram", "entry-1"}));
    std::vector<std::string> stored;
    for (const auto& entry : scenario("first-day").schedule) stored.push_back(entry.id);
    EXPECT_EQ(stored, book_order);

    sim.MouseClick();
    settle(100);
    EXPECT_EQ(shown_ids(), (std::vector<std::string>{"entry-1", "cs-heth-pegram", "entry-2"}));
    grid_->set_row_order(SchedulePane::RowOrder::Book);
    EXPECT_EQ(shown_ids(), book_order);
    EXPECT_EQ(grid_->GetSortingColumn(), wxNOT_FOUND);
}

TEST_F(ScheduleGrid, AUnitDroppedOnTheUnitsCellJoinsTheEntry) {
    const int row = grid_->row_of("cs-heth-pegram");
    auto* target = dynamic_cast<wxTextDropTarget*>(grid_->GetGridWindow()->GetDropTarget());
    ASSERT_NE(target, nullptr);
    const wxPoint units = centre_of_cell(row, SchedulePane::kUnits);
    const wxPoint note = centre_of_cell(row, SchedulePane::kNote);
    EXPECT_EQ(target->OnDragOver(units.x, units.y, wxDragCopy), wxDragCopy);
    EXPECT_EQ(target->OnDragOver(note.x, note.y, wxDragCopy), wxDragNone);

    ASSERT_TRUE(target->OnDropText(units.x, units.y, "us-reynolds"));
    EXPECT_EQ(first_day_entry("cs-heth-pegram").units, (std::vector<std::string>{"cs-heth", "cs-pegram", "us-reynolds"}));
    EXPECT_EQ(document().commands().undo_name(), "Add Reynolds to entry for Heth, Pegram (turn 2)");
    EXPECT_EQ(grid_->GetCellValue(row, SchedulePane::kUnits), "Heth, Pegram, Reynolds");

    const Book before = document().book();
    EXPECT_FALSE(target->OnDropText(units.x, units.y, "us-reynolds"));  // already there
    EXPECT_NE(status().Find("Reynolds already arrives with this entry"), wxNOT_FOUND) << status();
    EXPECT_FALSE(target->OnDropText(units.x, units.y, "us-1"));  // a formation
    EXPECT_FALSE(target->OnDropText(note.x, note.y, "us-buford"));
    EXPECT_EQ(document().book(), before);

    menu(wxID_UNDO);
    EXPECT_EQ(document().book(), original_);
}

}  // namespace
}  // namespace sandtable::editor
