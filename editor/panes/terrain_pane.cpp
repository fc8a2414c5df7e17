#include "editor/panes/terrain_pane.hpp"

#include "editor/dialogs/colour_swatch.hpp"
#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "io/render/colour.hpp"

#include <algorithm>
#include <cmath>
#include <wx/bmpcbox.h>
#include <wx/image.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>

namespace sandtable::editor {

namespace {
wxString entry_label(const TerrainDef& entry) { return wxString::FromUTF8(entry.name.empty() ? entry.id : entry.name); }

std::string catalogue_key(const GameMap* map) {
    if (map == nullptr || map->kind != MapKind::Hex) return {};
    std::string key = map->id;
    for (const auto& e : map->hex.terrain_catalogue) key += "|" + e.id + "," + e.name + "," + e.colour;
    key += "#";
    for (const auto& e : map->hex.hexside_catalogue) key += "|" + e.id + "," + e.name + "," + e.colour;
    return key;
}
}  // namespace

TerrainPane::TerrainPane(wxWindow* parent, MapCanvas& canvas)
    : wxPanel(parent, wxID_ANY), canvas_(canvas),
      tool_(std::make_unique<TerrainTool>(canvas, [this] {
          if (active_ != nullptr) active_->SetValue(active());
      })) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    active_ = new wxToggleButton(this, wxID_ANY, "Paint on the map");
    active_->SetToolTip("Strokes on the map paint while this is down (Esc stops)");
    sizer->Add(active_, 0, wxALL | wxEXPAND, 6);
    const wxString targets[] = {"Terrain", "Hexsides", "Roads"};
    target_ = new wxRadioBox(this, wxID_ANY, "Paint", wxDefaultPosition, wxDefaultSize, 3, targets, 3);
    target_->SetItemToolTip(2, "Roads through hex centres, where the rules treat a road as hex terrain");
    sizer->Add(target_, 0, wxLEFT | wxRIGHT | wxEXPAND, 6);

    auto* terrain_box = new wxStaticBoxSizer(wxVERTICAL, this, "Terrain");
    terrains_ = new wxBitmapComboBox(terrain_box->GetStaticBox(), wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0, nullptr, wxCB_READONLY);
    terrain_box->Add(terrains_, 0, wxALL | wxEXPAND, 4);
    const wxString modes[] = {"Paint", "Add", "Remove"};
    mode_ = new wxRadioBox(terrain_box->GetStaticBox(), wxID_ANY, "Mode", wxDefaultPosition, wxDefaultSize, 3, modes, 3);
    mode_->SetItemToolTip(0, "The hex becomes exactly this terrain");
    mode_->SetItemToolTip(1, "Add this terrain to what the hex has (woods on a hill)");
    mode_->SetItemToolTip(2, "Take this terrain away from the hex");
    terrain_box->Add(mode_, 0, wxALL | wxEXPAND, 4);
    const wxString brushes[] = {"1 hex", "Radius 1", "Radius 2", "Fill region"};
    brush_ = new wxRadioBox(terrain_box->GetStaticBox(), wxID_ANY, "Brush", wxDefaultPosition, wxDefaultSize, 4, brushes, 2);
    brush_->SetItemToolTip(kFill, "Paint the connected hexes that have the same terrain as the one clicked");
    terrain_box->Add(brush_, 0, wxALL | wxEXPAND, 4);
    sizer->Add(terrain_box, 0, wxALL | wxEXPAND, 6);

    auto* side_box = new wxStaticBoxSizer(wxVERTICAL, this, "Hexsides");
    features_ = new wxBitmapComboBox(side_box->GetStaticBox(), wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0, nullptr, wxCB_READONLY);
    side_box->Add(features_, 0, wxALL | wxEXPAND, 4);
    const wxString erase[] = {"Draw", "Erase"};
    erase_ = new wxRadioBox(side_box->GetStaticBox(), wxID_ANY, "Mode", wxDefaultPosition, wxDefaultSize, 2, erase, 2);
    side_box->Add(erase_, 0, wxALL | wxEXPAND, 4);
    sizer->Add(side_box, 0, wxLEFT | wxRIGHT | wxBOTTOM | wxEXPAND, 6);

