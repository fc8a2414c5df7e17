#pragma once
// The main window's panes by name ("forces", "georef"): the View menu lists them with their
// labels, layouts, the command line and the tests show and hide them by name, and a pane that
// starts a tool or asks before it closes says so through its hooks, so that every way of showing
// or hiding it does the same.
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

class wxAuiManager;
class wxWindow;

namespace sandtable::editor {

struct PaneName {
    std::string_view name;   // "grid-calibration"
    std::string_view label;  // "&Grid Calibration", its View menu entry
};

struct PaneHooks {
    // Shows the pane its own way (a tool pane starts its tool): true when it did, false to have it
    // shown plainly once the hook ran. Empty: shown plainly.
    std::function<bool()> show;
    // Runs before the pane is hidden; false keeps it shown (Georeferencing asks first). Empty: hidden.
    std::function<bool()> hide;
};

class PaneTable {
public:
    explicit PaneTable(wxAuiManager& aui) : aui_(aui) {}

    // Every pane the View menu lists, in its order.
    [[nodiscard]] static const std::vector<PaneName>& listed();

    void set_hooks(const std::string& name, PaneHooks hooks) { hooks_[name] = std::move(hooks); }
    // Null for a name the window has no pane of.
    [[nodiscard]] wxWindow* window(const std::string& name) const;
    // Any pane of the window by name, the map and the start page too.
    [[nodiscard]] bool shown(const std::string& name) const;
    void show(const std::string& name, bool on);

private:
    wxAuiManager& aui_;
    std::map<std::string, PaneHooks> hooks_;
};

}  // namespace sandtable::editor
