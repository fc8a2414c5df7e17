#pragma once
// The "Terrain" pane (Map > Paint Terrain): what the canvas paints while the pane is active.
// Terrain: one entry of the map's terrain catalogue (with its colour), a mode (Paint, Add,
// Remove) and a brush (one hex, radius 1, radius 2, or Fill region). Hexsides: one entry of the
// map's hexside catalogue and Draw or Erase. Roads: a kind (road, pike, trail, railroad) drawn or
// erased through the centres of the hexes a stroke crosses. Every stroke on the canvas is one
// undo step.
#include "editor/tools/terrain_tool.hpp"

#include <memory>
#include <string>
#include <vector>
#include <wx/panel.h>

class wxBitmapComboBox;
class wxRadioBox;
class wxStaticText;
class wxToggleButton;

namespace sandtable::editor {

class Document;
class MapCanvas;

class TerrainPane final : public wxPanel {
public:
    enum Brush : int { kOneHex, kRadius1, kRadius2, kFill };

    TerrainPane(wxWindow* parent, MapCanvas& canvas);
    ~TerrainPane() override;

    // The book whose shown map is painted (null: none); the catalogues follow the map's.
    void show(Document* document);
    // Starts or stops painting on the canvas.
    void set_active(bool on);
    [[nodiscard]] bool active() const;

    // Picks a catalogue entry by id and paints terrain (or hexsides) with it; false when the map
    // has none of that id.
    bool select_terrain(const std::string& id);
    bool select_feature(const std::string& id);
    void set_mode(TerrainPaintMode mode);
    void set_brush(Brush brush);
    void set_erase(bool erase);
    // Paints roads of kRoadKinds[kind].
    void set_road_kind(std::size_t kind);

    [[nodiscard]] TerrainTool& tool() { return *tool_; }
    [[nodiscard]] wxBitmapComboBox* terrain_choice() { return terrains_; }
    [[nodiscard]] wxBitmapComboBox* feature_choice() { return features_; }

private:
    void fill_catalogues();
    void read_controls();  // from the controls into the tool's settings
    void update_controls();  // from the tool's settings into the controls

    MapCanvas& canvas_;
    Document* document_ = nullptr;
    std::unique_ptr<TerrainTool> tool_;
    std::string catalogue_key_;  // of the catalogues the choices show, to refill them only on change
    std::vector<std::string> terrain_ids_;  // of the entries the choices show, in order
    std::vector<std::string> feature_ids_;

    wxToggleButton* active_ = nullptr;
    wxRadioBox* target_ = nullptr;
    wxBitmapComboBox* terrains_ = nullptr;
    wxRadioBox* mode_ = nullptr;
    wxRadioBox* brush_ = nullptr;
    wxBitmapComboBox* features_ = nullptr;
    wxRadioBox* erase_ = nullptr;
    wxRadioBox* road_kind_ = nullptr;
    wxRadioBox* road_erase_ = nullptr;
    wxStaticText* hint_ = nullptr;
};

}  // namespace sandtable::editor
