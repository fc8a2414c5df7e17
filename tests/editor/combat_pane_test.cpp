// Map > Combat Odds: the Combat pane adds up the combat against the selected stack, here the §13.2
// combat at McPherson's woods with Heth and Pegram dropped next to Buford's cavalry.
#include "editor/panes/combat_pane.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor_window_fixture.hpp"
#include "gui_test_support.hpp"
#include "io/native/book_file.hpp"
#include "support/mcphersons_woods.hpp"

#include <gtest/gtest.h>
#include <wx/aui/framemanager.h>
#include <wx/statusbr.h>

namespace sandtable::editor {
namespace {

HexCoord hex_of(MainFrame& frame, const char* label) { return *frame.canvas()->shown_map()->hex.find_label(label).optional(); }

TEST_F(EditorWindow, TheCombatPaneAddsUpTheCombatAgainstTheSelectedStack) {
    MapCanvas* canvas = frame_->canvas();
    canvas->fit();
    test::settle(100);
    ASSERT_TRUE(canvas->drop_unit("cs-pegram", canvas->device_of(hex_of(*frame_, "Q3"))));
    ASSERT_TRUE(canvas->drop_unit("cs-heth", canvas->device_of(hex_of(*frame_, "Q4"))));
    frame_->show_combat_odds(true);
    canvas->select_hex(hex_of(*frame_, "P3"));
    test::settle(100);
    const StackCombat& combat = frame_->combat_pane()->combat();
    ASSERT_TRUE(combat.problem.empty()) << combat.problem;
    EXPECT_EQ(combat.sums.attack, 7);
    EXPECT_EQ(combat.sums.defence, 5) << combat.sums.working.back();
    EXPECT_EQ(combat.headline(), "Combat at P3: AF 7 - DF 5 = +2, DR with even dice");
    const wxString text = frame_->combat_pane()->text();
    EXPECT_TRUE(text.Contains("hill in P3 +2")) << text;
    EXPECT_TRUE(text.Contains("> +1 to +2 DR: 19%")) << text;
    EXPECT_TRUE(text.Contains("against Buford, Devin, Gamble")) << text;
    EXPECT_TRUE(text.Contains("Heth 5")) << text;
    EXPECT_FALSE(text.Contains("cs-") || text.Contains("us-")) << "units by their names, never by ids\n" << text;
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(0), "Stack: Buford, Devin, Gamble") << "the status bar still names the stack";

    canvas->select_hex(hex_of(*frame_, "A1"));
    test::settle(50);
    EXPECT_EQ(frame_->combat_pane()->combat().problem, "no unit to defend");
    frame_->show_combat_odds(false);
    canvas->select_hex(hex_of(*frame_, "P3"));
    test::settle(50);
    EXPECT_EQ(frame_->combat_pane()->combat().problem, "no unit to defend") << "a hidden pane is not recomputed";
}

TEST_F(EditorWindow, WithoutAStackOrAScenarioTheCombatPaneSaysWhatToChoose) {
    frame_->show_combat_odds(true);
    const HexCoord p3 = hex_of(*frame_, "P3");
    frame_->canvas()->select_hex(p3);
    test::settle(50);
    CombatPane* pane = frame_->combat_pane();
    EXPECT_TRUE(pane->text().StartsWith("Combat at P3: ")) << pane->text();
    frame_->canvas()->select_hex(std::nullopt);
    test::settle(50);
    EXPECT_EQ(pane->text(), "Select a stack on the map to add up the combat against it.");
    pane->show(&open_book(), "", p3);
    EXPECT_EQ(pane->text(), "Choose a scenario in the Project pane to add up the combats of its setup.");
    EXPECT_TRUE(pane->supporters().empty());
    pane->show(&open_book(), "no-such-scenario", p3);
    EXPECT_FALSE(pane->text().Contains("?")) << pane->text();
    frame_->show_combat_odds(false);
}

TEST_F(EditorWindow, TickingABatteryThatMaySupportAddsItsDefensiveIndirectFire) {
    const auto path = dir_ / "mcphersons-woods.sandtable";
    Book book = test::mcphersons_woods_book({"indirect-fire"});
    book.forces.node("us-calef")->name = "Calef";
    ASSERT_TRUE(save_book(book, path));
    ASSERT_TRUE(frame_->open_book(wxString::FromUTF8(path.string())));
    test::settle(100);
    frame_->show_combat_odds(true);
    frame_->canvas()->select_hex(hex_of(*frame_, "P3"));
    test::settle(50);
    CombatPane* pane = frame_->combat_pane();
    EXPECT_EQ(pane->supporters(), (std::vector<std::string>{"us-calef"})) << pane->text();
    ASSERT_EQ(pane->supporter_labels().size(), 1U);
    EXPECT_EQ(pane->supporter_labels()[0], "Calef") << "listed by name";
    EXPECT_TRUE(pane->text().Contains("+ Calef could add 1")) << pane->text();
    EXPECT_EQ(pane->combat().sums.defence, 5) << "nothing is ticked at first";
    pane->set_support({"us-calef"});
    EXPECT_EQ(pane->combat().headline(), "Combat at P3: AF 7 - DF 6 = +1, DR with even dice");
    EXPECT_TRUE(pane->text().Contains(wxString::FromUTF8("Calef 1 defensive indirect fire (§13.1.1)"))) << pane->text();
    pane->set_support({});
    EXPECT_EQ(pane->combat().sums.defence, 5);
    frame_->show_combat_odds(false);  // the layout is kept for the next window
}

}  // namespace
}  // namespace sandtable::editor
