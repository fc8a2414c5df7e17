#include "editor/panes/diagnostics_pane.hpp"
#include "editor/editor_window_fixture.hpp"
#include "editor/gui_test_support.hpp"
#include "editor/x11_wheel.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/panes/property_pane.hpp"
#include "editor/frame/recovery.hpp"
#include "model/commands/force_commands.hpp"
#include "model/hex_inspection.hpp"

#include <wx/dialog.h>
#include "model/commands/scenario_commands.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "io/native/book_file.hpp"
#include "support/test_support.hpp"

#include <chrono>
#include <filesystem>
#include <gtest/gtest.h>
#include <thread>
#include <type_traits>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

namespace fs = std::filesystem;
using test::settle;
using test::settle_until;
using test::wait_for_report;

// The document hands out its book read-only: every change goes through its command stack.
static_assert(std::is_same_v<decltype(std::declval<Document&>().book()), const Book&>);

TEST_F(EditorWindow, OpensTheBookWithEveryPanePopulated) {
    EXPECT_EQ(frame_->scenario(), "first-day");
    EXPECT_GT(frame_->forces()->GetColumnCount(), 3U);
    EXPECT_GT(frame_->forces()->model().all_items().size(), 2U);
    EXPECT_EQ(frame_->schedule()->GetNumberRows(), 1);
    EXPECT_EQ(frame_->schedule()->GetRowLabelValue(0), "cs-heth-pegram");
    EXPECT_EQ(frame_->diagnostics()->list()->GetItemCount(), 1);
    EXPECT_EQ(frame_->diagnostics()->list()->GetItemText(0), "ok");
    EXPECT_NE(frame_->GetTitle().Find("McPherson"), wxNOT_FOUND);
    EXPECT_GT(frame_->canvas()->view().scale, 0.0);
}

TEST_F(EditorWindow, DraggingPansAndTheWheelZoomsAboutTheCursor) {
    wxUIActionSimulator sim;
    MapCanvas* canvas = frame_->canvas();
    const MapPoint before = canvas->view().top_left;
    const wxPoint from = canvas_centre();
    sim.MouseMove(from);
    settle(50);
    sim.MouseDown();
    settle(50);
    sim.MouseMove(from + wxPoint(80, 40));
    settle(50);
    sim.MouseUp();
    settle(100);
    const double scale = canvas->view().scale;
    EXPECT_NEAR(canvas->view().top_left.x, before.x - 80 / scale, 1e-6);
    EXPECT_NEAR(canvas->view().top_left.y, before.y - 40 / scale, 1e-6);

    // Zooming about the cursor keeps the map point under it in place.
    const wxPoint local = canvas->ScreenToClient(from);
    const MapPoint anchor = canvas->view().to_map({static_cast<double>(local.x), static_cast<double>(local.y)});
    canvas->zoom_about(2.0, local);
    const MapPoint after = canvas->view().to_map({static_cast<double>(local.x), static_cast<double>(local.y)});
    EXPECT_NEAR(canvas->view().scale, scale * 2.0, 1e-9);
    EXPECT_NEAR(after.x, anchor.x, 1e-6);
    EXPECT_NEAR(after.y, anchor.y, 1e-6);

    // The real wheel, through the X server: one click towards the user zooms out by 1.2 about
    // the pointer, two away from the user zoom in twice.
    ASSERT_TRUE(test::turn_wheel_at(from, -1));
    test::settle_until([&] { return std::abs(canvas->view().scale - scale * 2.0) > 1e-9; });
    EXPECT_NEAR(canvas->view().scale, scale * 2.0 / 1.2, 1e-9);
    const MapPoint held = canvas->view().to_map({static_cast<double>(local.x), static_cast<double>(local.y)});
    EXPECT_NEAR(held.x, anchor.x, 1e-6);
    EXPECT_NEAR(held.y, anchor.y, 1e-6);
    ASSERT_TRUE(test::turn_wheel_at(from, 2));
    test::settle_until([&] { return std::abs(canvas->view().scale - scale * 2.0 * 1.2) < 1e-9; });
    EXPECT_NEAR(canvas->view().scale, scale * 2.0 * 1.2, 1e-9);
}

