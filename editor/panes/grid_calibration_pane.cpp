#include "editor/panes/grid_calibration_pane.hpp"

#include "editor/frame/document.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "io/grid_clicks_csv.hpp"
#include "io/native/enum_names.hpp"
#include "model/commands/grid_commands.hpp"
#include "model/object_id.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/grid.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>

#include <array>

namespace sandtable::editor {

namespace {

constexpr std::array<OffsetLayout, 4> kLayouts = {OffsetLayout::OddRows, OffsetLayout::EvenRows, OffsetLayout::OddColumns,
                                                  OffsetLayout::EvenColumns};
constexpr const char* kCsvWildcard = "CSV files (*.csv)|*.csv|All files (*)|*";

std::string describe_fit(const GridFit& fit, std::size_t clicks) {
    return fmt::format("RMS {:.3f} over {} clicks\n{} top, {}, size {:.3f}, origin ({:.2f}, {:.2f}), rotation {:.3f}°",
                       fit.rms, clicks, fit.geometry.orientation == HexOrientation::FlatTop ? "flat" : "pointy",
                       to_string(fit.layout), fit.geometry.size, fit.geometry.origin.x, fit.geometry.origin.y,
                       fit.geometry.rotation_degrees);
}

}  // namespace

GridCalibrationPane::GridCalibrationPane(wxWindow* parent, MapCanvas& canvas)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(420, 520)), canvas_(canvas) {
    tool_ = std::make_unique<GridFitTool>(
        calibration_, [this] { changed(); },
        [this] {
            if (pick_ != nullptr) pick_->SetValue(false);
        });

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    pick_ = new wxToggleButton(this, wxID_ANY, "Pick on Map");
    pick_->SetToolTip("Click hex centres on the map; Shift+click removes a click; Escape stops");
    delete_ = new wxButton(this, wxID_ANY, "Delete");
    undo_ = new wxButton(this, wxID_ANY, "Undo");
    redo_ = new wxButton(this, wxID_ANY, "Redo");
    for (wxWindow* w : std::initializer_list<wxWindow*>{pick_, delete_, undo_, redo_}) buttons->Add(w, 0, wxRIGHT, 4);
    sizer->Add(buttons, 0, wxALL, 4);

    auto* choices = new wxBoxSizer(wxHORIZONTAL);
    orientation_ = new wxChoice(this, wxID_ANY);
    orientation_->Append("Any orientation");
    orientation_->Append("Flat top");
    orientation_->Append("Pointy top");
    orientation_->SetSelection(0);
    layout_ = new wxChoice(this, wxID_ANY);
    layout_->Append("Any layout");
    for (const OffsetLayout layout : kLayouts) layout_->Append(wxString::FromUTF8(std::string(to_string(layout))));
    layout_->SetSelection(0);
    choices->Add(orientation_, 1, wxRIGHT, 4);
    choices->Add(layout_, 1);
    sizer->Add(choices, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);

    table_ = new wxGrid(this, wxID_ANY, wxDefaultPosition, wxSize(400, 240));
    table_->CreateGrid(0, kColumnCount, wxGrid::wxGridSelectRows);
    const std::array<const char*, kColumnCount> titles = {"x", "y", "Label", "Hex", "Residual"};
    for (int c = 0; c < kColumnCount; ++c) table_->SetColLabelValue(c, titles[static_cast<std::size_t>(c)]);
    table_->SetRowLabelSize(36);
    table_->SetColSize(kX, 80);
    table_->SetColSize(kY, 80);
    table_->SetColSize(kLabel, 60);
    table_->SetColSize(kHex, 50);
    table_->SetColSize(kResidual, 70);
    table_->EnableDragRowSize(false);
    sizer->Add(table_, 1, wxEXPAND | wxLEFT | wxRIGHT, 4);

    summary_ = new wxTextCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxSize(-1, 64), wxTE_MULTILINE | wxTE_READONLY);
    sizer->Add(summary_, 0, wxEXPAND | wxALL, 4);

    auto* files = new wxBoxSizer(wxHORIZONTAL);
    auto* load = new wxButton(this, wxID_ANY, "Load CSV...");
    auto* save = new wxButton(this, wxID_ANY, "Save CSV...");
    apply_ = new wxButton(this, wxID_ANY, "Apply to Map");
    files->Add(load, 0, wxRIGHT, 4);
    files->Add(save, 0, wxRIGHT, 4);
    files->AddStretchSpacer();
    files->Add(apply_);
    sizer->Add(files, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    SetSizer(sizer);

    pick_->Bind(wxEVT_TOGGLEBUTTON, [this](wxCommandEvent&) { set_picking(pick_->GetValue()); });
    delete_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_selected(); });
    undo_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { undo(); });
    redo_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { redo(); });
    orientation_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update_options(); });
    layout_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { update_options(); });
    apply_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (const Status applied = apply_to_map(); !applied) summary_->SetValue(wxString::FromUTF8(applied.error()));
    });
    // The file dialogs are only behind the buttons; load_csv and save_csv do the work.
    load->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Load hex centres", {}, {}, kCsvWildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() != wxID_OK) return;
        if (const Status loaded = load_csv(dialog.GetPath().ToStdString(wxConvUTF8)); !loaded) {
            summary_->SetValue(wxString::FromUTF8(loaded.error()));
        }
    });
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Save hex centres", {}, "grid-clicks.csv", kCsvWildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return;
        if (const Status saved = save_csv(dialog.GetPath().ToStdString(wxConvUTF8)); !saved) {
            summary_->SetValue(wxString::FromUTF8(saved.error()));
        }
    });
    table_->Bind(wxEVT_GRID_CELL_CHANGED, &GridCalibrationPane::on_cell_changed, this);
    table_->Bind(wxEVT_GRID_SELECT_CELL, &GridCalibrationPane::on_select_cell, this);
    table_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& event) {
        if ((event.GetKeyCode() == WXK_DELETE || event.GetKeyCode() == WXK_BACK) && !table_->IsCellEditControlEnabled()) {
            delete_selected();
        } else {
            event.Skip();
        }
    });
    changed();
}

