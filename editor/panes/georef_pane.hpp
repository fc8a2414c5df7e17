#pragma once
// The Georeferencing pane: a scan in its own view, its control points in a table, the transform
// and target CRS, the fit's RMS error, and the buttons to load and save QGIS .points files, undo
// and redo, pick map positions on the main canvas and write the GeoTIFF. It is a pane of the main
// window's manager, not a frame of its own, so that it docks beside the map positions are picked from.
#include "editor/tools/gcp_pick_tool.hpp"
#include "editor/panes/gcp_session.hpp"
#include "editor/panes/gcp_table_model.hpp"
#include "io/georef/georeferenced_geotiff.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <functional>
#include <memory>
#include <wx/panel.h>
#include <wx/weakref.h>

class wxButton;
class wxChoice;
class wxDataViewCtrl;
class wxStaticText;
class wxTextCtrl;
class wxToggleButton;

namespace sandtable::editor {

class MapCanvas;
class ScanView;

// What "Write GeoTIFF..." writes: warped into the target CRS, or the pixels unchanged with the
// control points embedded.
struct GeotiffRequest {
    std::filesystem::path output;
    bool embed_gcps = false;
    Resampling resampling = Resampling::Bilinear;
};

class GeorefPane final : public wxPanel {
public:
    GeorefPane(wxWindow* parent, MapCanvas* canvas);
    ~GeorefPane() override;

    // Opens a scan and starts an empty set of points for it, in the CRS of the map on show.
    Status open_scan(const std::filesystem::path& image);
    [[nodiscard]] const std::filesystem::path& scan() const { return scan_; }
    [[nodiscard]] GcpSession& session() { return *session_; }

    // Clicks on the main map give the waiting point its map position until Escape or this is called with false.
    void pick_on_map(bool on);
    void undo();
    void redo();
    void delete_selected();
    [[nodiscard]] std::optional<std::size_t> selected_row() const;
    void select_row(std::optional<std::size_t> row);
    bool load_points(const std::filesystem::path& file);
    bool save_points(const std::filesystem::path& file);
    // Writes without asking anything; the result's error is also shown in the status line.
    GeotiffResult write_geotiff(const GeotiffRequest& request, Progress& progress);
    // Writes with a progress dialog and Cancel, then offers to add the result as an imagery layer.
    void write_geotiff_with_progress(const GeotiffRequest& request);
    // True when the pane may close: no unsaved points, or the designer saved or discarded them.
    bool confirm_close();
    void leave();

    // Asked after a GeoTIFF is written; true adds it to the map. Tests answer without a dialog.
    void set_add_layer_question(std::function<bool(const std::filesystem::path&)> ask) { ask_add_layer_ = std::move(ask); }
    // Adds a written GeoTIFF as an imagery layer of the map on show.
    void on_add_layer(std::function<void(const std::filesystem::path&)> add) { add_layer_ = std::move(add); }
    // Asked when unsaved points would be lost: wxID_YES saves, wxID_NO discards, wxID_CANCEL keeps the pane.
    void set_unsaved_question(std::function<int()> ask) { ask_unsaved_ = std::move(ask); }

    [[nodiscard]] ScanView* scan_view() const { return scan_view_; }
    [[nodiscard]] wxDataViewCtrl* table() const { return table_; }
    [[nodiscard]] GcpTableModel* table_model() const { return model_.get(); }
    [[nodiscard]] wxString rms_text() const;
    [[nodiscard]] wxString problem_text() const;
    [[nodiscard]] wxString status_text() const;
    [[nodiscard]] GcpPickTool& pick_tool() { return *tool_; }

private:
    void build();
    void session_changed();
    void show_status(const wxString& text, bool error = false);
    void crs_changed();
    void scan_clicked(MapPoint pixel, bool shift_down);
    bool map_picked(MapPoint crs);
    void on_key(wxKeyEvent& event);
    void on_load(wxCommandEvent&);
    void on_save(wxCommandEvent&);
    void on_write(wxCommandEvent&);

    wxWeakRef<MapCanvas> canvas_;
    std::unique_ptr<GcpSession> session_;
    std::unique_ptr<GcpPickTool> tool_;
    wxObjectDataPtr<GcpTableModel> model_;
    std::filesystem::path scan_;
    std::filesystem::path points_file_;

    ScanView* scan_view_ = nullptr;
    wxDataViewCtrl* table_ = nullptr;
    wxChoice* method_ = nullptr;
    wxTextCtrl* crs_ = nullptr;
    wxStaticText* crs_name_ = nullptr;
    wxStaticText* rms_ = nullptr;
    wxStaticText* problem_ = nullptr;
    wxStaticText* status_ = nullptr;
    wxToggleButton* pick_ = nullptr;
    wxButton* undo_ = nullptr;
    wxButton* redo_ = nullptr;
    wxButton* delete_ = nullptr;
    wxButton* write_ = nullptr;

    std::function<bool(const std::filesystem::path&)> ask_add_layer_;
    std::function<void(const std::filesystem::path&)> add_layer_;
    std::function<int()> ask_unsaved_;
};

}  // namespace sandtable::editor