TEST_F(EditorWindow, ScrollBarsFollowTheViewAndMoveIt) {
    MapCanvas* canvas = frame_->canvas();
    canvas->zoom_by(3.0);
    settle(50);
    const int range = canvas->GetScrollRange(wxHORIZONTAL);
    const int thumb = canvas->GetScrollThumb(wxHORIZONTAL);
    ASSERT_GT(range, thumb);
    const int before = canvas->GetScrollPos(wxHORIZONTAL);
    canvas->pan_by(-100, 0);  // the map moves left: the view looks further right
    EXPECT_EQ(canvas->GetScrollPos(wxHORIZONTAL), before + 100);

    const double x = canvas->view().top_left.x;
    wxScrollWinEvent page(wxEVT_SCROLLWIN_PAGEDOWN, 0, wxHORIZONTAL);
    canvas->GetEventHandler()->ProcessEvent(page);
    EXPECT_NEAR(canvas->view().top_left.x, x + thumb / canvas->view().scale, 1.0 / canvas->view().scale);
    wxScrollWinEvent top(wxEVT_SCROLLWIN_TOP, 0, wxVERTICAL);
    canvas->GetEventHandler()->ProcessEvent(top);
    EXPECT_EQ(canvas->GetScrollPos(wxVERTICAL), 0);
}

TEST_F(EditorWindow, FitAcceleratorRestoresTheWholeMap) {
    MapCanvas* canvas = frame_->canvas();
    const double fitted = canvas->view().scale;
    canvas->zoom_by(3.0);
    ASSERT_GT(canvas->view().scale, fitted * 2);
    canvas->SetFocus();
    settle(50);
    wxUIActionSimulator sim;
    sim.Char('0', wxMOD_CONTROL);
    settle(200);
    EXPECT_NEAR(canvas->view().scale, fitted, 1e-9);
}

TEST_F(EditorWindow, EditUndoRedoSaveReloadCompare) {
    frame_->forces()->select_id("cs-heth");
    PropertyPane* properties = frame_->properties();
    properties->show(frame_->document(), "cs-heth");
    ASSERT_TRUE(properties->ChangePropertyValue("attr.combat", wxVariant(wxString("7"))));
    settle(50);
    Document* document = frame_->document();
    EXPECT_EQ(document->book().forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{7}});
    EXPECT_TRUE(document->modified());
    EXPECT_TRUE(frame_->GetTitle().StartsWith("*"));
    EXPECT_EQ(document->commands().undo_name(), "Set Combat factor (CF) of Heth");

    wxCommandEvent undo(wxEVT_MENU, wxID_UNDO);
    frame_->GetEventHandler()->ProcessEvent(undo);
    EXPECT_EQ(document->book().forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{5}});
    wxCommandEvent redo(wxEVT_MENU, wxID_REDO);
    frame_->GetEventHandler()->ProcessEvent(redo);
    EXPECT_EQ(document->book().forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{7}});

    wxCommandEvent save(wxEVT_MENU, wxID_SAVE);
    frame_->GetEventHandler()->ProcessEvent(save);
    settle(50);
    EXPECT_FALSE(document->modified());
    EXPECT_FALSE(frame_->GetTitle().StartsWith("*"));
    const LoadResult reloaded = load_book(book_);
    ASSERT_TRUE(reloaded) << reloaded.error();
    EXPECT_EQ(reloaded->book, document->book());
    EXPECT_TRUE(fs::exists(backup_path(book_)));
}

TEST_F(EditorWindow, PropertyGridRefusesAValueOutsideTheSchema) {
    PropertyPane* properties = frame_->properties();
    properties->show(frame_->document(), "cs-heth");
    auto status = [&] { return frame_->GetStatusBar()->GetStatusText(0); };
    EXPECT_FALSE(properties->ChangePropertyValue("attr.combat", wxVariant(wxString("99"))));
    EXPECT_NE(status().Find("combat is 99, expected 0 to 10"), wxNOT_FOUND) << status();
    EXPECT_FALSE(properties->ChangePropertyValue("attr.combat", wxVariant(wxString("five"))));
    EXPECT_NE(status().Find("expected a whole number"), wxNOT_FOUND) << status();
    settle(50);
    const Document* document = frame_->document();
    EXPECT_EQ(document->book().forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{5}});
    EXPECT_FALSE(document->modified());
}

