// The menu bar comes from one table: every entry is in the bar with its accelerator, runs
// something, and no accelerator is used twice.
#include "editor/editor_window_fixture.hpp"
#include "editor/menu_table.hpp"

#include <wx/menu.h>

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

TEST_F(EditorWindow, EveryEntryOfTheMenuTableIsInTheMenuBarAndRunsSomething) {
    const MenuTable table = frame_->menu_table();
    EXPECT_TRUE(duplicate_accelerators(table).empty());
    wxMenuBar* bar = frame_->GetMenuBar();
    ASSERT_EQ(bar->GetMenuCount(), table.size());
    for (std::size_t m = 0; m < table.size(); ++m) {
        EXPECT_EQ(bar->GetMenuLabel(m), wxString::FromUTF8(table[m].title));
        for (const MenuEntry& entry : table[m].entries) {
            if (entry.kind == MenuEntry::Kind::Separator || entry.kind == MenuEntry::Kind::RecentFiles) continue;
            EXPECT_TRUE(static_cast<bool>(entry.run)) << entry.label << " runs nothing";
            // Stock ids are fixed; the others are found by their label (Undo and Redo relabel themselves).
            const int id = entry.id != 0 ? entry.id : bar->FindMenuItem(wxString::FromUTF8(table[m].title), wxString::FromUTF8(entry.label));
            ASSERT_NE(id, wxNOT_FOUND) << entry.label << " is not in the " << table[m].title << " menu";
            wxMenuItem* item = bar->FindItem(id);
            ASSERT_NE(item, nullptr) << entry.label;
            EXPECT_EQ(item->IsCheckable(), entry.kind == MenuEntry::Kind::Check) << entry.label;
            if (!entry.accelerator.empty() && entry.id != wxID_UNDO && entry.id != wxID_REDO) {
                EXPECT_TRUE(item->GetItemLabel().EndsWith("\t" + wxString::FromUTF8(entry.accelerator))) << item->GetItemLabel();
            }
        }
    }
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
