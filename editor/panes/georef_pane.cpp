#include "editor/panes/georef_pane.hpp"

#include "editor/canvas/map_canvas.hpp"
#include "editor/frame/progress_dialog_feed.hpp"
#include "editor/canvas/scan_view.hpp"
#include "io/gdal/spatial_reference.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/choicdlg.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/progdlg.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>
#include <wx/wrapsizer.h>

namespace sandtable::editor {

namespace {

wxString utf8(const std::string& text) { return wxString::FromUTF8(text); }
std::filesystem::path path_of(const wxString& text) { return std::filesystem::path(text.ToStdString(wxConvUTF8)); }


}  // namespace

GeorefPane::GeorefPane(wxWindow* parent, MapCanvas* canvas)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(640, 760)), canvas_(canvas), session_(std::make_unique<GcpSession>()) {
    tool_ = std::make_unique<GcpPickTool>(*session_, [this](MapPoint crs) { return map_picked(crs); });
    tool_->on_left([this] {
        if (pick_ != nullptr) pick_->SetValue(false);
    });
    model_ = new GcpTableModel(*session_);
    model_->on_error([this](const std::string& message) { show_status(utf8(message), true); });
    build();
    session_->on_change([this] { session_changed(); });
    session_changed();
}

GeorefPane::~GeorefPane() {
    if (canvas_ && canvas_->tool() == tool_.get()) canvas_->set_tool(nullptr);
}