TEST_F(EditorWindow, ClickSelectsAStackAndDraggingAUnitMovesIt) {
    MapCanvas* canvas = frame_->canvas();
    canvas->zoom_by(1.5);
    settle(50);
    const Book& book = frame_->document()->book();
    const HexMap& map = book.map("board")->hex;
    const HexCoord p3 = map.find_label("P3").value();
    const HexCoord o5 = map.find_label("O5").value();
    canvas->centre_on(p3);
    settle(100);
    wxUIActionSimulator sim;
    const wxPoint from = canvas->ClientToScreen(canvas->device_of(p3));
    sim.MouseMove(from);
    settle(50);
    sim.MouseClick();
    settle(100);
    ASSERT_EQ(canvas->selected_hex(), p3);
    EXPECT_EQ(canvas->units_at(p3), (std::vector<std::string>{"us-buford", "us-devin", "us-gamble"}));
    EXPECT_EQ(frame_->properties()->node_id(), "us-gamble");
    EXPECT_EQ(frame_->forces()->selected_id(), "us-gamble");

    const wxPoint to = canvas->ClientToScreen(canvas->device_of(o5));
    sim.MouseMove(from);
    settle(50);
    sim.MouseDown();
    settle(50);
    sim.MouseMove((from + to) / 2);
    settle(50);
    sim.MouseMove(to);
    settle(50);
    sim.MouseUp();
    settle(200);
    const Scenario& first_day = *frame_->document()->book().scenario("first-day");
    ASSERT_NE(first_day.placement("us-gamble"), nullptr);
    EXPECT_EQ(first_day.placement("us-gamble")->location.ref, "O5");
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Move Gamble to O5");
    EXPECT_EQ(canvas->units_at(p3).size(), 2U);

    canvas->SetFocus();
    canvas->select_hex(o5);
    sim.Char(WXK_DELETE);
    settle(100);
    EXPECT_EQ(frame_->document()->book().scenario("first-day")->placement("us-gamble"), nullptr);
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Remove Gamble from the map");
}

TEST_F(EditorWindow, ShiftDragSelectsABandAndDeleteClearsItInOneStep) {
    MapCanvas* canvas = frame_->canvas();
    const HexMap& map = frame_->document()->book().map("board")->hex;
    const wxPoint d3 = canvas->device_of(map.find_label("D3").value());
    const wxPoint p3 = canvas->device_of(map.find_label("P3").value());
    wxUIActionSimulator sim;
    sim.MouseMove(canvas->ClientToScreen(d3 - wxPoint(5, 5)));
    settle(50);
    sim.KeyDown(WXK_SHIFT);
    sim.MouseDown();
    settle(50);
    sim.MouseMove(canvas->ClientToScreen(p3 + wxPoint(5, 5)));
    settle(50);
    sim.MouseUp();
    sim.KeyUp(WXK_SHIFT);
    settle(100);
    // The band runs along row 3 from D to P; odd columns sit half a hex lower, so it holds the
    // centres of D3, F3, H3, J3, L3, N3 and P3: Reynolds and Wadsworth at D3, the cavalry at P3.
    EXPECT_EQ(canvas->selected_hexes().size(), 7U);
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(0), "Stack: Reynolds, Wadsworth, Buford, Devin, Gamble");
    canvas->SetFocus();
    canvas->remove_selected_unit();
    const Scenario& first_day = *frame_->document()->book().scenario("first-day");
    EXPECT_TRUE(first_day.setup.empty());
    EXPECT_EQ(frame_->document()->commands().undo_name(), "Remove 5 units from the map");
    frame_->document()->commands().undo();
    EXPECT_EQ(frame_->document()->book().scenario("first-day")->setup.size(), 5U);
}

TEST_F(EditorWindow, DroppingAUnitOnAVariantChangesTheVariantOnly) {
    Document* document = frame_->document();
    frame_->canvas()->show(document, "first-day-third-corps");
    MapCanvas* canvas = frame_->canvas();
    const HexCoord a8 = document->book().map("board")->hex.find_label("A8").value();
    ASSERT_TRUE(canvas->drop_unit("us-birney", canvas->device_of(a8)));
    const Scenario& variant = *document->book().scenario("first-day-third-corps");
    ASSERT_EQ(variant.changes.set_placements.size(), 1U);
    EXPECT_EQ(variant.changes.set_placements[0].location.ref, "A8");
    EXPECT_TRUE(document->book().scenario("first-day")->placement("us-birney") == nullptr);
    EXPECT_FALSE(canvas->drop_unit("us-birney", wxPoint(-5000, -5000)));  // off the map
    EXPECT_FALSE(canvas->drop_unit("us-1", canvas->device_of(a8)));       // a formation is not placed
    document->commands().undo();
    EXPECT_TRUE(document->book().scenario("first-day-third-corps")->changes.set_placements.empty());
}

