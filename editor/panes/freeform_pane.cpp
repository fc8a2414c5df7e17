#include "editor/panes/freeform_pane.hpp"

#include "editor/dialogs/colour_swatch.hpp"
#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"

#include <algorithm>
#include <wx/bmpcbox.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>

namespace sandtable::editor {

namespace {

// The catalogue kind a mode draws with, if any.
std::optional<GeometryKind> kind_drawn(FreeformToolMode mode) {
    switch (mode) {
    case FreeformToolMode::Area: return GeometryKind::Area;
    case FreeformToolMode::Line: return GeometryKind::Line;
    case FreeformToolMode::Point: return GeometryKind::Point;
    default: return std::nullopt;
    }
}

std::string& terrain_setting(FreeformToolSettings& settings, GeometryKind kind) {
    switch (kind) {
    case GeometryKind::Line: return settings.line_terrain;
    case GeometryKind::Point: return settings.point_terrain;
    case GeometryKind::Area: break;
    }
    return settings.area_terrain;
}

const char* hint_for(FreeformToolMode mode) {
    switch (mode) {
    case FreeformToolMode::Select:
        return "Click a feature to select it; Shift-click adds. Drag a square handle to move a vertex, a round one to add a vertex; "
               "Delete removes the vertex under the pointer, or the selection.";
    case FreeformToolMode::Area: return "Click the corners; click the first one again (or press Enter) to close the area.";
    case FreeformToolMode::Hole: return "Select an area, then click the hole's corners; click the first one again to close it.";
    case FreeformToolMode::Line: return "Click the line's points; click the last one again or press Enter to finish.";
    case FreeformToolMode::Crest: return "Select a hill, then click its crest line's points; Enter finishes.";
    case FreeformToolMode::Cut: return "Select an area, then click a line across it; Enter splits it in two.";
    case FreeformToolMode::Point: return "Click where the bridge or ford goes.";
    case FreeformToolMode::Location: return "Click a named location's point, or drag out its circle.";
    case FreeformToolMode::EntryEdge: return "Drag along the map's border over the stretch where pieces enter.";
    case FreeformToolMode::Ruler: return "Drag to measure in map units and in Foot and Mounted moves.";
    }
    return "";
}

}  // namespace

FreeformPane::FreeformPane(wxWindow* parent, MapCanvas& canvas)
    : wxScrolled<wxPanel>(parent, wxID_ANY), canvas_(canvas), tool_(std::make_unique<FreeformTool>(canvas, [this] {
          if (active_ != nullptr) active_->SetValue(active());
      })) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    active_ = new wxToggleButton(this, wxID_ANY, "Draw on the map");
    active_->SetToolTip("Clicks on the map draw while this is down (Esc stops)");
    sizer->Add(active_, 0, wxALL | wxEXPAND, 6);
    // At the top, where it is seen however little room the pane has: why an edit was refused, or
    // the ruler's reading.
    message_ = new wxStaticText(this, wxID_ANY, "");
    message_->SetForegroundColour(wxColour(0xb0, 0x1c, 0x1c));
    sizer->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 6);
    wxArrayString modes;
    for (FreeformToolMode mode : kFreeformToolModes) modes.Add(mode_name(mode));
    mode_ = new wxRadioBox(this, wxID_ANY, "Tool", wxDefaultPosition, wxDefaultSize, modes, 4, wxRA_SPECIFY_COLS);
    sizer->Add(mode_, 0, wxLEFT | wxRIGHT | wxEXPAND, 6);

    auto* drawing = new wxStaticBoxSizer(wxVERTICAL, this, "Drawing");
    terrains_ = new wxBitmapComboBox(drawing->GetStaticBox(), wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0, nullptr, wxCB_READONLY);
    drawing->Add(terrains_, 0, wxALL | wxEXPAND, 4);
    auto* name_row = new wxBoxSizer(wxHORIZONTAL);
    name_row->Add(new wxStaticText(drawing->GetStaticBox(), wxID_ANY, "Name"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    name_ = new wxTextCtrl(drawing->GetStaticBox(), wxID_ANY);
    name_->SetToolTip("The name of the next line, point, location or entry edge");
    name_row->Add(name_, 1);
    drawing->Add(name_row, 0, wxALL | wxEXPAND, 4);
    snap_ = new wxCheckBox(drawing->GetStaticBox(), wxID_ANY, "Snap to features and the border");
    snap_->SetValue(true);
    drawing->Add(snap_, 0, wxALL, 4);
    sizer->Add(drawing, 0, wxALL | wxEXPAND, 6);

    auto* selected = new wxStaticBoxSizer(wxVERTICAL, this, "Selection");
    selection_ = new wxStaticText(selected->GetStaticBox(), wxID_ANY, "Nothing selected");
    selected->Add(selection_, 0, wxALL, 4);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* unite = new wxButton(selected->GetStaticBox(), wxID_ANY, "Unite");
    unite->SetToolTip("Join the selected areas of one terrain into the first");
    auto* cut_out = new wxButton(selected->GetStaticBox(), wxID_ANY, "Cut Out");
    cut_out->SetToolTip("Cut the second selected area out of the first");
    auto* remove = new wxButton(selected->GetStaticBox(), wxID_ANY, "Delete");
    buttons->Add(unite, 1, wxRIGHT, 4);
    buttons->Add(cut_out, 1, wxRIGHT, 4);
    buttons->Add(remove, 1);
    selected->Add(buttons, 0, wxALL | wxEXPAND, 4);
    auto* simplify_row = new wxBoxSizer(wxHORIZONTAL);
    tolerance_ = new wxSpinCtrlDouble(selected->GetStaticBox(), wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0.0, 1e6, 1.0, 0.5);
    tolerance_->SetToolTip("Vertices nearer than this (map units) to the line between their neighbours go");
    auto* simplify = new wxButton(selected->GetStaticBox(), wxID_ANY, "Simplify");
    simplify_row->Add(new wxStaticText(selected->GetStaticBox(), wxID_ANY, "Tolerance"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    simplify_row->Add(tolerance_, 1, wxRIGHT, 4);
    simplify_row->Add(simplify, 0);
    selected->Add(simplify_row, 0, wxALL | wxEXPAND, 4);
    sizer->Add(selected, 0, wxLEFT | wxRIGHT | wxBOTTOM | wxEXPAND, 6);

    hint_ = new wxStaticText(this, wxID_ANY, "");
    sizer->Add(hint_, 0, wxALL | wxEXPAND, 6);
    SetSizer(sizer);
    SetScrollRate(0, 12);

    active_->Bind(wxEVT_TOGGLEBUTTON, [this](wxCommandEvent&) { set_active(active_->GetValue()); });
    mode_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { set_mode(kFreeformToolModes[static_cast<std::size_t>(mode_->GetSelection())]); });
    terrains_->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { read_controls(); });
    name_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { read_controls(); });
    snap_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { read_controls(); });
    const auto after = [this](auto action) {
        return [this, action](wxCommandEvent&) {
            action();
            update_selection_text();
            canvas_.Refresh();
        };
    };
    unite->Bind(wxEVT_BUTTON, after([this] { tool_->unite_selection(); }));
    cut_out->Bind(wxEVT_BUTTON, after([this] { tool_->subtract_selection(); }));
    remove->Bind(wxEVT_BUTTON, after([this] { tool_->delete_selection(); }));
    simplify->Bind(wxEVT_BUTTON, after([this] { tool_->simplify_selection(tolerance_->GetValue()); }));
    tool_->on_message([this](const std::string& text) {
        // The ruler's reading is no refusal: it shows in the ruler's colour.
        message_->SetForegroundColour(tool_->settings().mode == FreeformToolMode::Ruler ? wxColour(0x1a, 0x33, 0xbf) : wxColour(0xb0, 0x1c, 0x1c));
        message_->SetLabel(wxString::FromUTF8(text));
        message_->Wrap(std::max(GetClientSize().x - 12, 200));
        update_selection_text();
        Layout();
        FitInside();
    });
    tool_->on_selection([this] { update_selection_text(); });
    tool_->on_mode([this](FreeformToolMode mode) { show_mode(mode); });
    for (std::size_t i = 0; i < kFreeformToolModes.size(); ++i) {
        mode_->SetItemToolTip(static_cast<unsigned>(i), wxString::Format("%s (%c on the map)", mode_name(kFreeformToolModes[i]), mode_key(kFreeformToolModes[i])));
    }
    set_mode(FreeformToolMode::Select);
}

