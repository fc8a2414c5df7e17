// The hooks of the main window's panes, the View menu's layouts, Map > Properties, Zoom to Layer, and
// Help > About.
#include "editor/panes/combat_pane.hpp"
#include "editor/panes/compare_pane.hpp"
#include "editor/panes/house_rules_pane.hpp"
#include "editor/panes/diagnostics_pane.hpp"
#include "editor/panes/digitise_panel.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/georef_pane.hpp"
#include "editor/panes/grid_calibration_pane.hpp"
#include "editor/frame/help_docs.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/dialogs/map_properties_dialog.hpp"
#include "editor/frame/run_edit.hpp"
#include "io/imagery/map_imagery.hpp"
#include "io/render/map_bounds.hpp"
#include "editor/panes/project_tree_pane.hpp"
#include "editor/panes/property_pane.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "editor/panes/terrain_pane.hpp"
#include "editor/panes/freeform_pane.hpp"

#include <algorithm>
#include <cmath>
#include <wx/msgdlg.h>

namespace sandtable::editor {

void MainFrame::set_pane_hooks() {
    const auto started = [](std::function<void()> start) {
        return [start = std::move(start)] {
            start();
            return true;
        };
    };
    const auto stopped = [](std::function<void()> stop) {
        return [stop = std::move(stop)] {
            stop();
            return true;
        };
    };
    panes_->set_hooks("grid-calibration", {started([this] { show_grid_calibration(); }), stopped([this] { grid_calibration_->set_picking(false); })});
    panes_->set_hooks("digitise", {started([this] { show_digitise(); }), {}});
    panes_->set_hooks("terrain", {started([this] { show_drawing_pane(terrain_); }), stopped([this] { terrain_->set_active(false); })});
    panes_->set_hooks("shapes", {started([this] { show_drawing_pane(shapes_); }), stopped([this] { shapes_->set_active(false); })});
    panes_->set_hooks("combat", {started([this] { show_combat_odds(true); }), {}});
    panes_->set_hooks("georef", {started([this] { choose_scan_to_georeference(); }), [this] {
                                     if (!georef_->confirm_close()) return false;
                                     georef_->leave();
                                     return true;
                                 }});
    // Shown plainly once they know what to show.
    panes_->set_hooks("compare", {[this] {
                                      compare_->show(document_.get(), scenario_);
                                      return false;
                                  },
                                  {}});
    panes_->set_hooks("house-rules", {[this] {
                                          house_rules_->show(document_.get(), scenario_);
                                          return false;
                                      },
                                      {}});
}

wxString MainFrame::with_forces_width(const wxString& perspective, int columns_width) const {
    // A perspective gives each pane its best width, which sizes its dock when the layout is loaded.
    const int pane = perspective.Find("name=forces;");
    if (pane == wxNOT_FOUND) return perspective;
    const wxString key = "bestw=";
    const size_t found = perspective.find(key, static_cast<size_t>(pane));
    if (found == wxString::npos) return perspective;
    const size_t start = found + key.length();
    const size_t end = perspective.find(';', start);
    long width = 0;
    if (!perspective.Mid(start, end - start).ToLong(&width)) return perspective;
    constexpr int kScrollbarAndBorders = 24;
    const long wanted = std::min<long>(columns_width + kScrollbarAndBorders, GetClientSize().x * 3 / 5);
    if (wanted <= width) return perspective;
    return perspective.Left(start) + wxString::Format("%ld", wanted) + perspective.Mid(end);
}

void MainFrame::use_layout(Layout layout) {
    // The georeferencing pane is work under way on a scan: a layout leaves it as it is.
    const bool georeferencing = panes_->shown("georef");
    panes_->show("terrain", false);
    panes_->show("shapes", false);
    panes_->show("grid-calibration", false);
    aui_.LoadPerspective(layout == Layout::Forces ? with_forces_width(default_layout_, forces_->columns_width()) : default_layout_,
                         false);
    aui_.GetPane(georef_).Show(georeferencing);
    switch (layout) {
    case Layout::Default:
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

void MainFrame::edit_map_properties() {
    const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
    if (map == nullptr) return;
    const std::string map_id = map->id;
    MapPropertiesDialog dialog(this, *map, [this, map_id](const MapProperties& properties) -> Status {
        const GameMap* now = document_->book().map(map_id);
        if (now == nullptr || properties == properties_of(*now)) return {};  // nothing to change
        return apply_edit(*document_, make_set_map_properties(document_->book(), map_id, properties));
    });
    dialog.ShowModal();
}

bool MainFrame::zoom_to_layer(const std::string& map_id, const std::string& layer_id) {
    const GameMap* map = document_ ? document_->book().map(map_id) : nullptr;
    if (map == nullptr || canvas_->imagery() == nullptr) return false;
    const ReferenceLayer* layer = map->layer(layer_id);
    if (layer == nullptr) return false;
    const MapBox box = canvas_->imagery()->bounds(*map, *layer);
    if (box.empty()) return false;
    canvas_->show_area(box.min, box.max);
    return true;
}

void MainFrame::tell_if_layer_is_off_the_map(const std::string& map_id, const std::string& layer_id) {
    const GameMap* map = document_ ? document_->book().map(map_id) : nullptr;
    if (map == nullptr || map->kind != MapKind::Hex || canvas_->imagery() == nullptr) return;
    const ReferenceLayer* layer = map->layer(layer_id);
    if (layer == nullptr) return;
    const MapBox box = canvas_->imagery()->bounds(*map, *layer);
    const MapBounds grid = hex_map_bounds(map->hex);
    MapBox board;
    board.add(grid.min);
    board.add(grid.max);
    if (box.empty() || board.empty() || box.meets(board)) return;
    const double dx = std::max({0.0, box.min.x - board.max.x, board.min.x - box.max.x});
    const double dy = std::max({0.0, box.min.y - board.max.y, board.min.y - box.max.y});
    const double gap = std::hypot(dx, dy);
    const wxString away = map->units == "m" && gap >= 1000.0 ? wxString::Format("%.0f km", gap / 1000.0)
                                                            : wxString::Format("%.0f %s", gap, wxString::FromUTF8(map->units));
    SetStatusText(wxString::FromUTF8(layer->name) + " lies off the map, " + away + " away");
    wxMessageDialog ask(this, wxString::FromUTF8(layer->name) + " lies off the map, " + away + " from its hexes.", "Layer off the map",
                        wxYES_NO | wxICON_INFORMATION);
    ask.SetExtendedMessage(map->crs.empty()
                               ? "The map has no CRS, so the layer is placed by its own coordinates. Give the map the layer's CRS in "
                                 "Map > Properties, then move the grid onto the imagery (Map > Calibrate Grid or Grid Properties)."
                               : "The layer is placed by its coordinates in the map's CRS. Move the grid onto it with Map > Calibrate "
                                 "Grid or Grid Properties, or check the layer's georeference.");
    ask.SetYesNoLabels("&Zoom to Layer", "&Keep the View");
    if (ask.ShowModal() == wxID_YES) zoom_to_layer(map_id, layer_id);
}

void MainFrame::show_about() { wxAboutBox(about_sandtable(), this); }

}  // namespace sandtable::editor
