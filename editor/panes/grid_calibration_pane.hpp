#pragma once
// The "Grid calibration" pane: the hex centres clicked on the map (x, y, the label typed in
// place, the fitted hex and the residual), the choices that force an orientation or layout, the
// fit's RMS and notes, loading and saving the clicks as CSV, and Apply to Map, which writes the
// fitted grid into the map on show as one undoable edit. While the pane picks, its tool on the
// canvas takes the clicks and draws the fitted grid.
#include "editor/panes/grid_calibration.hpp"
#include "editor/tools/grid_fit_tool.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <wx/panel.h>

class wxButton;
class wxChoice;
class wxGrid;
class wxGridEvent;
class wxStaticText;
class wxTextCtrl;
class wxToggleButton;

namespace sandtable::editor {

class Document;
class MapCanvas;

class GridCalibrationPane final : public wxPanel {
public:
    enum Column : int { kX, kY, kLabel, kHex, kResidual, kColumnCount };

    GridCalibrationPane(wxWindow* parent, MapCanvas& canvas);
    ~GridCalibrationPane() override;

    // The book whose shown map the fit is for (null: none); the label scheme follows the map's.
    void show(Document* document);
    // Starts or stops taking clicks on the canvas.
    void set_picking(bool on);
    [[nodiscard]] bool picking() const;

    [[nodiscard]] GridCalibration& calibration() { return calibration_; }
    [[nodiscard]] GridFitTool& tool() { return *tool_; }
    [[nodiscard]] wxGrid* table() { return table_; }
    [[nodiscard]] wxString cell(int row, Column column) const;
    [[nodiscard]] wxString summary() const;

    // Each is one step of the pane's click history.
    void add_click(MapPoint point, const std::string& label = {});
    void set_label(std::size_t index, const std::string& label);
    bool delete_selected();
    // Selects a click in the table and on the canvas; not a step of the history.
    void select(std::optional<std::size_t> index);
    [[nodiscard]] std::optional<std::size_t> selected() const { return tool_->selected(); }
    // Removes every click (one step of the history).
    void clear();
    bool undo();
    bool redo();
    // Restricts the fit to one layout: nothing for any layout.
    void force_layout(std::optional<OffsetLayout> layout);

    // A failure names the file; nothing changes on failure.
    Status load_csv(const std::filesystem::path& path);
    Status save_csv(const std::filesystem::path& path) const;
    // Writes the fit into the map on show as one undo step, or says why not.
    Status apply_to_map();

private:
    void changed();  // after any change of the clicks or the options
    void refresh_table();
    void refresh_summary();
    void update_options();
    void on_cell_changed(wxGridEvent& event);
    void on_select_cell(wxGridEvent& event);

    MapCanvas& canvas_;
    Document* document_ = nullptr;
    GridCalibration calibration_;
    std::unique_ptr<GridFitTool> tool_;
    bool refreshing_ = false;

    wxToggleButton* pick_ = nullptr;
    wxButton* delete_ = nullptr;
    wxButton* undo_ = nullptr;
    wxButton* redo_ = nullptr;
    wxChoice* orientation_ = nullptr;
    wxChoice* layout_ = nullptr;
    wxGrid* table_ = nullptr;
    wxTextCtrl* summary_ = nullptr;
    wxButton* apply_ = nullptr;
};

}  // namespace sandtable::editor