FreeformPane::~FreeformPane() = default;

void FreeformPane::show(Document* document) {
    if (document != document_ && canvas_.tool() == tool_.get() && document == nullptr) canvas_.set_tool(nullptr);
    document_ = document;
    tool_->set_document(document);
    fill_terrains();
    update_selection_text();
}

void FreeformPane::set_active(bool on) {
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    if (on && map != nullptr && map->kind == MapKind::Freeform) {
        canvas_.set_tool(tool_.get());
    } else if (canvas_.tool() == tool_.get()) {
        canvas_.set_tool(nullptr);
    }
    active_->SetValue(active());
}

bool FreeformPane::active() const { return canvas_.tool() == tool_.get(); }

void FreeformPane::set_mode(FreeformToolMode mode) {
    tool_->set_mode(mode);
    show_mode(mode);
}

void FreeformPane::show_mode(FreeformToolMode mode) {
    const auto at = std::find(kFreeformToolModes.begin(), kFreeformToolModes.end(), mode);
    mode_->SetSelection(static_cast<int>(at - kFreeformToolModes.begin()));
    fill_terrains();
    hint_->SetLabel(hint_for(mode));
    hint_->Wrap(std::max(GetClientSize().x - 12, 240));
    message_->SetLabel("");
    Layout();
    FitInside();
    canvas_.Refresh();
}