void GeorefPane::build() {
    auto* buttons = new wxWrapSizer(wxHORIZONTAL);
    auto add_button = [&](const wxString& label, const wxString& tip) {
        auto* button = new wxButton(this, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
        button->SetToolTip(tip);
        buttons->Add(button, 0, wxRIGHT | wxBOTTOM, 4);
        return button;
    };
    wxButton* load = add_button("Load...", "Load control points from a QGIS .points file");
    wxButton* save = add_button("Save...", "Save the control points as a QGIS .points file");
    undo_ = add_button("Undo", "Undo the last change of the points (Ctrl+Z)");
    redo_ = add_button("Redo", "Redo (Ctrl+Y)");
    delete_ = add_button("Delete", "Delete the selected point (Delete)");
    pick_ = new wxToggleButton(this, wxID_ANY, "Pick on Map");
    pick_->SetToolTip("Clicks on the map give the point marked on the scan its easting and northing (Escape stops)");
    buttons->Add(pick_, 0, wxRIGHT | wxBOTTOM, 4);
    wxButton* fit = add_button("Fit", "Show the whole scan");
    write_ = add_button("Write GeoTIFF...", "Write the scan as a GeoTIFF in the target CRS");

    auto* splitter = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3DSASH);
    scan_view_ = new ScanView(splitter);
    scan_view_->show_session(session_.get());
    table_ = new wxDataViewCtrl(splitter, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_SINGLE | wxDV_ROW_LINES | wxDV_VERT_RULES);
    table_->AssociateModel(model_.get());
    table_->AppendToggleColumn("On", GcpTableModel::Enabled, wxDATAVIEW_CELL_ACTIVATABLE, 36);
    table_->AppendTextColumn("Id", GcpTableModel::Id, wxDATAVIEW_CELL_INERT, 40);
    const auto number_column = [&](const wxString& title, unsigned column, bool editable, int width) {
        table_->AppendTextColumn(title, column, editable ? wxDATAVIEW_CELL_EDITABLE : wxDATAVIEW_CELL_INERT, width, wxALIGN_RIGHT);
    };
    number_column("Pixel x", GcpTableModel::PixelX, true, 72);
    number_column("Pixel y", GcpTableModel::PixelY, true, 72);
    number_column("Easting", GcpTableModel::MapX, true, 100);
    number_column("Northing", GcpTableModel::MapY, true, 100);
    number_column("dx px", GcpTableModel::ResidualX, false, 60);
    number_column("dy px", GcpTableModel::ResidualY, false, 60);
    number_column("Residual px", GcpTableModel::Residual, false, 80);
    splitter->SetMinimumPaneSize(80);
    splitter->SetSashGravity(0.5);
    splitter->SplitHorizontally(scan_view_, table_, 300);

    auto* settings = new wxFlexGridSizer(2, wxSize(6, 4));
    settings->AddGrowableCol(1);
    settings->Add(new wxStaticText(this, wxID_ANY, "Transform:"), 0, wxALIGN_CENTER_VERTICAL);
    auto* fit_row = new wxBoxSizer(wxHORIZONTAL);
    method_ = new wxChoice(this, wxID_ANY);
    for (const TransformMethod method : kTransformMethods) method_->Append(utf8(std::string(to_string(method))));
    method_->SetSelection(1);
    fit_row->Add(method_, 0, wxRIGHT, 12);
    rms_ = new wxStaticText(this, wxID_ANY, "RMS -");
    rms_->SetFont(rms_->GetFont().Bold());
    fit_row->Add(rms_, 1, wxALIGN_CENTER_VERTICAL);
    settings->Add(fit_row, 1, wxEXPAND);
    settings->Add(new wxStaticText(this, wxID_ANY, "Target CRS:"), 0, wxALIGN_CENTER_VERTICAL);
    auto* crs_row = new wxBoxSizer(wxHORIZONTAL);
    crs_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(120, -1));
    crs_->SetToolTip("The CRS of the eastings and northings, e.g. EPSG:26918");
    crs_row->Add(crs_, 0, wxRIGHT, 6);
    crs_name_ = new wxStaticText(this, wxID_ANY, "");
    crs_row->Add(crs_name_, 1, wxALIGN_CENTER_VERTICAL);
    settings->Add(crs_row, 1, wxEXPAND);

    problem_ = new wxStaticText(this, wxID_ANY, "");
    problem_->SetForegroundColour(wxColour(170, 0, 0));
    status_ = new wxStaticText(this, wxID_ANY, "Open a scan with Tools > Georeference a Scan...");

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(buttons, 0, wxEXPAND | wxALL, 4);
    sizer->Add(splitter, 1, wxEXPAND | wxLEFT | wxRIGHT, 4);
    sizer->Add(settings, 0, wxEXPAND | wxALL, 4);
    sizer->Add(problem_, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
    sizer->Add(status_, 0, wxEXPAND | wxALL, 6);
    SetSizer(sizer);

    scan_view_->on_click([this](MapPoint pixel, bool shift_down) { scan_clicked(pixel, shift_down); });
    load->Bind(wxEVT_BUTTON, &GeorefPane::on_load, this);
    save->Bind(wxEVT_BUTTON, &GeorefPane::on_save, this);
    undo_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { undo(); });
    redo_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { redo(); });
    delete_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { delete_selected(); });
    pick_->Bind(wxEVT_TOGGLEBUTTON, [this](wxCommandEvent& event) { pick_on_map(event.IsChecked()); });
    fit->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { scan_view_->fit(); });
    write_->Bind(wxEVT_BUTTON, &GeorefPane::on_write, this);
    method_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        session_->set_method(kTransformMethods[static_cast<std::size_t>(std::max(method_->GetSelection(), 0))]);
    });
    crs_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { crs_changed(); });
    table_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) { scan_view_->select(selected_row()); });
    Bind(wxEVT_CHAR_HOOK, &GeorefPane::on_key, this);
}

Status GeorefPane::open_scan(const std::filesystem::path& image) {
    auto opened = RasterDataset::open(image);
    if (!opened) return failure(opened.error());
    std::shared_ptr<RasterDataset> raster = std::move(opened).value();
    pick_on_map(false);
    const TransformMethod method = session_->method();
    *session_ = GcpSession(method);
    session_->set_image_size(raster->info().width, raster->info().height);
    scan_ = image;
    points_file_.clear();
    const GameMap* map = canvas_ ? canvas_->shown_map() : nullptr;
    crs_->ChangeValue(map != nullptr ? utf8(map->crs) : wxString());
    crs_changed();
    scan_view_->show_raster(std::move(raster));
    session_->on_change([this] { session_changed(); });
    session_changed();
    show_status(utf8(fmt::format("{}: click a place on the scan, then the same place on the map", image.filename().string())));
    return {};
}

