#include "editor/frame/pane_table.hpp"

#include <wx/aui/framemanager.h>

namespace sandtable::editor {

const std::vector<PaneName>& PaneTable::listed() {
    static const std::vector<PaneName> panes{{"project", "&Project"},
                                             {"properties", "P&roperties"},
                                             {"forces", "&Forces"},
                                             {"schedule", "&Schedule"},
                                             {"diagnostics", "&Diagnostics"},
                                             {"combat", "&Combat"},
                                             {"grid-calibration", "&Grid Calibration"},
                                             {"digitise", "D&igitise"},
                                             {"terrain", "&Terrain"},
                                             {"shapes", "S&hapes"},
                                             {"georef", "Geo&referencing"},
                                             {"compare", "Compare with &Base"},
                                             {"house-rules", "&House Rules"}};
    return panes;
}

wxWindow* PaneTable::window(const std::string& name) const {
    const wxAuiPaneInfo& pane = aui_.GetPane(wxString::FromUTF8(name));
    return pane.IsOk() ? pane.window : nullptr;
}

bool PaneTable::shown(const std::string& name) const {
    const wxAuiPaneInfo& pane = aui_.GetPane(wxString::FromUTF8(name));
    return pane.IsOk() && pane.IsShown();
}

void PaneTable::show(const std::string& name, bool on) {
    wxWindow* pane = window(name);
    if (pane == nullptr || on == shown(name)) return;
    const auto hooks = hooks_.find(name);
    if (hooks != hooks_.end()) {
        if (on && hooks->second.show && hooks->second.show()) return;
        if (!on && hooks->second.hide && !hooks->second.hide()) return;
    }
    aui_.GetPane(pane).Show(on);
    aui_.Update();
}

}  // namespace sandtable::editor
