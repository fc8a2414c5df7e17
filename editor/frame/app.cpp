// sandtable [FILE] [--grid-clicks CSV] [--georeference IMAGE [--points FILE]] [--paint-terrain]
//          [--terrain-catalogue] [--new-book] [--layout map|forces|digitising] [--movement-range HEX]
//          [--sight-to HEX] [--scenario ID] [--select-piece UNIT] [--shapes TOOL [--select-feature IDS]
//          [--sketch POINTS] [--feature-name NAME]] [--compare] [--house-rules] [--export]
//          [--screenshot PNG]:
//          the desktop editor.
#include "editor/panes/grid_calibration_pane.hpp"
#include "editor/dialogs/export_dialog.hpp"
#include "editor/frame/book_exchange.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/panes/georef_pane.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/dialogs/new_book_dialog.hpp"
#include "editor/tools/shapes_staging.hpp"
#include "editor/dialogs/terrain_catalogue_dialog.hpp"
#include "editor/dialogs/freeform_catalogue_dialog.hpp"

#include <cstdio>
#include <map>
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/dcclient.h>
#include <wx/dcscreen.h>
#include <wx/dcmemory.h>
#include <wx/image.h>
#include <wx/log.h>
#include <wx/timer.h>

namespace sandtable::editor {

class EditorApp final : public wxApp {
public:
    bool OnInit() override {
        SetAppName("sandtable");
        SetVendorName("Sandtable");
        if (!wxApp::OnInit()) return false;
        wxInitAllImageHandlers();
        frame_ = new MainFrame;
        frame_->keep_recent_files(screenshot_.empty());
        frame_->Show();
        if (!file_.empty() && !frame_->open_book(file_)) exit_code_ = 2;
        if (!scenario_.empty()) choose_scenario();
        // After the scenario chosen is on show (the frame shows it once the event has finished).
        frame_->CallAfter([this] {
            if (!piece_.empty()) select_piece();
            if (!overlays_.empty()) show_overlays();
            if (!show_area_.empty()) show_area();
        });
        if (!shapes_.empty()) {
            const Status staged = stage_shapes_tool(*frame_, shapes_.ToStdString(wxConvUTF8), features_.ToStdString(wxConvUTF8), sketch_.ToStdString(wxConvUTF8),
                                                     feature_name_.ToStdString(wxConvUTF8));
            if (!staged) {
                std::fprintf(stderr, "--shapes %s: %s\n", shapes_.ToStdString(wxConvUTF8).c_str(), staged.error().c_str());
                exit_code_ = 2;
            }
        }
        if (compare_) frame_->panes().show("compare", true);
        if (house_rules_) frame_->panes().show("house-rules", true);
        // After the first layout, when the forces columns have their widths.
        if (!layout_.empty()) CallAfter([this] { use_layout(); });
        if (!grid_clicks_.empty()) {
            frame_->show_grid_calibration();
            const Status loaded = frame_->grid_calibration()->load_csv(grid_clicks_.ToStdString(wxConvUTF8));
            if (!loaded) {
                std::fprintf(stderr, "%s\n", loaded.error().c_str());
                exit_code_ = 2;
            }
        }
        if (paint_terrain_) frame_->show_terrain_tools();
        if (terrain_catalogue_) show_terrain_catalogue();
        if (new_book_) show_new_book();
        if (export_) show_export();
        if (!range_from_.empty() && !frame_->show_rules_at(range_from_.ToStdString(wxConvUTF8), sight_to_.ToStdString(wxConvUTF8))) {
            std::fprintf(stderr, "--movement-range %s: not a hex of the map on show\n", range_from_.ToStdString(wxConvUTF8).c_str());
            exit_code_ = 2;
        }
        if (!scan_.empty() && !frame_->georeference_scan(scan_.ToStdString(wxConvUTF8))) exit_code_ = 2;
        if (!scan_.empty() && !points_.empty() && !frame_->georef()->load_points(points_.ToStdString(wxConvUTF8))) exit_code_ = 2;
        if (!screenshot_.empty()) {
            // Let the window map and paint before capturing it.
            CallAfter([this] { timer_.StartOnce(500); });
            timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { capture_and_quit(); });
        }
        return true;
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        wxApp::OnInitCmdLine(parser);
        parser.AddOption("", "screenshot", "save the main window as PNG after loading, then exit");
        parser.AddOption("", "layout", "arrange the panes as View > Layout does: map, forces or digitising");
        parser.AddSwitch("", "paint-terrain", "open the Terrain pane");
        parser.AddSwitch("", "terrain-catalogue", "open Map > Terrain Catalogue beside the map, without waiting for it to close");
        parser.AddSwitch("", "new-book", "open File > New over the window, without waiting for it to close");
        parser.AddSwitch("", "export", "open File > Export over the window, without waiting for it to close");
        parser.AddOption("", "scenario", "show this scenario or variant");
        parser.AddOption("", "select-piece", "select this piece on a free-form map, showing its facing handle");
        parser.AddOption("", "shapes", "open the Shapes pane of a free-form map with this tool (select, area, line, ruler...)");
        parser.AddOption("", "select-feature", "with --shapes: select these features (ids joined by commas)");
        parser.AddOption("", "sketch", "with --shapes: put down these points \"x,y x,y\" as clicks; the last is where the pointer rests");
        parser.AddOption("", "feature-name", "with --shapes: what the Name field holds");
        parser.AddSwitch("", "compare", "open View > Compare with Base");
        parser.AddSwitch("", "house-rules", "open View > House Rules");
        parser.AddOption("", "movement-range", "select this hex and show its top unit's movement range");
        parser.AddOption("", "sight-to", "with --movement-range: show the unit's line of sight to this hex; with --overlays sight: to this point X,Y");
        parser.AddOption("", "show-area", "show this rectangle of the map, X0,Y0,X1,Y1 in map units");
        parser.AddOption("", "overlays", "with --select-piece on a free-form map: show these of its overlays (reach, fire, command, sight; joined by commas)");
        parser.AddOption("", "grid-clicks", "open Grid calibration with the hex centres of this CSV");
        parser.AddOption("", "georeference", "open a scan in the Georeferencing pane");
        parser.AddOption("", "points", "with --georeference: load its control points from a QGIS .points file");
        parser.AddParam("book", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
    }

    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        if (!wxApp::OnCmdLineParsed(parser)) return false;
        parser.Found("screenshot", &screenshot_);
        parser.Found("grid-clicks", &grid_clicks_);
        parser.Found("layout", &layout_);
        paint_terrain_ = parser.Found("paint-terrain");
        terrain_catalogue_ = parser.Found("terrain-catalogue");
        new_book_ = parser.Found("new-book");
        export_ = parser.Found("export");
        parser.Found("scenario", &scenario_);
        parser.Found("select-piece", &piece_);
        parser.Found("shapes", &shapes_);
        parser.Found("select-feature", &features_);
        parser.Found("sketch", &sketch_);
        parser.Found("feature-name", &feature_name_);
        compare_ = parser.Found("compare");
        house_rules_ = parser.Found("house-rules");
        parser.Found("movement-range", &range_from_);
        parser.Found("sight-to", &sight_to_);
        parser.Found("overlays", &overlays_);
        parser.Found("show-area", &show_area_);
        parser.Found("georeference", &scan_);
        parser.Found("points", &points_);
        if (parser.GetParamCount() > 0) file_ = parser.GetParam(0);
        return true;
    }