void GeorefPane::session_changed() {
    model_->refresh();
    const auto& fit = session_->fit();
    rms_->SetLabel(fit ? utf8(fmt::format("RMS {:.2f} px ({:.2f} map units), {} points", fit->rms_pixels, fit->rms_map_units,
                                          fit->enabled_points))
                       : wxString("RMS -"));
    problem_->SetLabel(utf8(session_->problem()));
    undo_->Enable(session_->can_undo());
    undo_->SetToolTip(session_->can_undo() ? utf8("Undo " + session_->undo_name() + " (Ctrl+Z)") : wxString("Nothing to undo"));
    redo_->Enable(session_->can_redo());
    redo_->SetToolTip(session_->can_redo() ? utf8("Redo " + session_->redo_name() + " (Ctrl+Y)") : wxString("Nothing to redo"));
    delete_->Enable(!session_->rows().empty());
    write_->Enable(!scan_.empty());
    scan_view_->select(selected_row());
    scan_view_->Refresh();
    if (canvas_) canvas_->Refresh();
    Layout();
}

void GeorefPane::show_status(const wxString& text, bool error) {
    status_->SetForegroundColour(error ? wxColour(170, 0, 0) : GetForegroundColour());
    status_->SetLabel(text);
    if (error) wxBell();
}

void GeorefPane::crs_changed() {
    const std::string text = crs_->GetValue().ToStdString(wxConvUTF8);
    session_->set_crs(text);
    const auto crs = parse_spatial_reference(text);
    crs_name_->SetLabel(text.empty() ? wxString("(none)") : crs ? utf8(crs->name) : wxString("unknown CRS"));
    crs_name_->SetForegroundColour(text.empty() || !crs ? wxColour(170, 0, 0) : GetForegroundColour());
    crs_->SetToolTip(crs || text.empty() ? wxString("The CRS of the eastings and northings, e.g. EPSG:26918") : utf8(crs.error()));
    Layout();
}

wxString GeorefPane::rms_text() const { return rms_->GetLabel(); }
wxString GeorefPane::problem_text() const { return problem_->GetLabel(); }
wxString GeorefPane::status_text() const { return status_->GetLabel(); }

std::optional<std::size_t> GeorefPane::selected_row() const {
    const wxDataViewItem item = table_->GetSelection();
    if (!item.IsOk()) return std::nullopt;
    const unsigned int row = model_->GetRow(item);
    if (row >= session_->rows().size()) return std::nullopt;
    return row;
}

void GeorefPane::select_row(std::optional<std::size_t> row) {
    if (row && *row < session_->rows().size()) {
        const wxDataViewItem item = model_->GetItem(static_cast<unsigned int>(*row));
        table_->Select(item);
        table_->EnsureVisible(item);
    } else {
        table_->UnselectAll();
    }
    scan_view_->select(selected_row());
}

void GeorefPane::scan_clicked(MapPoint pixel, bool shift_down) {
    if (scan_.empty()) return;
    if (const auto row = selected_row(); shift_down && row) {
        session_->move_pixel(*row, pixel);
        show_status(utf8(fmt::format("Point {} moved to pixel ({:.1f}, {:.1f})", session_->rows()[*row].point.id, pixel.x, pixel.y)));
        return;
    }
    const std::string id = session_->add_point(pixel);
    select_row(session_->rows().size() - 1);
    const bool can_pick = canvas_ && canvas_->shown_map() != nullptr;
    if (can_pick) pick_on_map(true);
    show_status(utf8(fmt::format("Point {} at pixel ({:.1f}, {:.1f}): {}", id, pixel.x, pixel.y,
                                 can_pick ? "click the same place on the map, or type its easting and northing"
                                          : "type its easting and northing")));
}