TEST_F(EditorWindow, DoubleClickingADiagnosticCentresOnItsUnit) {
    Document* document = frame_->document();
    document->commands().execute(make_set_attribute("us-wadsworth", "combat", AttributeValue{std::int64_t{42}}));
    ASSERT_TRUE(wait_for_report(*document));
    DiagnosticsPane* diagnostics = frame_->diagnostics();
    ASSERT_GE(diagnostics->list()->GetItemCount(), 1);
    EXPECT_EQ(diagnostics->list()->GetItemText(0, DiagnosticsPane::kCode), "core.attribute-value");
    // Its whole message, with the rule, is the tooltip of its row.
    const Diagnostic* first = diagnostics->diagnostic_at(0);
    ASSERT_NE(first, nullptr);
    wxRect row;
    ASSERT_TRUE(diagnostics->list()->GetItemRect(0, row));
    wxUIActionSimulator pointer;
    pointer.MouseMove(diagnostics->rows_window()->ClientToScreen(wxPoint(row.x + 40, row.y + row.height / 2)));
    EXPECT_TRUE(settle_until([&] { return diagnostics->rows_window()->GetToolTipText() == diagnostics->tip_at(0); }))
        << diagnostics->rows_window()->GetToolTipText();
    EXPECT_TRUE(diagnostics->tip_at(0).StartsWith(wxString::FromUTF8(first->message)));
    EXPECT_TRUE(diagnostics->tip_at(0).EndsWith("(" + wxString::FromUTF8(first->rule) + ")"));
    frame_->canvas()->select_hex(std::nullopt);
    diagnostics->activate(0);
    settle(50);
    EXPECT_EQ(frame_->forces()->selected_id(), "us-wadsworth");
    EXPECT_EQ(frame_->properties()->node_id(), "us-wadsworth");
    // Wadsworth is set up at D3 in every scenario; the canvas centres on it.
    const HexCoord d3 = document->book().map("board")->hex.find_label("D3").value();
    EXPECT_EQ(frame_->canvas()->selected_hex(), d3);
    const wxSize size = frame_->canvas()->GetClientSize();
    EXPECT_NEAR(frame_->canvas()->device_of(d3).x, size.x / 2, 2);
    EXPECT_NEAR(frame_->canvas()->device_of(d3).y, size.y / 2, 2);
}

TEST_F(EditorWindow, ScenariosAndVariantsAreCreatedEditedAndDeletedWithUndo) {
    Document* document = frame_->document();
    const Book original = document->book();
    const std::string variant = frame_->add_variant("first-day");
    EXPECT_EQ(variant, "first-day-variant");
    EXPECT_EQ(document->book().scenario(variant)->extends, "first-day");
    EXPECT_EQ(document->commands().undo_name(), "Add scenario First day (variant)");
    settle(50);
    EXPECT_EQ(frame_->scenario(), variant);

    const std::string copy = frame_->duplicate_scenario("first-day");
    EXPECT_EQ(document->book().scenario(copy)->setup, document->book().scenario("first-day")->setup);
    const std::string fresh = frame_->add_scenario();
    EXPECT_EQ(document->book().scenario(fresh)->end_turn, 24);

    PropertyPane* properties = frame_->properties();
    properties->show_scenario(document, copy);
    ASSERT_TRUE(properties->ChangePropertyValue("scenario.name", wxVariant(wxString("Second try"))));
    ASSERT_TRUE(properties->ChangePropertyValue("scenario.end-turn", wxVariant(6L)));
    EXPECT_EQ(document->book().scenario(copy)->name, "Second try");
    EXPECT_EQ(document->book().scenario(copy)->end_turn, 6);

    frame_->delete_scenario("first-day-third-corps");
    EXPECT_EQ(document->book().scenario("first-day-third-corps"), nullptr);
    while (document->commands().undo()) {
    }
    EXPECT_EQ(document->book(), original);
}

