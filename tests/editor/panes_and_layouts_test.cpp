// The View menu shows and hides every pane, its layouts put the panes a task needs in place, and
// Reset Layout brings back a pane closed in an earlier run. Each test starts from settings of its
// own (gui_test_main.cpp), which the first two tests check.
#include "editor/panes/digitise_panel.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/editor_window_fixture.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/frame/help_docs.hpp"
#include "editor/panes/terrain_pane.hpp"

#include <wx/config.h>
#include <wx/menu.h>

namespace sandtable::editor {
namespace {

using test::settle;

// The id the frame gave the entry labelled `label` (without its mnemonic) in the submenu `sub`
// of the menu `menu`.
int entry_id(const MainFrame& frame, const std::string& menu, const std::string& sub, const std::string& label) {
    for (const Menu& each : frame.menus()) {
        if (wxStripMenuCodes(wxString::FromUTF8(each.title)) != wxString::FromUTF8(menu)) continue;
        for (const MenuEntry& entry : each.entries) {
            if (entry.kind != MenuEntry::Kind::Submenu || wxStripMenuCodes(wxString::FromUTF8(entry.label)) != wxString::FromUTF8(sub)) continue;
            for (const MenuEntry& inner : entry.entries) {
                if (wxStripMenuCodes(wxString::FromUTF8(inner.label)) == wxString::FromUTF8(label)) return inner.id;
            }
        }
    }
    return wxID_NONE;
}

void choose(MainFrame& frame, int id, bool checked = false) {
    wxCommandEvent event(wxEVT_MENU, id);
    event.SetInt(checked ? 1 : 0);
    frame.GetEventHandler()->ProcessEvent(event);
}

TEST_F(EditorWindow, ATestStartsWithNoSettingsWhateverTheTestBeforeLeft) {
    // The frame of SetUp has written nothing yet: no layout, no recent files from another test.
    EXPECT_FALSE(wxConfig::Get()->HasEntry("/Layout/Perspective"));
    frame_->Destroy();
    frame_ = nullptr;
    settle(100);
    EXPECT_TRUE(wxConfig::Get()->HasEntry("/Layout/Perspective"));
}

TEST_F(EditorWindow, ATestStartsWithNoSettingsWhateverTheTestBeforeLeftAgain) {
    EXPECT_FALSE(wxConfig::Get()->HasEntry("/Layout/Perspective"));
}

TEST_F(EditorWindow, EveryPaneCanBeShownAndHiddenFromTheViewMenu) {
    for (const PaneName& pane : PaneTable::listed()) {
        const std::string name(pane.name);
        if (name == "georef") continue;  // shown only with a scan to work on: Tools > Georeference a Scan
        const bool before = frame_->panes().shown(name);
        const std::string label = name == "grid-calibration" ? "Grid Calibration"
                                  : name == "compare"        ? "Compare with Base"
                                  : name == "house-rules"    ? "House Rules"
                                                             : std::string(1, static_cast<char>(std::toupper(name[0]))) + name.substr(1);
        const int id = entry_id(*frame_, "View", "Panes", label);
        ASSERT_NE(id, wxID_NONE) << label;
        choose(*frame_, id, !before);
        EXPECT_EQ(frame_->panes().shown(name), !before) << name;
        choose(*frame_, id, before);
        EXPECT_EQ(frame_->panes().shown(name), before) << name;
    }
    // A tool pane shown from the View menu starts its tool, as its Map menu entry does.
    choose(*frame_, entry_id(*frame_, "View", "Panes", "Terrain"), true);
    EXPECT_TRUE(frame_->terrain_pane()->active());
    choose(*frame_, entry_id(*frame_, "View", "Panes", "Terrain"), false);
    EXPECT_FALSE(frame_->terrain_pane()->active());
}

TEST_F(EditorWindow, APaneClosedInAnEarlierRunComesBackWithResetLayout) {
    frame_->panes().show("diagnostics", false);
    frame_->document()->commands().set_clean();
    frame_->Destroy();
    frame_ = nullptr;
    settle(100);

    frame_ = new MainFrame;
    frame_->Show();
    settle();
    EXPECT_FALSE(frame_->panes().shown("diagnostics")) << "the closed pane stays closed across a restart";
    const int reset = [&] {
        for (const MenuEntry* entry : commands_of(frame_->menus())) {
            if (entry->label == "&Reset Layout") return entry->id;
        }
        return static_cast<int>(wxID_NONE);
    }();
    ASSERT_NE(reset, wxID_NONE);
    choose(*frame_, reset);
    for (const char* name : {"project", "properties", "forces", "schedule", "diagnostics"}) EXPECT_TRUE(frame_->panes().shown(name)) << name;
    for (const char* name : {"combat", "grid-calibration", "digitise", "terrain", "georef"}) EXPECT_FALSE(frame_->panes().shown(name)) << name;
}

TEST_F(EditorWindow, ALayoutShowsThePanesOfItsTask) {
    choose(*frame_, entry_id(*frame_, "View", "Layout", "Digitising"));
    EXPECT_TRUE(frame_->panes().shown("digitise"));
    EXPECT_TRUE(frame_->panes().shown("terrain"));
    EXPECT_FALSE(frame_->panes().shown("forces")) << "the tool panes do not squeeze the forces pane: it is not there";
    EXPECT_FALSE(frame_->panes().shown("schedule"));
    EXPECT_FALSE(frame_->terrain_pane()->active()) << "a layout shows the terrain pane without starting to paint";
    const int map_width_digitising = frame_->canvas()->GetClientSize().x;

    choose(*frame_, entry_id(*frame_, "View", "Layout", "Map"));
    for (const char* name : {"forces", "schedule", "diagnostics", "digitise", "terrain"}) EXPECT_FALSE(frame_->panes().shown(name)) << name;
    EXPECT_TRUE(frame_->panes().shown("properties"));
    EXPECT_GT(frame_->canvas()->GetClientSize().x, map_width_digitising);

    frame_->reset_layout();
    settle(100);
    const int map_width_default = frame_->canvas()->GetClientSize().x;
    ForcesPane* forces = frame_->forces();
    ASSERT_GT(forces->columns_width(), forces->GetClientSize().x) << "the first run's layout scrolls the forces sideways";
    choose(*frame_, entry_id(*frame_, "View", "Layout", "Forces"));
    settle(100);
    for (const char* name : {"forces", "schedule", "diagnostics", "project", "properties"}) EXPECT_TRUE(frame_->panes().shown(name)) << name;
    EXPECT_FALSE(frame_->panes().shown("digitise"));
    EXPECT_GE(forces->GetClientSize().x, forces->columns_width()) << "every forces column in sight";
    EXPECT_LT(frame_->canvas()->GetClientSize().x, map_width_default);
}

TEST(HelpMenu, FindsTheEditorGuideAndTellsTheVersionTheCommandLineToolTells) {
    const std::filesystem::path guide = help_page("editor.md");
    ASSERT_FALSE(guide.empty());
    EXPECT_NE(test::read_text(guide).find("# The editor"), std::string::npos);
    EXPECT_TRUE(help_page("no-such-page.md").empty());
    const test::CommandResult version = test::cli("--version");
    ASSERT_EQ(version.exit_code, 0);
    EXPECT_EQ(version.out, "sandtable-cli " + about_sandtable().GetVersion().ToStdString() + "\n");
}

}  // namespace
}  // namespace sandtable::editor