bool GeorefPane::map_picked(MapPoint crs) {
    std::optional<std::size_t> row = selected_row();
    if (!row || session_->rows()[*row].has_map()) row = session_->awaiting_map();
    if (!row) {
        show_status("Click the place on the scan first; then the map click gives it its easting and northing", true);
        return false;
    }
    session_->set_map(*row, crs);
    select_row(row);
    show_status(utf8(fmt::format("Point {} is at E {:.2f}, N {:.2f}", session_->rows()[*row].point.id, crs.x, crs.y)));
    return true;
}

void GeorefPane::pick_on_map(bool on) {
    if (pick_ != nullptr) pick_->SetValue(on);
    if (!canvas_) return;
    if (on) {
        canvas_->set_tool(tool_.get());
    } else if (canvas_->tool() == tool_.get()) {
        canvas_->set_tool(nullptr);
    }
}

void GeorefPane::undo() {
    const std::string name = session_->undo_name();
    if (session_->undo()) show_status(utf8("Undid " + name));
}

void GeorefPane::redo() {
    const std::string name = session_->redo_name();
    if (session_->redo()) show_status(utf8("Redid " + name));
}

void GeorefPane::delete_selected() {
    const auto row = selected_row();
    if (!row) {
        show_status("Select the point to delete in the table", true);
        return;
    }
    const std::string id = session_->rows()[*row].point.id;
    session_->remove(*row);
    if (!session_->rows().empty()) select_row(std::min(*row, session_->rows().size() - 1));
    show_status(utf8("Deleted point " + id));
}

bool GeorefPane::load_points(const std::filesystem::path& file) {
    const GcpEditResult result = session_->load_file(file);
    show_status(utf8(result ? *result : result.error()), !result);
    if (!result) return false;
    points_file_ = file;
    crs_->ChangeValue(utf8(session_->crs()));
    crs_changed();
    return true;
}

bool GeorefPane::save_points(const std::filesystem::path& file) {
    const GcpEditResult result = session_->save_file(file);
    show_status(utf8(result ? *result : result.error()), !result);
    if (result) points_file_ = file;
    session_changed();
    return static_cast<bool>(result);
}

GeotiffResult GeorefPane::write_geotiff(const GeotiffRequest& request, Progress& progress) {
    GeotiffResult result = failure("");
    const auto crs = parse_spatial_reference(session_->crs());
    if (scan_.empty()) {
        result = failure("Open a scan first");
    } else if (session_->crs().empty()) {
        result = failure("Name the target CRS first, e.g. EPSG:26918");
    } else if (!crs) {
        result = failure("Target CRS: " + crs.error());
    } else if (!request.embed_gcps && !session_->fit()) {
        result = failure("No GeoTIFF written: " + session_->problem());
    } else if (request.embed_gcps && session_->complete_points().empty()) {
        result = failure("No GeoTIFF written: no enabled point has map coordinates");
    } else if (request.embed_gcps) {
        result = write_geotiff_with_gcps(scan_, session_->complete_points(), *crs, request.output, progress);
    } else {
        result = write_warped_geotiff(scan_, session_->fit(), *crs, request.output, request.resampling, progress);
    }
    if (result) {
        show_status(utf8(fmt::format("Wrote {} ({} x {} px)", request.output.filename().string(), result->width, result->height)));
    } else if (result.cancelled()) {
        show_status("Writing the GeoTIFF was cancelled; nothing was written");
    } else {
        show_status(utf8(result.error()), true);
    }
    return result;
}

void GeorefPane::write_geotiff_with_progress(const GeotiffRequest& request) {
    GeotiffResult result = failure("");
    {
        wxProgressDialog dialog("Writing GeoTIFF", "Writing " + utf8(request.output.filename().string()) + "...", 1000, this,
                                wxPD_CAN_ABORT | wxPD_AUTO_HIDE | wxPD_APP_MODAL | wxPD_ELAPSED_TIME);
        ProgressDialogFeed progress(dialog);
        result = write_geotiff(request, progress);
    }
    if (!result) {
        if (!result.cancelled()) wxMessageBox(utf8(result.error()), "GeoTIFF not written", wxOK | wxICON_ERROR, this);
        return;
    }
    const bool add = ask_add_layer_ ? ask_add_layer_(request.output)
                                    : wxMessageBox("Add " + utf8(request.output.filename().string()) +
                                                       " as an imagery layer of the map on show?",
                                                   "GeoTIFF written", wxYES_NO | wxICON_QUESTION, this) == wxYES;
    if (add && add_layer_) add_layer_(request.output);
}