    int OnExit() override {
        // Settings are written here, so that a failure (an unwritable home) is reported on stderr;
        // left to wx, it would be shown in a dialog after the windows are gone.
        if (wxConfigBase* config = wxConfigBase::Set(nullptr)) {
            wxLog* previous = wxLog::SetActiveTarget(new wxLogStderr);
            delete config;
            delete wxLog::SetActiveTarget(previous);
        }
        return wxApp::OnExit();
    }

    int OnRun() override {
        const int code = wxApp::OnRun();
        return exit_code_ != 0 ? exit_code_ : code;
    }

private:
    void use_layout() {
        const std::map<wxString, MainFrame::Layout> layouts = {
            {"map", MainFrame::Layout::Map}, {"forces", MainFrame::Layout::Forces}, {"digitising", MainFrame::Layout::Digitising}};
        const auto chosen = layouts.find(layout_.Lower());
        if (chosen == layouts.end()) {
            std::fprintf(stderr, "--layout %s: expected map, forces or digitising\n", layout_.ToStdString(wxConvUTF8).c_str());
            exit_code_ = 2;
            return;
        }
        frame_->use_layout(chosen->second);
    }

    void choose_scenario() {
        const std::string id = scenario_.ToStdString(wxConvUTF8);
        if (frame_->document() == nullptr || frame_->document()->book().scenario(id) == nullptr) {
            std::fprintf(stderr, "--scenario %s: the book has no such scenario or variant\n", id.c_str());
            exit_code_ = 2;
            return;
        }
        frame_->select_scenario(id);
    }

    void select_piece() {
        const std::string unit = piece_.ToStdString(wxConvUTF8);
        if (frame_->document() == nullptr || !frame_->canvas()->select_piece(unit)) {
            std::fprintf(stderr, "--select-piece %s: no piece of that id stands at a point of the map shown\n", unit.c_str());
            exit_code_ = 2;
        }
    }

    void show_area() {
        const wxArrayString parts = wxSplit(show_area_, ',');
        double v[4] = {0, 0, 0, 0};
        bool read = parts.size() == 4;
        for (std::size_t i = 0; read && i < 4; ++i) read = parts[i].ToCDouble(&v[i]);
        if (!read || v[2] <= v[0] || v[3] <= v[1]) {
            std::fprintf(stderr, "--show-area %s: expected X0,Y0,X1,Y1 in map units, X0 < X1 and Y0 < Y1\n", show_area_.ToStdString(wxConvUTF8).c_str());
            exit_code_ = 2;
            return;
        }
        frame_->canvas()->show_area({v[0], v[1]}, {v[2], v[3]});
    }

