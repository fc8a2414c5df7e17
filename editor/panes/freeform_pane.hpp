#pragma once
// The "Shapes" pane (Map > Paint Terrain on a free-form map): what the canvas draws while the pane
// is active. A tool (Select, Area, Hole, Line, Crest, Cut, Point, Location, Entry edge, Ruler), the
// catalogue entry areas, lines and points are drawn with, the name given to the next line, point,
// location or entry edge, snapping on or off, and buttons that unite, cut out, simplify and delete
// the selected features. Refusals and the ruler's reading show at the foot of the pane.
#include "editor/tools/freeform_tool.hpp"

#include <memory>
#include <string>
#include <vector>
#include <wx/panel.h>
#include <wx/scrolwin.h>

class wxBitmapComboBox;
class wxCheckBox;
class wxRadioBox;
class wxSpinCtrlDouble;
class wxStaticText;
class wxTextCtrl;
class wxToggleButton;

namespace sandtable::editor {

class Document;
class MapCanvas;

// It scrolls when the dock it shares with the Forces pane leaves it less room than it needs.
class FreeformPane final : public wxScrolled<wxPanel> {
public:
    FreeformPane(wxWindow* parent, MapCanvas& canvas);
    ~FreeformPane() override;

    void show(Document* document);
    void set_active(bool on);
    [[nodiscard]] bool active() const;
    void set_mode(FreeformToolMode mode);
    // Chooses the catalogue entry of its kind's mode (area, line or point); false when the map has
    // none of that id.
    bool select_terrain(const std::string& id);
    void set_name(const std::string& name);

    [[nodiscard]] FreeformTool& tool() { return *tool_; }
    [[nodiscard]] wxStaticText* message_line() { return message_; }
    [[nodiscard]] wxRadioBox* mode_choice() { return mode_; }

private:
    void fill_terrains();  // the entries of the kind the mode draws
    void show_mode(FreeformToolMode mode);  // the controls, as the tool is in the mode
    void read_controls();
    void update_selection_text();

    MapCanvas& canvas_;
    Document* document_ = nullptr;
    std::unique_ptr<FreeformTool> tool_;
    std::vector<std::string> terrain_ids_;  // of the entries the choice shows, in order

    wxToggleButton* active_ = nullptr;
    wxRadioBox* mode_ = nullptr;
    wxBitmapComboBox* terrains_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxCheckBox* snap_ = nullptr;
    wxStaticText* selection_ = nullptr;
    wxSpinCtrlDouble* tolerance_ = nullptr;
    wxStaticText* message_ = nullptr;
    wxStaticText* hint_ = nullptr;
};

}  // namespace sandtable::editor