    auto* road_box = new wxStaticBoxSizer(wxVERTICAL, this, "Roads");
    wxArrayString kinds;
    for (const char* kind : kRoadKinds) {
        wxString label = wxString::FromUTF8(kind);
        label[0] = wxToupper(label[0]);
        kinds.Add(label);
    }
    road_kind_ = new wxRadioBox(road_box->GetStaticBox(), wxID_ANY, "Kind", wxDefaultPosition, wxDefaultSize, kinds, 2);
    road_box->Add(road_kind_, 0, wxALL | wxEXPAND, 4);
    road_erase_ = new wxRadioBox(road_box->GetStaticBox(), wxID_ANY, "Mode", wxDefaultPosition, wxDefaultSize, 2, erase, 2);
    road_box->Add(road_erase_, 0, wxALL | wxEXPAND, 4);
    sizer->Add(road_box, 0, wxLEFT | wxRIGHT | wxBOTTOM | wxEXPAND, 6);

    hint_ = new wxStaticText(this, wxID_ANY,
                             "Click or drag on the map to paint; Shift removes or erases.\n"
                             "Middle-drag or Space+drag pans. Each stroke is one undo step.");
    sizer->Add(hint_, 0, wxALL, 6);
    SetSizer(sizer);

    active_->Bind(wxEVT_TOGGLEBUTTON, [this](wxCommandEvent&) { set_active(active_->GetValue()); });
    for (wxWindow* control : {static_cast<wxWindow*>(target_), static_cast<wxWindow*>(mode_), static_cast<wxWindow*>(brush_),
                              static_cast<wxWindow*>(erase_), static_cast<wxWindow*>(road_kind_),
                              static_cast<wxWindow*>(road_erase_)}) {
        control->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { read_controls(); });
    }
    terrains_->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { read_controls(); });
    features_->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) { read_controls(); });
    update_controls();
}

// The canvas may be gone already (the frame destroys its children in any order); the frame takes
// the tool off the canvas before that.
TerrainPane::~TerrainPane() = default;

void TerrainPane::show(Document* document) {
    if (document != document_ && canvas_.tool() == tool_.get() && document == nullptr) canvas_.set_tool(nullptr);
    document_ = document;
    tool_->set_document(document);
    fill_catalogues();
}

void TerrainPane::fill_catalogues() {
    const GameMap* map = document_ != nullptr ? canvas_.shown_map() : nullptr;
    const std::string key = catalogue_key(map);
    if (key == catalogue_key_) return;
    catalogue_key_ = key;
    TerrainToolSettings& settings = tool_->settings();
    // Entries are chosen by index, and deleting an entry moves the later ones up: keep the choice by id.
    const std::string terrain = settings.terrain < terrain_ids_.size() ? terrain_ids_[settings.terrain] : std::string();
    const std::string feature = settings.feature < feature_ids_.size() ? feature_ids_[settings.feature] : std::string();
    terrains_->Clear();
    features_->Clear();
    terrain_ids_.clear();
    feature_ids_.clear();
    if (map != nullptr && map->kind == MapKind::Hex) {
        for (const TerrainDef& entry : map->hex.terrain_catalogue) {
            terrains_->Append(entry_label(entry), colour_swatch(entry.colour));
            terrain_ids_.push_back(entry.id);
        }
        for (const TerrainDef& entry : map->hex.hexside_catalogue) {
            features_->Append(entry_label(entry), colour_swatch(entry.colour));
            feature_ids_.push_back(entry.id);
        }
    }
    auto index_of = [](const std::vector<std::string>& ids, const std::string& id, std::size_t fallback) {
        const auto found = std::find(ids.begin(), ids.end(), id);
        return found != ids.end() ? static_cast<std::size_t>(found - ids.begin()) : fallback;
    };
    settings.terrain = index_of(terrain_ids_, terrain, settings.terrain);
    settings.feature = index_of(feature_ids_, feature, settings.feature);
    if (settings.terrain >= terrains_->GetCount()) settings.terrain = 0;
    if (settings.feature >= features_->GetCount()) settings.feature = 0;
    update_controls();
}