    void show_overlays() {
        MapCanvas& canvas = *frame_->canvas();
        for (const wxString& name : wxSplit(overlays_, ',')) {
            if (name == "reach") canvas.show_movement_range(true);
            else if (name == "fire") canvas.show_field_of_fire(true);
            else if (name == "command") canvas.show_command_range(true);
            else if (name == "sight") canvas.show_line_of_sight(true);
            else {
                std::fprintf(stderr, "--overlays %s: expected reach, fire, command or sight\n", name.ToStdString(wxConvUTF8).c_str());
                exit_code_ = 2;
            }
        }
        if (sight_to_.empty()) return;
        double x = 0.0;
        double y = 0.0;
        const wxString text = sight_to_;
        if (!text.BeforeFirst(',').ToCDouble(&x) || !text.AfterFirst(',').ToCDouble(&y)) {
            std::fprintf(stderr, "--sight-to %s: expected X,Y in map units\n", text.ToStdString(wxConvUTF8).c_str());
            exit_code_ = 2;
            return;
        }
        canvas.look_at_point(MapPoint{x, y});
    }

    // Shown, not run modally, so that a screenshot can be taken of it beside the map.
    void show_terrain_catalogue() {
        const GameMap* map = frame_->document() != nullptr ? frame_->canvas()->shown_map() : nullptr;
        if (map == nullptr || (map->kind != MapKind::Hex && map->kind != MapKind::Freeform)) {
            std::fprintf(stderr, "--terrain-catalogue: no hex or free-form map on show\n");
            exit_code_ = 2;
            return;
        }
        wxDialog* dialog = map->kind == MapKind::Freeform ? static_cast<wxDialog*>(new FreeformCatalogueDialog(frame_, *frame_->document(), map->id))
                                                          : static_cast<wxDialog*>(new TerrainCatalogueDialog(frame_, *frame_->document(), map->id));
        const wxRect frame = frame_->GetScreenRect();
        dialog->Move(frame.GetRight() - dialog->GetSize().x - 4, frame.GetBottom() - dialog->GetSize().y - 60);
        dialog->Show();
    }

    void show_new_book() {
        auto* dialog = new NewBookDialog(frame_, wxGetHomeDir().ToStdString(wxConvUTF8),
                                         [this](const NewBookChoices& choices) { return frame_->create_book(choices); });
        const wxRect frame = frame_->GetScreenRect();
        dialog->Move(frame.GetLeft() + (frame.GetWidth() - dialog->GetSize().x) / 2, frame.GetTop() + 120);
        dialog->Show();
    }

    void show_export() {
        ExportDialog* dialog = frame_->exchange().make_export_dialog();
        if (dialog == nullptr) {
            std::fprintf(stderr, "--export: no book is open\n");
            exit_code_ = 2;
            return;
        }
        const wxRect frame = frame_->GetScreenRect();
        dialog->Move(frame.GetLeft() + (frame.GetWidth() - dialog->GetSize().x) / 2, frame.GetTop() + 120);
        dialog->Show();
    }

    void capture_and_quit() {
        frame_->Update();
        // The screen holds what every pane painted; a frame's own DC does not see its children.
        // The whole window: menu bar and toolbar too.
        wxScreenDC source;
        const wxRect area = frame_->GetScreenRect();
        wxBitmap bitmap(area.GetSize());
        {
            wxMemoryDC target(bitmap);
            target.Blit(0, 0, area.GetWidth(), area.GetHeight(), &source, area.GetX(), area.GetY());
        }
        if (!bitmap.ConvertToImage().SaveFile(screenshot_, wxBITMAP_TYPE_PNG)) exit_code_ = 2;
        frame_->Destroy();
    }

    MainFrame* frame_ = nullptr;
    wxString file_;
    wxString screenshot_;
    wxString layout_;
    wxString scenario_;
    wxString piece_;
    wxString shapes_;    // --shapes: a tool of the Shapes pane
    wxString features_;
    wxString sketch_;
    wxString feature_name_;
    bool compare_ = false;
    bool house_rules_ = false;
    wxString grid_clicks_;
    bool paint_terrain_ = false;
    bool terrain_catalogue_ = false;
    bool new_book_ = false;
    bool export_ = false;
    wxString range_from_;
    wxString sight_to_;
    wxString overlays_;
    wxString show_area_;
    wxString scan_;
    wxString points_;
    wxTimer timer_;
    int exit_code_ = 0;
};

}  // namespace sandtable::editor

wxIMPLEMENT_APP(sandtable::editor::EditorApp);