GridCalibrationPane::~GridCalibrationPane() = default;

void GridCalibrationPane::show(Document* document) {
    document_ = document;
    update_options();
}

void GridCalibrationPane::set_picking(bool on) {
    if (on) {
        canvas_.set_tool(tool_.get());
    } else if (canvas_.tool() == tool_.get()) {
        canvas_.set_tool(nullptr);
    }
    pick_->SetValue(canvas_.tool() == tool_.get());
}

bool GridCalibrationPane::picking() const { return canvas_.tool() == tool_.get(); }

wxString GridCalibrationPane::cell(int row, Column column) const { return table_->GetCellValue(row, column); }

wxString GridCalibrationPane::summary() const { return summary_->GetValue(); }

void GridCalibrationPane::add_click(MapPoint point, const std::string& label) {
    calibration_.add(point, label);
    tool_->set_selected(calibration_.clicks().size() - 1);
    changed();
}

void GridCalibrationPane::set_label(std::size_t index, const std::string& label) {
    calibration_.set_label(index, label);
    changed();
}

void GridCalibrationPane::select(std::optional<std::size_t> index) {
    if (index && *index >= calibration_.clicks().size()) index.reset();
    tool_->set_selected(index);
    refreshing_ = true;
    if (index) {
        table_->SelectRow(static_cast<int>(*index));
        table_->SetGridCursor(static_cast<int>(*index), kLabel);
    } else {
        table_->ClearSelection();
    }
    refreshing_ = false;
    canvas_.Refresh();
}

bool GridCalibrationPane::delete_selected() { return tool_->delete_key(); }

void GridCalibrationPane::clear() {
    if (calibration_.clicks().empty()) return;
    calibration_.replace({});
    tool_->set_selected(std::nullopt);
    changed();
}

bool GridCalibrationPane::undo() {
    if (!calibration_.undo()) return false;
    tool_->set_selected(std::nullopt);
    changed();
    return true;
}

bool GridCalibrationPane::redo() {
    if (!calibration_.redo()) return false;
    tool_->set_selected(std::nullopt);
    changed();
    return true;
}

void GridCalibrationPane::force_layout(std::optional<OffsetLayout> layout) {
    int selection = 0;
    for (std::size_t i = 0; i < kLayouts.size(); ++i) {
        if (layout == kLayouts[i]) selection = static_cast<int>(i) + 1;
    }
    layout_->SetSelection(selection);
    update_options();
}

void GridCalibrationPane::update_options() {
    GridFitOptions options;
    if (document_ != nullptr) {
        if (const GameMap* map = canvas_.shown_map(); map != nullptr && map->kind == MapKind::Hex) {
            options.labels = map->hex.grid.labels;
        }
    }
    const int orientation = orientation_->GetSelection();
    if (orientation == 1) options.orientation = HexOrientation::FlatTop;
    if (orientation == 2) options.orientation = HexOrientation::PointyTop;
    const int layout = layout_->GetSelection();
    if (layout >= 1) options.layout = kLayouts[static_cast<std::size_t>(layout - 1)];
    const GridFitOptions& current = calibration_.options();
    if (options.labels == current.labels && options.orientation == current.orientation && options.layout == current.layout) {
        apply_->Enable(calibration_.fit() != nullptr && document_ != nullptr);
        return;
    }
    calibration_.set_options(std::move(options));
    changed();
}

Status GridCalibrationPane::load_csv(const std::filesystem::path& path) {
    auto csv = read_grid_clicks_csv(path);
    if (!csv) return failure(csv.error());
    calibration_.replace(std::move(csv->clicks));
    tool_->set_selected(std::nullopt);
    changed();
    return {};
}

Status GridCalibrationPane::save_csv(const std::filesystem::path& path) const {
    return write_grid_clicks_csv(path, calibration_.clicks());
}