void FreeformPane::fill_terrains() {
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    const auto kind = kind_drawn(tool_->settings().mode);
    terrains_->Clear();
    terrain_ids_.clear();
    if (map != nullptr && map->kind == MapKind::Freeform && kind) {
        for (const FreeformTerrainDef& entry : map->freeform.catalogue) {
            if (entry.kind != *kind) continue;
            terrains_->Append(wxString::FromUTF8(entry.name.empty() ? entry.id : entry.name), colour_swatch(entry.colour));
            terrain_ids_.push_back(entry.id);
        }
    }
    terrains_->Enable(!terrain_ids_.empty());
    if (terrain_ids_.empty()) return;
    std::string& chosen = terrain_setting(tool_->settings(), *kind);
    auto found = std::find(terrain_ids_.begin(), terrain_ids_.end(), chosen);
    if (found == terrain_ids_.end()) found = terrain_ids_.begin();
    chosen = *found;
    terrains_->SetSelection(static_cast<int>(found - terrain_ids_.begin()));
}

bool FreeformPane::select_terrain(const std::string& id) {
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    if (map == nullptr || map->kind != MapKind::Freeform) return false;
    const FreeformTerrainDef* entry = map->freeform.terrain(id);
    if (entry == nullptr) return false;
    terrain_setting(tool_->settings(), entry->kind) = id;
    set_mode(entry->kind == GeometryKind::Area ? FreeformToolMode::Area : entry->kind == GeometryKind::Line ? FreeformToolMode::Line : FreeformToolMode::Point);
    return true;
}

void FreeformPane::set_name(const std::string& name) {
    name_->ChangeValue(wxString::FromUTF8(name));
    tool_->settings().name = name;
}

void FreeformPane::read_controls() {
    FreeformToolSettings& settings = tool_->settings();
    if (const auto kind = kind_drawn(settings.mode); kind && terrains_->GetSelection() >= 0 &&
                                                     static_cast<std::size_t>(terrains_->GetSelection()) < terrain_ids_.size()) {
        terrain_setting(settings, *kind) = terrain_ids_[static_cast<std::size_t>(terrains_->GetSelection())];
    }
    settings.name = name_->GetValue().ToStdString(wxConvUTF8);
    settings.snap = snap_->GetValue();
}

void FreeformPane::update_selection_text() {
    const auto& selection = tool_->selection();
    wxString text;
    if (selection.empty()) {
        text = "Nothing selected";
    } else {
        for (std::size_t i = 0; i < selection.size() && i < 4; ++i) text += (i ? ", " : "") + wxString::FromUTF8(selection[i].id);
        if (selection.size() > 4) text += wxString::Format(" and %zu more", selection.size() - 4);
    }
    selection_->SetLabel(text);
}

}  // namespace sandtable::editor
