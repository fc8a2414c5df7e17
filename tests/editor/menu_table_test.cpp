// The menu bar comes from one table: every entry is in the bar with its accelerator, runs
// something, and no accelerator is used twice.
#include "editor/editor_window_fixture.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/frame/menu_table.hpp"

#include "model/commands/force_commands.hpp"

#include <algorithm>
#include <wx/menu.h>
#include <wx/toolbar.h>
#include <wx/uiaction.h>

namespace sandtable::editor {
namespace {

TEST(MenuTable, AnAcceleratorUsedTwiceIsNamedOnce) {
    const MenuTable table = {
        {"&File", {command(1, "&Open", "Ctrl+O", "", {}), separator(), command(2, "&Other", "ctrl+o", "", {})}},
        {"&Edit", {command(3, "&Undo", "Ctrl+Z", "", {}), command(4, "&Plain", "", "", {}), command(5, "&Again", "Ctrl+O", "", {})}},
    };
    EXPECT_EQ(duplicate_accelerators(table), std::vector<std::string>{"ctrl+o"});
    EXPECT_TRUE(duplicate_accelerators({{"&File", {command(1, "&Open", "Ctrl+O", "", {}), command(2, "&New", "Ctrl+N", "", {})}}}).empty());
}

TEST(MenuTable, AKeyThatRunsAnEntryWithoutBeingShownCountsAsAUse) {
    MenuEntry zoom = command(1, "Zoom &In", "Ctrl++", "", {});
    zoom.more_accelerators = {"Ctrl+="};
    const MenuTable table = {{"&View", {zoom, submenu("&More", {command(2, "&Equal", "Ctrl+=", "", {})})}}};
    EXPECT_EQ(duplicate_accelerators(table), std::vector<std::string>{"ctrl+="});
}

TEST_F(EditorWindow, EveryEntryOfTheMenuTableIsInTheMenuBarAndRunsSomething) {
    const MenuTable& table = frame_->menus();
    EXPECT_TRUE(duplicate_accelerators(table).empty());
    wxMenuBar* bar = frame_->GetMenuBar();
    ASSERT_EQ(bar->GetMenuCount(), table.size());
    for (std::size_t m = 0; m < table.size(); ++m) EXPECT_EQ(bar->GetMenuLabel(m), wxString::FromUTF8(table[m].title));
    const std::vector<const MenuEntry*> entries = commands_of(table);
    EXPECT_GT(entries.size(), 40U);
    for (const MenuEntry* entry : entries) {
        EXPECT_TRUE(static_cast<bool>(entry->run)) << entry->label << " runs nothing";
        ASSERT_NE(entry->id, 0) << entry->label;
        wxMenuItem* item = bar->FindItem(entry->id);
        ASSERT_NE(item, nullptr) << entry->label << " is not in the menu bar";
        EXPECT_EQ(wxStripMenuCodes(item->GetItemLabelText()), wxStripMenuCodes(wxString::FromUTF8(entry->label)))
            << "Undo and Redo relabel themselves, but only when the menu opens";
        EXPECT_EQ(item->IsCheckable(), entry->kind == MenuEntry::Kind::Check) << entry->label;
        if (!entry->accelerator.empty()) {
            EXPECT_TRUE(item->GetItemLabel().EndsWith("\t" + wxString::FromUTF8(entry->accelerator))) << item->GetItemLabel();
        }
    }
}

TEST_F(EditorWindow, TheToolbarOffersTheCommonActionsAndTheMapToolsAndRunsThem) {
    wxToolBar* tools = frame_->GetToolBar();
    ASSERT_NE(tools, nullptr);
    std::vector<std::string> offered;
    for (const MenuEntry* entry : commands_of(frame_->menus())) {
        if (entry->tool_icon.empty()) continue;
        const wxToolBarToolBase* tool = tools->FindById(entry->id);
        ASSERT_NE(tool, nullptr) << entry->label;
        EXPECT_TRUE(tool->GetNormalBitmap().IsOk()) << entry->label << " has no icon";
        EXPECT_FALSE(tool->GetShortHelp().empty());
        offered.push_back(entry->tool_icon);
    }
    for (const char* wanted : {"new", "open", "save", "undo", "redo", "zoom-in", "zoom-out", "zoom-fit", "paint-terrain", "calibrate-grid", "digitise", "combat-odds"}) {
        EXPECT_NE(std::find(offered.begin(), offered.end(), wanted), offered.end()) << wanted;
    }
    // A tool runs its menu entry: Paint Terrain shows the Terrain pane.
    const std::vector<const MenuEntry*> entries = commands_of(frame_->menus());
    const auto paint = std::find_if(entries.begin(), entries.end(), [](const MenuEntry* entry) { return entry->tool_icon == "paint-terrain"; });
    ASSERT_NE(paint, entries.end());
    ASSERT_FALSE(frame_->panes().shown("terrain"));
    wxCommandEvent click(wxEVT_TOOL, (*paint)->id);
    click.SetEventObject(tools);
    tools->GetEventHandler()->ProcessEvent(click);
    EXPECT_TRUE(frame_->panes().shown("terrain"));
}

TEST_F(EditorWindow, CtrlEqualsZoomsInAndCtrlShiftZRedoes) {
    frame_->canvas()->fit();
    frame_->canvas()->SetFocus();
    test::settle(100);
    const double fitted = frame_->canvas()->view().scale;
    wxUIActionSimulator keys;
    keys.Char('=', wxMOD_CONTROL);
    EXPECT_TRUE(test::settle_until([&] { return frame_->canvas()->view().scale > fitted * 1.2; }));

    CommandStack& commands = frame_->document()->commands();
    commands.execute(make_set_attribute("us-wadsworth", "combat", AttributeValue{std::int64_t{7}}));
    commands.undo();
    ASSERT_TRUE(commands.can_redo());
    keys.Char('z', wxMOD_CONTROL | wxMOD_SHIFT);
    EXPECT_TRUE(test::settle_until([&] { return !commands.can_redo(); }));
}

TEST_F(EditorWindow, AMenuEntryFromTheTableRunsItsCommand) {
    frame_->canvas()->fit();
    const double fitted = frame_->canvas()->view().scale;
    wxCommandEvent zoom_in(wxEVT_MENU, wxID_ZOOM_IN);
    frame_->GetEventHandler()->ProcessEvent(zoom_in);
    EXPECT_NEAR(frame_->canvas()->view().scale, fitted * 1.25, fitted * 1e-9);
}

}  // namespace
}  // namespace sandtable::editor