TEST_F(EditorWindow, UnitsAndFormationsAreAddedDuplicatedAndDeletedWithUndo) {
    Document* document = frame_->document();
    const Book original = document->book();
    frame_->forces()->select_id("us-1");
    settle(50);
    const std::string unit = frame_->add_force_node(ForceNodeKind::Unit);
    ASSERT_FALSE(unit.empty());
    EXPECT_EQ(document->book().forces.node(unit)->parent, "us-1");
    EXPECT_EQ(document->book().forces.node(unit)->type, "infantry");

    frame_->forces()->select_id("us-1c");
    const std::string copy = frame_->duplicate_selected_node();
    EXPECT_EQ(copy, "us-1c-copy");
    EXPECT_EQ(document->book().forces.node("us-devin-copy")->parent, "us-1c-copy");
    EXPECT_EQ(document->book().forces.node("us-devin-copy")->attributes, document->book().forces.node("us-devin")->attributes);
    EXPECT_EQ(document->commands().undo_name(), "Duplicate 1st Cavalry Division");

    frame_->forces()->select_id("us-3");
    frame_->delete_selected_node();
    EXPECT_EQ(document->book().forces.node("us-sickles"), nullptr);
    while (document->commands().undo()) {
    }
    EXPECT_EQ(document->book(), original);
}

TEST_F(EditorWindow, DiagnosticsFilterAcknowledgeAndWithdraw) {
    Document* document = frame_->document();
    // Wadsworth leaves the setup of first-day, so it and its two variants report him.
    document->commands().execute(make_remove_placement("first-day", "us-wadsworth"));
    EXPECT_EQ(document->report().diagnostics.items.size(), 0U);  // not checked yet: the check runs in the background
    ASSERT_TRUE(wait_for_report(*document));
    DiagnosticsPane* diagnostics = frame_->diagnostics();
    ASSERT_EQ(diagnostics->list()->GetItemCount(), 3);
    diagnostics->set_filter(Severity::Error, "first-day-third-corps");
    ASSERT_EQ(diagnostics->list()->GetItemCount(), 1);
    EXPECT_EQ(diagnostics->list()->GetItemText(0, DiagnosticsPane::kScenario), "First day, III Corps at A8");
    diagnostics->set_filter(Severity::Warning, "");
    EXPECT_EQ(diagnostics->list()->GetItemText(0), "ok");
    diagnostics->set_filter(std::nullopt, "first-day");
    ASSERT_EQ(diagnostics->list()->GetItemCount(), 1);

    diagnostics->set_reason_question([](const Diagnostic&) { return std::optional<std::string>("he arrives later"); });
    ASSERT_TRUE(diagnostics->acknowledge(0));
    ASSERT_TRUE(wait_for_report(*document));
    ASSERT_EQ(document->book().acknowledgements.size(), 1U);
    EXPECT_EQ(document->book().acknowledgements[0].code, "core.unit-accounting");
    EXPECT_EQ(document->book().acknowledgements[0].scenario, "first-day");
    EXPECT_EQ(document->report().diagnostics.count(Severity::Error), 2U);  // the variants' are other diagnostics
    EXPECT_EQ(document->report().diagnostics.acknowledged_count(), 1U);
    EXPECT_NE(diagnostics->list()->GetItemText(0, DiagnosticsPane::kMessage).Find("acknowledged: he arrives later"), wxNOT_FOUND);

    ASSERT_TRUE(diagnostics->withdraw_acknowledgement(0));
    ASSERT_TRUE(wait_for_report(*document));
    EXPECT_TRUE(document->book().acknowledgements.empty());
    diagnostics->set_reason_question([](const Diagnostic&) { return std::optional<std::string>(); });
    EXPECT_FALSE(diagnostics->acknowledge(0));  // cancelled: nothing recorded
    EXPECT_TRUE(document->book().acknowledgements.empty());
    diagnostics->set_filter(std::nullopt, "");
}

TEST_F(EditorWindow, AnEditRedrawsOnlyTheTilesOfTheHexesItChanged) {
    MapCanvas* canvas = frame_->canvas();
    canvas->zoom_by(2.0);
    canvas->centre_on(frame_->document()->book().map("board")->hex.find_label("P3").value());
    canvas->Refresh();
    canvas->Update();
    settle(100);
    const std::size_t kept = canvas->tiles().tile_count();
    ASSERT_GT(kept, 4U);
    const std::size_t before = canvas->tiles().stats().tiles_rendered + canvas->tiles().stats().tiles_repaired;
    Document* document = frame_->document();
    document->commands().execute(make_set_placement("first-day", Placement{"us-gamble", {LocationKind::Hex, "Q3"}, UnitState::Full}));
    // Paints arrive when the display asks for them; wait for the one after the edit.
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (canvas->tiles().stats().tiles_rendered + canvas->tiles().stats().tiles_repaired == before &&
           std::chrono::steady_clock::now() < until) {
        canvas->Update();
        settle(20);
    }
    settle(100);
    const std::size_t redrawn = canvas->tiles().stats().tiles_rendered + canvas->tiles().stats().tiles_repaired - before;
    EXPECT_GE(redrawn, 1U) << "before " << before << " kept " << kept;
    EXPECT_LT(redrawn, kept);
    // A pan by a few pixels draws at most the newly exposed tiles.
    const std::size_t after_edit = canvas->tiles().stats().tiles_rendered;
    canvas->pan_by(5, 0);
    canvas->Update();
    settle(50);
    EXPECT_LE(canvas->tiles().stats().tiles_rendered - after_edit, 8U);
}

