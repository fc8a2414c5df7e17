// The main window's menu bar, as one table.
#include "editor/panes/combat_pane.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/frame/book_exchange.hpp"
#include "editor/frame/help_docs.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/frame/menu_table.hpp"
#include "editor/canvas/overview_builds.hpp"
#include "editor/panes/property_pane.hpp"

#include <wx/filedlg.h>
#include <wx/utils.h>
#include <wx/textdlg.h>

namespace sandtable::editor {

MenuTable MainFrame::menu_table() {
    auto on = [this](void (MainFrame::*handler)(wxCommandEvent&)) {
        return [this, handler](wxCommandEvent& event) { (this->*handler)(event); };
    };
    auto edit_menu_state = [this](wxUpdateUIEvent& event) { on_update_edit_menu(event); };
    MenuEntry undo = on_toolbar(command(wxID_UNDO, "&Undo", "Ctrl+Z", "Undo the last edit", on(&MainFrame::on_undo)), "undo");
    undo.update = edit_menu_state;
    MenuEntry redo = on_toolbar(command(wxID_REDO, "&Redo", "Ctrl+Y", "Redo the edit last undone", on(&MainFrame::on_redo)), "redo");
    redo.update = edit_menu_state;
    redo.more_accelerators = {"Ctrl+Shift+Z"};
    MenuEntry zoom_in = on_toolbar(command(wxID_ZOOM_IN, "Zoom &In", "Ctrl++", "", [this](wxCommandEvent&) { canvas_->zoom_by(1.25); }), "zoom-in");
    zoom_in.more_accelerators = {"Ctrl+="};

    MenuEntry zoom_to_layer_entry = command(0, "Zoom to &Layer", "", "Show the whole of the layer selected in the Project pane",
                                            [this](wxCommandEvent&) { zoom_to_layer(properties_->layer_map_id(), properties_->layer_id()); });
    zoom_to_layer_entry.update = [this](wxUpdateUIEvent& event) { event.Enable(!properties_->layer_id().empty()); };

    std::vector<MenuEntry> panes;
    for (const PaneName& pane : PaneTable::listed()) {
        const std::string name(pane.name);
        panes.push_back(check(std::string(pane.label), "", "Show or hide this pane",
                              [this, name](wxCommandEvent& event) { panes_->show(name, event.IsChecked()); },
                              [this, name](wxUpdateUIEvent& event) { event.Check(panes_->shown(name)); }));
    }
    auto layout = [this](Layout chosen) { return [this, chosen](wxCommandEvent&) { use_layout(chosen); }; };
    auto help = [this](const std::string& page) {
        return [this, page](wxCommandEvent&) {
            const std::filesystem::path file = help_page(page);
            if (file.empty() || !wxLaunchDefaultApplication(wxString::FromUTF8(file.string()))) {
                wxBell();
                SetStatusText("Cannot open the documentation page " + wxString::FromUTF8(page) +
                              (file.empty() ? ": the docs are not installed" : wxString(": no program opens it")));
            }
        };
    };
    MenuEntry combat_odds = check("Combat &Odds", "", "Add up the combat against the selected stack, with the combat results by the dice",
                                  [this](wxCommandEvent& event) { show_combat_odds(event.IsChecked()); },
                                  [this](wxUpdateUIEvent& event) { event.Check(aui_.GetPane(combat_).IsShown()); });
    MenuEntry cancel_overviews = command(0, "Cancel &Overview Builds", "", "Stop preparing reduced-resolution copies of large imagery",
                                         [this](wxCommandEvent&) { overview_builds_->cancel(); });
    cancel_overviews.update = [this](wxUpdateUIEvent& event) { event.Enable(overview_builds_->busy()); };

    // Both need an open book.
    auto with_book = [this](wxUpdateUIEvent& event) { event.Enable(document_ != nullptr); };
    MenuEntry export_book = command(0, "&Export...", "Ctrl+E", "Write the book for game clients, GIS tools or spreadsheets",
                                    [this](wxCommandEvent&) { exchange_->show_export(); });
    export_book.update = with_book;
    MenuEntry import_csv = command(0, "&Forces or Schedule (CSV)...", "", "Read forces.csv or schedule.csv into the open book, as one undo step",
                                   [this](wxCommandEvent&) { exchange_->choose_csv_to_import(); });
    import_csv.update = with_book;
    MenuEntry import_layers = command(0, "&Map Layers (GeoPackage, KML, GeoJSON, Shapefile)...", "",
                                      "Read the hex maps' terrain, hexsides, roads, places, objectives and edges from an export edited in a GIS, as one undo step",
                                      [this](wxCommandEvent&) { exchange_->choose_map_layers_to_import(); });
    import_layers.update = with_book;

    return {
        {"&File",
         {on_toolbar(command(wxID_NEW, "&New...", "Ctrl+N", "Start a book: ruleset, map and grid", [this](wxCommandEvent&) { start_new_book(); }), "new"),
          on_toolbar(command(wxID_OPEN, "&Open...", "Ctrl+O", "Open a book", on(&MainFrame::on_open)), "open"),
          recent_files("Open &Recent"),
          on_toolbar(command(wxID_SAVE, "&Save", "Ctrl+S", "Save the book", on(&MainFrame::on_save)), "save"),
          command(wxID_SAVEAS, "Save &As...", "Ctrl+Shift+S", "Save the book under another name", on(&MainFrame::on_save_as)),
          command(wxID_CLOSE, "&Close", "Ctrl+W", "Close the book", on(&MainFrame::on_close_book)),
          separator(),
          export_book,
          submenu("&Import",
                  {import_csv, import_layers,
                   command(0, "&Data Pack...", "", "Make a book from a data pack and open it",
                           [this](wxCommandEvent&) { exchange_->choose_pack_to_import(); }),
                   command(0, "&Tiled Map...", "", "Make a book from a Tiled hexagonal map (.tmx) and open it",
                           [this](wxCommandEvent&) { exchange_->choose_tiled_map_to_import(); })}),
          separator(),
          command(wxID_EXIT, "&Quit", "Ctrl+Q", "Quit Sandtable", [this](wxCommandEvent&) { Close(); })}},
        {"&Edit",
         {undo, redo, separator(),
          command(wxID_CUT, "Cu&t", "Ctrl+X", "", on(&MainFrame::on_clipboard)),
          command(wxID_COPY, "&Copy", "Ctrl+C", "", on(&MainFrame::on_clipboard)),
          command(wxID_PASTE, "&Paste", "Ctrl+V", "", on(&MainFrame::on_clipboard)),
          command(wxID_DELETE, "&Delete", "Del", "", on(&MainFrame::on_delete)),
          command(wxID_SELECTALL, "Select &All", "Ctrl+A", "", on(&MainFrame::on_select_all)),
          separator(),
          command(wxID_FIND, "&Find Unit...", "Ctrl+F", "Find a unit or formation by name, short name or id", on(&MainFrame::on_find)),
          separator(),
          command(wxID_PREFERENCES, "Pr&eferences...", "", "How often a recovery copy is written", on(&MainFrame::on_preferences))}},
        {"&View",
         {zoom_in,
          on_toolbar(command(wxID_ZOOM_OUT, "Zoom &Out", "Ctrl+-", "", [this](wxCommandEvent&) { canvas_->zoom_by(0.8); }), "zoom-out"),
          on_toolbar(command(wxID_ZOOM_FIT, "&Fit", "Ctrl+0", "Show the whole map", [this](wxCommandEvent&) { canvas_->fit(); }), "zoom-fit"),
          separator(),
          check("Show &Movement Range", "Ctrl+M", "Shade the hexes the selected unit can reach this turn, with their cost",
                [this](wxCommandEvent& event) { canvas_->show_movement_range(event.IsChecked()); }),
          check("Show &Line of Sight", "Ctrl+L", "Show whether the selected unit sees the hex under the pointer",
                [this](wxCommandEvent& event) { canvas_->show_line_of_sight(event.IsChecked()); }),
          check("Show Field of &Fire", "Ctrl+Shift+F", "On a free-form map: shade the selected piece's field of fire, cut by its line of sight",
                [this](wxCommandEvent& event) { canvas_->show_field_of_fire(event.IsChecked()); }),
          check("Show &Command Range", "Ctrl+Shift+R", "On a free-form map: ring the selected piece's HQ and army HQ at 1/3 Mounted move",
                [this](wxCommandEvent& event) { canvas_->show_command_range(event.IsChecked()); }),
          zoom_to_layer_entry,
          separator(),
          submenu("&Panes", std::move(panes)),
          submenu("&Layout",
                  {command(0, "&Map", "", "The map with the project and properties panes", layout(Layout::Map)),
                   command(0, "&Forces", "", "The forces with every column shown, the schedule and diagnostics around the map", layout(Layout::Forces)),
                   command(0, "&Digitising", "", "The digitise and terrain panes beside the map", layout(Layout::Digitising))}),
          command(0, "&Reset Layout", "", "Put every pane back where it starts", [this](wxCommandEvent&) { reset_layout(); })}},
        {"&Map",
         {command(0, "Add &Imagery Layer...", "Ctrl+Shift+I", "Show a scan, photo, GeoTIFF or vector data under the map",
                  [this](wxCommandEvent&) { choose_imagery_layer(); }),
          command(0, "&Properties...", "", "The map's name, coordinate reference system and units",
                  [this](wxCommandEvent&) { edit_map_properties(); }),
          on_toolbar(command(0, "&Calibrate Grid...", "", "Fit the hex grid to hex centres clicked on a scan",
                             [this](wxCommandEvent&) { show_grid_calibration(); }), "calibrate-grid"),
          on_toolbar(command(0, "&Digitise Vector Layer...", "", "Turn vector data into the map's terrain, hexside features and roads",
                             [this](wxCommandEvent&) { show_digitise(); }), "digitise"),
          on_toolbar(command(0, "Paint &Terrain...", "Ctrl+T", "Paint terrain on hexes and draw features on hexsides; draw shapes on a free-form map",
                             [this](wxCommandEvent&) { show_terrain_tools(); }), "paint-terrain"),
          command(0, "&Grid Properties...", "", "Orientation, hex size, layout, labels, size, origin and rotation of the hex grid",
                  [this](wxCommandEvent&) { edit_grid_properties(); }),
          command(0, "Clean Up &Roads...", "", "Remove short spurs off the map's roads and join roads that end in the same hex",
                  [this](wxCommandEvent&) { clean_up_roads(); }),
          command(0, "Terrain Cata&logue...", "Ctrl+Shift+T", "Add, rename, recolour and delete the map's terrain and hexside features, or a free-form map's terrain and its drawing",
                  [this](wxCommandEvent&) { edit_terrain_catalogue(); }),
          on_toolbar(combat_odds, "combat-odds"), cancel_overviews}},
        {"&Tools",
         {command(0, "&Georeference a Scan...", "", "Place a scan on the map through ground control points",
                  [this](wxCommandEvent&) { choose_scan_to_georeference(); })}},
        {"&Help",
         {command(wxID_HELP, "Editor &Guide", "F1", "How the editor's panes, menus and tools work", help("editor.md")),
          command(0, "&File Format", "", "The book's file format", help("file-format.md")),
          command(0, "&Command-Line Tool", "", "sandtable-cli and its exit codes", help("cli.md")),
          command(0, "&Rulesets", "", "The rulesets and the rules they check", help("rulesets.md")),
          separator(),
          command(wxID_ABOUT, "&About Sandtable", "", "", [this](wxCommandEvent&) { show_about(); })}},
    };
}

void MainFrame::build_menus() {
    menus_ = menu_table();
    SetMenuBar(build_menu_bar(*this, menus_, &history_));
    build_tool_bar(*this, menus_);
    Bind(wxEVT_MENU, &MainFrame::on_recent, this, wxID_FILE1, wxID_FILE9);
}

void MainFrame::choose_imagery_layer() {
    if (!document_) return;
    wxFileDialog dialog(this, "Add imagery layer", wxString::FromUTF8(document_->path().parent_path().string()), "",
                        "Images and vector data|*.tif;*.tiff;*.png;*.jpg;*.jpeg;*.vrt;*.geojson;*.json;*.gpkg;*.shp;*.kml;*.csv|All files|*",
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) add_imagery_layer(dialog.GetPath().ToStdString(wxConvUTF8));
}

void MainFrame::choose_scan_to_georeference() {
    wxFileDialog dialog(this, "Georeference a scan", document_ ? wxString::FromUTF8(document_->path().parent_path().string()) : wxString(),
                        "", "Images (*.tif;*.tiff;*.png;*.jpg;*.jpeg;*.gif;*.bmp)|*.tif;*.tiff;*.png;*.jpg;*.jpeg;*.gif;*.bmp|All files|*",
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) georeference_scan(dialog.GetPath().ToStdString(wxConvUTF8));
}

void MainFrame::on_find(wxCommandEvent&) {
    wxTextEntryDialog dialog(this, "Name, short name or id of a unit or formation:", "Find unit");
    if (dialog.ShowModal() == wxID_OK) find_and_show(dialog.GetValue().ToStdString(wxConvUTF8));
}

}  // namespace sandtable::editor