void TerrainPane::set_active(bool on) {
    if (on && document_ != nullptr) {
        canvas_.set_tool(tool_.get());
    } else if (canvas_.tool() == tool_.get()) {
        canvas_.set_tool(nullptr);
    }
    active_->SetValue(active());
}

bool TerrainPane::active() const { return canvas_.tool() == tool_.get(); }

bool TerrainPane::select_terrain(const std::string& id) {
    const GameMap* map = canvas_.shown_map();
    if (map == nullptr || map->kind != MapKind::Hex) return false;
    const auto index = map->hex.terrain_index(id);
    if (!index) return false;
    tool_->settings().terrain = *index;
    tool_->settings().target = TerrainToolTarget::Terrain;
    update_controls();
    return true;
}

bool TerrainPane::select_feature(const std::string& id) {
    const GameMap* map = canvas_.shown_map();
    if (map == nullptr || map->kind != MapKind::Hex) return false;
    const auto index = map->hex.hexside_feature_index(id);
    if (!index) return false;
    tool_->settings().feature = *index;
    tool_->settings().target = TerrainToolTarget::Hexsides;
    update_controls();
    return true;
}

void TerrainPane::set_mode(TerrainPaintMode mode) {
    tool_->settings().mode = mode;
    update_controls();
}

void TerrainPane::set_brush(Brush brush) {
    tool_->settings().fill = brush == kFill;
    tool_->settings().radius = brush == kFill ? 0 : static_cast<int>(brush);
    update_controls();
}

void TerrainPane::set_erase(bool erase) {
    tool_->settings().erase = erase;
    update_controls();
}

void TerrainPane::set_road_kind(std::size_t kind) {
    tool_->settings().road_kind = std::min(kind, std::size(kRoadKinds) - 1);
    tool_->settings().target = TerrainToolTarget::Roads;
    update_controls();
}

void TerrainPane::read_controls() {
    TerrainToolSettings& settings = tool_->settings();
    const TerrainToolSettings before = settings;
    settings.target = static_cast<TerrainToolTarget>(std::clamp(target_->GetSelection(), 0, 2));
    if (terrains_->GetSelection() != wxNOT_FOUND) settings.terrain = static_cast<std::size_t>(terrains_->GetSelection());
    if (features_->GetSelection() != wxNOT_FOUND) settings.feature = static_cast<std::size_t>(features_->GetSelection());
    settings.mode = static_cast<TerrainPaintMode>(mode_->GetSelection());
    const int brush = brush_->GetSelection();
    settings.fill = brush == kFill;
    settings.radius = brush == kFill ? 0 : brush;
    // Hexsides and roads share Draw or Erase: the box of the target shown decides.
    settings.erase = settings.target == TerrainToolTarget::Roads ? road_erase_->GetSelection() == 1 : erase_->GetSelection() == 1;
    if (settings.target != before.target) settings.erase = before.erase;
    settings.road_kind = static_cast<std::size_t>(std::max(road_kind_->GetSelection(), 0));
    update_controls();
    canvas_.Refresh();
}

void TerrainPane::update_controls() {
    const TerrainToolSettings& settings = tool_->settings();
    const bool terrain = settings.target == TerrainToolTarget::Terrain;
    const bool roads = settings.target == TerrainToolTarget::Roads;
    target_->SetSelection(static_cast<int>(settings.target));
    if (settings.terrain < terrains_->GetCount()) terrains_->SetSelection(static_cast<int>(settings.terrain));
    if (settings.feature < features_->GetCount()) features_->SetSelection(static_cast<int>(settings.feature));
    mode_->SetSelection(static_cast<int>(settings.mode));
    brush_->SetSelection(settings.fill ? kFill : std::clamp(settings.radius, 0, 2));
    erase_->SetSelection(settings.erase ? 1 : 0);
    road_erase_->SetSelection(settings.erase ? 1 : 0);
    road_kind_->SetSelection(static_cast<int>(settings.road_kind));
    terrains_->Enable(terrain);
    mode_->Enable(terrain);
    brush_->Enable(terrain);
    features_->Enable(!terrain && !roads);
    erase_->Enable(!terrain && !roads);
    road_kind_->Enable(roads);
    road_erase_->Enable(roads);
}

}  // namespace sandtable::editor