TEST_F(EditorWindow, DraggingInTheForcesTreeReparentsAndFindShowsUnits) {
    Document* document = frame_->document();
    EXPECT_TRUE(frame_->move_node("us-wadsworth", "us-1c"));
    EXPECT_EQ(document->book().forces.node("us-wadsworth")->parent, "us-1c");
    EXPECT_EQ(document->commands().undo_name(), "Move Wadsworth");
    EXPECT_TRUE(frame_->move_node("us-3", "us-devin"));  // onto a unit: beside it, in its formation
    EXPECT_EQ(document->book().forces.node("us-3")->parent, "us-1c");
    EXPECT_FALSE(frame_->move_node("us-1c", "us-3"));       // into its own subtree
    EXPECT_FALSE(frame_->move_node("us-buford", "confederate"));  // to the other side's top
    EXPECT_TRUE(frame_->move_node("us-3", "union"));
    EXPECT_EQ(document->book().forces.node("us-3")->parent, "");
    document->commands().undo();
    document->commands().undo();
    document->commands().undo();
    EXPECT_EQ(document->book().forces.node("us-wadsworth")->parent, "us-1");

    EXPECT_TRUE(frame_->find_and_show("gam"));
    EXPECT_EQ(frame_->forces()->selected_id(), "us-gamble");
    const HexCoord p3 = document->book().map("board")->hex.find_label("P3").value();
    EXPECT_EQ(frame_->canvas()->selected_hex(), p3);
    EXPECT_TRUE(frame_->find_and_show("HETH"));
    EXPECT_EQ(frame_->forces()->selected_id(), "cs-heth");
    EXPECT_FALSE(frame_->find_and_show("Longstreet"));
}

TEST_F(EditorWindow, CutCopyAndPasteFormationsInTheForcesTree) {
    Document* document = frame_->document();
    const Book original = document->book();
    frame_->forces()->select_id("us-1c");
    ASSERT_TRUE(frame_->copy_selected_node());
    frame_->forces()->select_id("cs-heth");  // paste beside a unit: into its formation
    const std::string pasted = frame_->paste_node();
    EXPECT_EQ(pasted, "us-1c-copy");
    EXPECT_EQ(document->book().forces.node(pasted)->parent, "cs-3");
    EXPECT_EQ(document->book().forces.node("us-gamble-copy")->parent, pasted);
    EXPECT_EQ(document->commands().undo_name(), "Paste 1st Cavalry Division");

    EXPECT_TRUE(frame_->rename_node("us-gamble", "Gamble's brigade"));
    EXPECT_EQ(document->commands().undo_name(), "Rename Gamble to Gamble's brigade");
    EXPECT_FALSE(frame_->rename_node("us-gamble", ""));

    frame_->forces()->select_id("us-wadsworth");
    ASSERT_TRUE(frame_->cut_selected_node());
    EXPECT_EQ(document->book().forces.node("us-wadsworth"), nullptr);
    frame_->forces()->select_id("us-3");
    EXPECT_EQ(frame_->paste_node(), "us-wadsworth");  // the id survives a cut and paste
    EXPECT_EQ(document->book().forces.node("us-wadsworth")->parent, "us-3");
    EXPECT_EQ(document->book().forces.node("us-wadsworth")->attributes,
              original.forces.node("us-wadsworth")->attributes);
    while (document->commands().undo()) {
    }
    EXPECT_EQ(document->book(), original);
}

TEST_F(EditorWindow, AutosaveIntervalIsAPreferenceKeptInTheConfiguration) {
    frame_->set_autosave_minutes(5);
    EXPECT_EQ(frame_->autosave_minutes(), 5);
    EXPECT_EQ(wxConfig::Get()->ReadLong("/Editor/AutosaveMinutes", 0), 5);
    frame_->set_autosave_minutes(500);
    EXPECT_EQ(frame_->autosave_minutes(), 60);
    auto* other = new MainFrame;  // a new window starts with the kept preference
    EXPECT_EQ(other->autosave_minutes(), 60);
    other->Destroy();
    frame_->set_autosave_minutes(1);
}

