// The main window's panes by name, the View menu's layouts, and Help > About.
#include "editor/combat_pane.hpp"
#include "editor/diagnostics_pane.hpp"
#include "editor/digitise_panel.hpp"
#include "editor/forces_pane.hpp"
#include "editor/georef_pane.hpp"
#include "editor/grid_calibration_pane.hpp"
#include "editor/help_docs.hpp"
#include "editor/main_frame.hpp"
#include "editor/project_tree_pane.hpp"
#include "editor/property_pane.hpp"
#include "editor/schedule_pane.hpp"
#include "editor/terrain_pane.hpp"

namespace sandtable::editor {

const std::vector<std::string>& MainFrame::pane_names() {
    static const std::vector<std::string> names = {"project", "properties", "forces",  "schedule", "diagnostics",
                                                   "combat",  "grid-calibration", "digitise", "terrain",  "georef"};
    return names;
}

wxWindow* MainFrame::pane_window(const std::string& name) {
    const wxAuiPaneInfo& pane = aui_.GetPane(wxString::FromUTF8(name));
    return pane.IsOk() ? pane.window : nullptr;
}

bool MainFrame::pane_shown(const std::string& name) {
    const wxAuiPaneInfo& pane = aui_.GetPane(wxString::FromUTF8(name));
    return pane.IsOk() && pane.IsShown();
}

void MainFrame::show_pane(const std::string& name, bool on) {
    wxWindow* window = pane_window(name);
    if (window == nullptr || on == pane_shown(name)) return;
    if (on) {
        if (window == grid_calibration_) return show_grid_calibration();
        if (window == digitise_) return show_digitise();
        if (window == terrain_) return show_terrain_tools();
        if (window == combat_) return show_combat_odds(true);
        if (window == georef_) return choose_scan_to_georeference();
    } else {
        if (window == georef_) {
            if (!georef_->confirm_close()) return;
            georef_->leave();
        }
        if (window == terrain_) terrain_->set_active(false);
        if (window == grid_calibration_) grid_calibration_->set_picking(false);
    }
    aui_.GetPane(window).Show(on);
    aui_.Update();
}

void MainFrame::use_layout(Layout layout) {
    // The georeferencing pane is work under way on a scan: a layout leaves it as it is.
    const bool georeferencing = pane_shown("georef");
    show_pane("terrain", false);
    show_pane("grid-calibration", false);
    aui_.LoadPerspective(default_layout_, false);
    aui_.GetPane(georef_).Show(georeferencing);
    switch (layout) {
    case Layout::Forces: break;
    case Layout::Map:
        for (const char* name : {"forces", "schedule", "diagnostics"}) aui_.GetPane(name).Hide();
        break;
    case Layout::Digitising:
        for (const char* name : {"forces", "schedule"}) aui_.GetPane(name).Hide();
        digitise_->show(document_.get());
        terrain_->show(document_.get());
        aui_.GetPane(digitise_).Show();
        aui_.GetPane(terrain_).Show();
        break;
    }
    show_start_page_if_no_book();
}

void MainFrame::show_about() { wxAboutBox(about_sandtable(), this); }

}  // namespace sandtable::editor