Status GridCalibrationPane::apply_to_map() {
    const GridFit* fit = calibration_.fit();
    if (fit == nullptr) return failure("No grid to apply: " + calibration_.result().error());
    if (document_ == nullptr) return failure("No book is open.");
    const GameMap* map = canvas_.shown_map();
    if (map == nullptr || map->kind != MapKind::Hex) return failure("The map on show is not a hex grid.");
    if (const auto kinds = disturbed_by_fit(map->hex, *fit); !kinds.empty()) {
        return failure(fmt::format(
            "The clicks fit the layout {}, but map '{}' uses {} and keeps {} by hex, which would move to other labels; "
            "nothing was changed. Choose the layout {} above to fit with the map's layout.",
            to_string(fit->layout), name_or_id(*map), to_string(map->hex.grid.layout), fmt::join(kinds, ", "),
            to_string(map->hex.grid.layout)));
    }
    document_->commands().execute(make_apply_grid_fit(*map, *fit));
    refresh_summary();
    summary_->AppendText(wxString::FromUTF8(fmt::format("\nApplied to map '{}'.", name_or_id(*map))));
    return {};
}

void GridCalibrationPane::changed() {
    refresh_table();
    refresh_summary();
    undo_->Enable(calibration_.can_undo());
    redo_->Enable(calibration_.can_redo());
    delete_->Enable(tool_->selected().has_value());
    apply_->Enable(calibration_.fit() != nullptr && document_ != nullptr);
    canvas_.Refresh();
}

void GridCalibrationPane::refresh_table() {
    refreshing_ = true;
    const auto& clicks = calibration_.clicks();
    const int rows = static_cast<int>(clicks.size());
    if (table_->IsCellEditControlEnabled()) table_->DisableCellEditControl();
    if (table_->GetNumberRows() > rows) table_->DeleteRows(rows, table_->GetNumberRows() - rows);
    if (table_->GetNumberRows() < rows) table_->AppendRows(rows - table_->GetNumberRows());
    const GridFit* fit = calibration_.fit();
    for (int row = 0; row < rows; ++row) {
        const GridClick& click = clicks[static_cast<std::size_t>(row)];
        table_->SetCellValue(row, kX, wxString::Format("%.2f", click.point.x));
        table_->SetCellValue(row, kY, wxString::Format("%.2f", click.point.y));
        table_->SetCellValue(row, kLabel, wxString::FromUTF8(click.label));
        const FittedClick* fitted = fit != nullptr ? &fit->clicks[static_cast<std::size_t>(row)] : nullptr;
        table_->SetCellValue(row, kHex, fitted != nullptr ? wxString::FromUTF8(fitted->label) : wxString());
        table_->SetCellValue(row, kResidual, fitted != nullptr ? wxString::Format("%.3f", fitted->residual) : wxString());
        for (const int c : {kX, kY, kHex, kResidual}) table_->SetReadOnly(row, c);
        table_->SetCellAlignment(row, kResidual, wxALIGN_RIGHT, wxALIGN_CENTRE);
    }
    if (const auto selected = tool_->selected(); selected && *selected < clicks.size()) {
        table_->SelectRow(static_cast<int>(*selected));
        table_->SetGridCursor(static_cast<int>(*selected), kLabel);
        table_->MakeCellVisible(static_cast<int>(*selected), kLabel);
    } else {
        table_->ClearSelection();
    }
    refreshing_ = false;
}

void GridCalibrationPane::refresh_summary() {
    const GridFitResult& result = calibration_.result();
    std::string text;
    if (result) {
        text = describe_fit(*result, calibration_.clicks().size());
        for (const std::string& warning : result->warnings) text += "\nWarning: " + warning;
        for (const std::string& note : result->notes) text += "\nNote: " + note;
        if (result->better_reading) text += "\nTo read them so, set the map's labels that way in Map > Grid Properties.";
    } else if (calibration_.clicks().size() < 3) {
        text = fmt::format("{} of at least 3 hex centres clicked. Click the centres of hexes on the map; type a "
                           "hex's printed label in the Label column where you can read it.",
                           calibration_.clicks().size());
    } else {
        text = result.failure().click ? fmt::format("Click {}: {}", *result.failure().click + 1, result.error()) : result.error();
    }
    summary_->SetValue(wxString::FromUTF8(text));
}

void GridCalibrationPane::on_cell_changed(wxGridEvent& event) {
    if (refreshing_ || event.GetCol() != kLabel) return;
    const auto row = static_cast<std::size_t>(event.GetRow());
    const std::string label = table_->GetCellValue(event.GetRow(), kLabel).Trim().Trim(false).ToStdString(wxConvUTF8);
    // Refitting rebuilds the table, which must not happen inside the grid's own event.
    CallAfter([this, row, label] { set_label(row, label); });
}

void GridCalibrationPane::on_select_cell(wxGridEvent& event) {
    event.Skip();
    if (refreshing_) return;
    const int row = event.GetRow();
    tool_->set_selected(row >= 0 && row < static_cast<int>(calibration_.clicks().size())
                            ? std::optional<std::size_t>(static_cast<std::size_t>(row))
                            : std::nullopt);
    delete_->Enable(tool_->selected().has_value());
    canvas_.Refresh();
}

}  // namespace sandtable::editor