bool GeorefPane::confirm_close() {
    if (!session_->modified() || session_->rows().empty()) return true;
    const int answer = ask_unsaved_ ? ask_unsaved_()
                                    : wxMessageBox("The control points of " + utf8(scan_.filename().string()) +
                                                       " are not saved. Save them before closing?",
                                                   "Unsaved control points", wxYES_NO | wxCANCEL | wxICON_WARNING, this);
    if (answer == wxID_CANCEL || answer == wxCANCEL) return false;
    if (answer == wxID_NO || answer == wxNO) return true;
    std::filesystem::path file = points_file_;
    if (file.empty()) {
        wxFileDialog dialog(this, "Save control points", utf8(scan_.parent_path().string()), utf8(scan_.filename().string() + ".points"),
                            "QGIS control points (*.points)|*.points", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return false;
        file = path_of(dialog.GetPath());
    }
    return save_points(file);
}

void GeorefPane::leave() { pick_on_map(false); }

void GeorefPane::on_key(wxKeyEvent& event) {
    wxWindow* focus = wxWindow::FindFocus();
    // Typing into a text field (the CRS, or a cell being edited) keeps its own keys.
    if (dynamic_cast<wxTextCtrl*>(focus) != nullptr) {
        event.Skip();
        return;
    }
    const int key = event.GetKeyCode();
    if (event.GetModifiers() == wxMOD_CONTROL && (key == 'Z' || key == 'Y')) {
        key == 'Z' ? undo() : redo();
    } else if (event.GetModifiers() == wxMOD_NONE && (key == WXK_DELETE || key == WXK_BACK)) {
        delete_selected();
    } else {
        event.Skip();
    }
}

void GeorefPane::on_load(wxCommandEvent&) {
    if (scan_.empty()) return;  // loading is one undo step, so nothing needs saving first
    wxFileDialog dialog(this, "Load control points", utf8(scan_.parent_path().string()), "",
                        "QGIS control points (*.points)|*.points|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) load_points(path_of(dialog.GetPath()));
}

void GeorefPane::on_save(wxCommandEvent&) {
    if (scan_.empty()) return;
    const std::filesystem::path suggested = points_file_.empty() ? std::filesystem::path(scan_.string() + ".points") : points_file_;
    wxFileDialog dialog(this, "Save control points", utf8(suggested.parent_path().string()), utf8(suggested.filename().string()),
                        "QGIS control points (*.points)|*.points", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() == wxID_OK) save_points(path_of(dialog.GetPath()));
}

void GeorefPane::on_write(wxCommandEvent&) {
    if (scan_.empty()) return;
    const wxString choices[] = {"Warped into the target CRS, bilinear resampling", "Warped, nearest neighbour (keeps colours exact)",
                                "Warped, cubic resampling", "Warped, Lanczos resampling",
                                "Pixels unchanged, control points embedded"};
    constexpr Resampling kResampling[] = {Resampling::Bilinear, Resampling::Nearest, Resampling::Cubic, Resampling::Lanczos,
                                          Resampling::Nearest};
    wxSingleChoiceDialog mode(this, "How should the GeoTIFF be written?", "Write GeoTIFF", 5, choices);
    if (mode.ShowModal() != wxID_OK) return;
    const int choice = mode.GetSelection();
    wxFileDialog dialog(this, "Write GeoTIFF", utf8(scan_.parent_path().string()), utf8(scan_.stem().string() + "-georeferenced.tif"),
                        "GeoTIFF (*.tif)|*.tif;*.tiff", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    write_geotiff_with_progress({path_of(dialog.GetPath()), choice == 4, kResampling[choice]});
}

}  // namespace sandtable::editor
