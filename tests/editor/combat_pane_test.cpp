// Map > Combat Odds: the Combat pane adds up the combat against the selected stack, here the §13.2
// combat at McPherson's woods with Heth and Pegram dropped next to Buford's cavalry.
#include "editor/combat_pane.hpp"
#include "editor/main_frame.hpp"
#include "editor/map_canvas.hpp"
#include "editor_window_fixture.hpp"
#include "gui_test_support.hpp"

#include <gtest/gtest.h>
#include <wx/aui/framemanager.h>
#include <wx/statusbr.h>

namespace sandtable::editor {
namespace {

HexCoord hex_of(MainFrame& frame, const char* label) { return *frame.canvas()->shown_map()->hex.find_label(label).hex; }

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
    EXPECT_EQ(frame_->GetStatusBar()->GetStatusText(0), "Combat at P3: AF 7 - DF 5 = +2, DR with even dice");

    canvas->select_hex(hex_of(*frame_, "A1"));
    test::settle(50);
    EXPECT_EQ(frame_->combat_pane()->combat().problem, "no unit to defend");
    frame_->show_combat_odds(false);
    canvas->select_hex(hex_of(*frame_, "P3"));
    test::settle(50);
    EXPECT_EQ(frame_->combat_pane()->combat().problem, "no unit to defend") << "a hidden pane is not recomputed";
}

}  // namespace
}  // namespace sandtable::editor
