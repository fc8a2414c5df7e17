// The hex inspector: a click on a hex shows it in the property pane (terrain, place, stack), with
// the top unit's properties under it; a click on an empty hex clears the unit and the stack line;
// an edit keeps the inspector on its hex; and a press that pans selects nothing.
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/property_pane.hpp"
#include "model/commands/force_commands.hpp"

#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

using test::settle;
using test::settle_until;

class HexInspector : public EditorWindow {
protected:
    HexCoord hex(const std::string& label) const { return open_book().map("board")->hex.find_label(label).value(); }
    void click(const std::string& label) {
        wxUIActionSimulator mouse;
        mouse.MouseMove(frame_->canvas()->ClientToScreen(frame_->canvas()->device_of(hex(label))));
        settle(50);
        mouse.MouseClick();
    }
    wxString shown(const wxString& property) const { return frame_->properties()->GetPropertyValueAsString(property); }
    wxString stack_line() const { return frame_->GetStatusBar()->GetStatusText(0); }
};

TEST_F(HexInspector, AClickShowsTheHexAndItsTopUnitAndAnEmptyHexClearsTheUnit) {
    PropertyPane* properties = frame_->properties();
    click("P3");
    ASSERT_TRUE(settle_until([&] { return properties->hex() == hex("P3"); }));
    EXPECT_EQ(properties->GetProperty("hex")->GetLabel(), "Hex P3");
    EXPECT_TRUE(shown("hex.terrain").StartsWith("Woods")) << shown("hex.terrain");
    EXPECT_EQ(shown("hex.places"), "McPherson's woods");
    EXPECT_EQ(shown("hex.stack"), "Gamble, Devin, Buford");
    EXPECT_TRUE(properties->GetProperty("hex.stack")->HasFlag(wxPG_PROP_READONLY));
    EXPECT_EQ(properties->node_id(), "us-gamble") << "the top unit's properties follow";
    EXPECT_EQ(shown("node.name"), "Gamble");
    EXPECT_TRUE(stack_line().StartsWith("Stack: ")) << stack_line();

    // An edit of the unit keeps the inspector on the hex.
    frame_->document()->commands().execute(make_set_attribute("us-gamble", "combat", AttributeValue{std::int64_t{2}}));
    settle(100);
    EXPECT_EQ(properties->hex(), hex("P3"));
    EXPECT_EQ(shown("attr.combat"), "2");

    click("A10");
    ASSERT_TRUE(settle_until([&] { return properties->hex() == hex("A10"); }));
    EXPECT_EQ(properties->node_id(), "") << "an empty hex shows no unit";
    EXPECT_EQ(properties->GetPropertyByName("node.name"), nullptr);
    EXPECT_EQ(shown("hex.stack"), "none");
    EXPECT_EQ(stack_line(), "");
}

TEST_F(HexInspector, APressThatPansSelectsNothing) {
    MapCanvas* canvas = frame_->canvas();
    canvas->select_hex(hex("D3"));
    const wxPoint from = canvas->ClientToScreen(canvas->device_of(hex("A10")));
    const MapPoint before = canvas->view().top_left;
    wxUIActionSimulator mouse;
    mouse.MouseMove(from);
    settle(50);
    mouse.MouseDown();
    settle(50);
    for (int step = 1; step <= 6; ++step) {
        mouse.MouseMove(from + wxPoint(step * 15, step * 5));
        settle(20);
    }
    mouse.MouseUp();
    ASSERT_TRUE(settle_until([&] { return canvas->view().top_left != before; })) << "the drag pans";
    settle(50);
    EXPECT_EQ(canvas->selected_hex(), hex("D3")) << "the hex under the press is not selected by a pan";

    // A click (press and release in place) on the same empty hex does select it.
    click("A10");
    EXPECT_TRUE(settle_until([&] { return canvas->selected_hex() == hex("A10"); }));
}

}  // namespace
}  // namespace sandtable::editor