TEST_F(EditorWindow, HoveringAHexShowsItInBriefThenItsUnitsTopFirst) {
    MapCanvas* canvas = frame_->canvas();
    const Book& book = frame_->document()->book();
    const HexCoord p3 = book.map("board")->hex.find_label("P3").value();
    wxUIActionSimulator sim;
    sim.MouseMove(canvas->ClientToScreen(canvas->device_of(p3)));
    settle(100);
    const std::string hex = brief(inspect_hex(book, *book.map("board"), nullptr, p3));
    EXPECT_TRUE(hex.starts_with("P3: Woods")) << hex;
    EXPECT_EQ(canvas->hex_tip(), wxString::FromUTF8(hex) + "\nGamble (gamble/1 cbrd)\nDevin (devin/1 cbrd)\nBuford (buford/1c hqd)");

    // No tooltip stays over a modal dialog; it comes back after.
    ASSERT_NE(canvas->GetToolTip(), nullptr);
    wxDialog dialog(frame_, wxID_ANY, "A prompt");
    bool tip_while_modal = true;
    dialog.CallAfter([&] {
        tip_while_modal = canvas->GetToolTip() != nullptr;
        dialog.EndModal(wxID_OK);
    });
    dialog.ShowModal();
    EXPECT_FALSE(tip_while_modal);
    sim.MouseMove(canvas->ClientToScreen(canvas->device_of(p3) + wxPoint(3, 3)));
    settle(100);
    EXPECT_NE(canvas->GetToolTip(), nullptr);
}

TEST_F(EditorWindow, UnitsTakingPartAndCasualtiesAreChosenInTheProperties) {
    Document* document = frame_->document();
    PropertyPane* properties = frame_->properties();
    properties->show_scenario(document, "first-day");
    wxArrayString casualties;
    casualties.Add("Devin [us-devin]");
    ASSERT_TRUE(properties->ChangePropertyValue("scenario.casualties", wxVariant(casualties)));
    EXPECT_EQ(document->book().scenario("first-day")->casualties, std::vector<std::string>{"us-devin"});
    wxArrayString units;
    units.Add("Heth [cs-heth]");
    units.Add("Pegram [cs-pegram]");
    ASSERT_TRUE(properties->ChangePropertyValue("scenario.units", wxVariant(units)));
    EXPECT_EQ(*document->book().scenario("first-day")->units, (std::vector<std::string>{"cs-heth", "cs-pegram"}));
    document->commands().undo();
    document->commands().undo();
    EXPECT_TRUE(document->book().scenario("first-day")->casualties.empty());

    wxArrayString conditions;
    conditions.Add("confederate: hold Cemetery Hill at the end");
    conditions.Add("Most VP wins");
    properties->show_scenario(document, "first-day");
    ASSERT_TRUE(properties->ChangePropertyValue("scenario.victory", wxVariant(conditions)));
    const auto& victory = document->book().scenario("first-day")->victory;
    ASSERT_EQ(victory.size(), 2U);
    EXPECT_EQ(victory[0].side, "confederate");
    EXPECT_EQ(victory[0].text, "hold Cemetery Hill at the end");
    EXPECT_EQ(victory[1].side, "");

    properties->show(document, "");
    wxArrayString track;
    track.Add("Dawn");
    track.Add("Dusk [night]");
    ASSERT_TRUE(properties->ChangePropertyValue("book.turn-track", wxVariant(track)));
    EXPECT_EQ(document->book().turn_track, (std::vector<Turn>{{"Dawn", false}, {"Dusk", true}}));
    document->commands().undo();
    EXPECT_EQ(document->book().turn_track.size(), 24U);
}

TEST_F(EditorWindow, RecoveryCopyIsWrittenRestoredAndRemovedOnSave) {
    Document* document = frame_->document();
    frame_->autosave_now();
    EXPECT_FALSE(fs::exists(recovery_path(book_)));  // nothing unsaved, nothing written

    document->commands().execute(make_set_attribute("cs-heth", "combat", AttributeValue{std::int64_t{9}}));
    frame_->set_autosave_interval(100);
    settle(400);  // the timer writes it
    ASSERT_TRUE(fs::exists(recovery_path(book_)));
    const LoadResult copy = load_book(recovery_path(book_));
    ASSERT_TRUE(copy) << copy.error();
    EXPECT_EQ(copy->book, document->book());
    EXPECT_NE(test::read_text(book_).find("<attr key=\"combat\" value=\"5\" />"), std::string::npos);  // the book is untouched

    // The editor goes away without saving, as in a crash; the next one offers the copy.
    frame_->Destroy();
    settle(50);
    frame_ = new MainFrame;
    frame_->Show();
    wxString asked;
    frame_->set_restore_question([&](const wxString& book) {
        asked = book;
        return true;
    });
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book_.string())));
    settle(50);
    EXPECT_EQ(asked, wxString::FromUTF8(book_.string()));
    document = frame_->document();
    EXPECT_EQ(document->book().forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{9}});
    EXPECT_TRUE(document->modified());
    EXPECT_TRUE(frame_->GetTitle().StartsWith("*"));

    wxCommandEvent save(wxEVT_MENU, wxID_SAVE);
    frame_->GetEventHandler()->ProcessEvent(save);
    EXPECT_FALSE(document->modified());
    EXPECT_FALSE(fs::exists(recovery_path(book_)));
    EXPECT_EQ(load_book(book_).value().book.forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{9}});
}

TEST_F(EditorWindow, DecliningTheRecoveryCopyOpensTheSavedBook) {
    frame_->document()->commands().execute(make_set_attribute("cs-heth", "combat", AttributeValue{std::int64_t{9}}));
    frame_->autosave_now();
    ASSERT_TRUE(fs::exists(recovery_path(book_)));
    frame_->set_restore_question([](const wxString&) { return false; });
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(book_.string())));
    EXPECT_EQ(frame_->document()->book().forces.node("cs-heth")->attributes.at("combat"), AttributeValue{std::int64_t{5}});
    EXPECT_FALSE(frame_->document()->modified());
    EXPECT_TRUE(fs::exists(recovery_path(book_)));  // kept: nothing the user made is thrown away unasked
}

// Records what the canvas hands a tool.
class RecordingTool final : public CanvasTool {
public:
    bool click(MapPoint at, bool) override {
        clicks.push_back(at);
        return true;
    }
    void draw_overlay(cairo_t*, const RenderView&) const override { ++overlays; }
    void left() override { ++left_count; }
    std::vector<MapPoint> clicks;
    mutable int overlays = 0;
    int left_count = 0;
};

TEST_F(EditorWindow, AToolTakesClicksInsteadOfSelectingAndEscapeLeavesIt) {
    MapCanvas* canvas = frame_->canvas();
    const HexMap& map = frame_->document()->book().map("board")->hex;
    const HexCoord p3 = map.find_label("P3").value();
    canvas->centre_on(p3);
    canvas->select_hex(std::nullopt);
    settle(100);
    RecordingTool tool;
    canvas->set_tool(&tool);
    settle_until([&] { return tool.overlays > 0; });
    EXPECT_GT(tool.overlays, 0);

    wxUIActionSimulator sim;
    const wxPoint centre = canvas->device_of(p3);
    sim.MouseMove(canvas->ClientToScreen(centre));
    settle(50);
    sim.MouseClick();
    ASSERT_TRUE(settle_until([&] { return !tool.clicks.empty(); }));
    const MapPoint expected = hex_to_point(map.grid.geometry, p3);
    const double tolerance = 2.0 / canvas->view().scale;  // two pixels
    EXPECT_NEAR(tool.clicks[0].x, expected.x, tolerance);
    EXPECT_NEAR(tool.clicks[0].y, expected.y, tolerance);
    EXPECT_FALSE(canvas->selected_hex().has_value()) << "a tool's click does not select";

    // A drag pans and is not a click.
    const wxPoint from = canvas->ClientToScreen(centre);
    const MapPoint before = canvas->view().top_left;
    sim.MouseMove(from);
    settle(50);
    sim.MouseDown();
    settle(50);
    sim.MouseMove(from + wxPoint(40, 20));
    settle(50);
    sim.MouseMove(from + wxPoint(80, 40));
    settle(50);
    sim.MouseUp();
    settle(100);
    EXPECT_EQ(tool.clicks.size(), 1U);
    EXPECT_NE(canvas->view().top_left.x, before.x);

    canvas->SetFocus();
    sim.Char(WXK_ESCAPE);
    ASSERT_TRUE(settle_until([&] { return canvas->tool() == nullptr; }));
    EXPECT_EQ(tool.left_count, 1);
}

}  // namespace
}  // namespace sandtable::editor
