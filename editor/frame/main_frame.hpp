#pragma once
// The editor's main window: dockable panes around the map canvas (project tree, properties,
// forces, schedule, diagnostics), menus with the usual accelerators, recent files, and a status
// bar. Pane layout and recent files are remembered between runs.
#include "editor/frame/document.hpp"
#include "editor/frame/menu_table.hpp"

#include <memory>
#include <string>
#include <wx/aui/framemanager.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/timer.h>
#include <filesystem>
#include <functional>
#include <vector>
#include <wx/dataview.h>

namespace sandtable {
struct DiffItem;
}

namespace sandtable::editor {

class BackgroundValidation;
class BookExchange;
class PaneTable;
class CombatPane;
class ComparePane;
class HouseRulesPane;
class DiagnosticsPane;
class DigitisePanel;
class ForcesPane;
class GridCalibrationPane;
class GeorefPane;
class MapCanvas;
class OverviewBuilds;
struct OverviewBuildReport;
class ProjectTreePane;
class PropertyPane;
class SchedulePane;
class StartPage;
class TipsHiddenWhileModal;
struct NewBookChoices;
class TerrainPane;
class FreeformPane;

class MainFrame final : public wxFrame {
public:
    MainFrame();
    ~MainFrame() override;
    bool open_book(const wxString& path);
    // File > New: asks for the ruleset, map and grid (editor/dialogs/new_book_dialog.hpp), then makes the book.
    void start_new_book();
    // Writes the book the choices make to their file and opens it, or says why not (nothing is
    // written then).
    Status create_book(const NewBookChoices& choices);
    // Shown where the map goes while no book is open.
    [[nodiscard]] StartPage* start_page() { return start_; }
    // Asked when a book has a recovery copy left by an editor that ended without saving; true restores it.
    void set_restore_question(std::function<bool(const wxString& book)> ask) { ask_restore_ = std::move(ask); }
    void set_autosave_interval(int milliseconds);
    // Preferences, kept in the user's configuration: minutes between recovery copies (1 to 60).
    void set_autosave_minutes(int minutes);
    [[nodiscard]] int autosave_minutes() const { return autosave_minutes_; }
    void autosave_now();

    // Structural edits, as the menus and context menus call them; each returns the new object's
    // id (empty when nothing was done) and is one undo step.
    std::string add_scenario();
    std::string add_variant(const std::string& base_id);
    std::string duplicate_scenario(const std::string& id);
    void delete_scenario(const std::string& id);
    // A unit or formation of `type` (the ruleset's first when it lists no such type).
    std::string add_force_node(ForceNodeKind kind, std::string type = {});
    std::string duplicate_selected_node();
    void delete_selected_node();
    // Moves a unit or formation (with what it holds) under the formation `target`, or beside the
    // unit `target`, or to the top of the side `target`. False when that is not a move. With a
    // variant on show, the variant plays the piece under the formation `target` instead
    // (model/commands/reassign_command.hpp); the status bar says why when it cannot.
    bool move_node(const std::string& id, const std::string& target);
    // Finds the next unit or formation whose name, short name or id contains `text` (any case) in
    // the forces pane, selects it and centres the map on it.
    bool find_and_show(const std::string& text);
    bool rename_node(const std::string& id, const std::string& name);
    // A cell typed into the forces pane: a name or an attribute. A value the unit schema refuses
    // is not stored; the status bar says why.
    bool edit_force_cell(const std::string& id, const std::string& column, const std::string& text);
    // The forces pane's clipboard, on the open book.
    bool copy_selected_node();
    bool cut_selected_node();
    std::string paste_node();
    void select_scenario(const std::string& id);
    // Adds a raster file as a layer of the map on show (path kept relative to the book's folder);
    // returns the layer's id, or empty with a message when GDAL cannot read the file.
    std::string add_imagery_layer(const std::filesystem::path& file);
    void delete_layer(const std::string& map_id, const std::string& layer_id);
    // Builds the overviews of a large raster that has none, in the background; progress shows in
    // the status bar and Map > Cancel Overview Builds stops it. The map is drawn from the full
    // image meanwhile and from the overviews once they are there.
    void build_overviews_for(const std::filesystem::path& file);
    [[nodiscard]] OverviewBuilds& overview_builds() { return *overview_builds_; }
    // Opens the Georeferencing pane on a scan (any raster GDAL reads); false with a message when it cannot be read.
    bool georeference_scan(const std::filesystem::path& image);
    [[nodiscard]] Document* document() { return document_.get(); }
    // The checks run after edits (tests ask whether one ran only near an edit).
    [[nodiscard]] const BackgroundValidation& background_validation() const { return *validation_; }
    [[nodiscard]] const std::string& scenario() const { return scenario_; }

    // The panes, for tests and tools that drive the editor.
    // Selects a hex by its label and shows its top unit's movement range, and with `sight_to`
    // its line of sight to that hex (View menu). False when a label is not on the map.
    bool show_rules_at(const std::string& hex, const std::string& sight_to);
    [[nodiscard]] MapCanvas* canvas() { return canvas_; }
    [[nodiscard]] ForcesPane* forces() { return forces_; }
    [[nodiscard]] PropertyPane* properties() { return properties_; }
    [[nodiscard]] SchedulePane* schedule() { return schedule_; }
    [[nodiscard]] DiagnosticsPane* diagnostics() { return diagnostics_; }
    [[nodiscard]] GridCalibrationPane* grid_calibration() { return grid_calibration_; }
    [[nodiscard]] DigitisePanel* digitise_panel() { return digitise_; }
    [[nodiscard]] TerrainPane* terrain_pane() { return terrain_; }
    [[nodiscard]] FreeformPane* shapes_pane() { return shapes_; }
    [[nodiscard]] CombatPane* combat_pane() { return combat_; }
    [[nodiscard]] ComparePane* compare_pane() { return compare_; }
    [[nodiscard]] HouseRulesPane* house_rules_pane() { return house_rules_; }
    [[nodiscard]] ProjectTreePane* project_tree() { return project_tree_; }
    // The menu bar and toolbar as the frame built them (editor/frame/main_frame_menus.cpp), every
    // entry with its id.
    [[nodiscard]] const MenuTable& menus() const { return menus_; }

    // Map > Combat Odds: shows or hides the Combat pane, which follows the selected stack.
    void show_combat_odds(bool on);
    // Map > Calibrate Grid: shows the Grid calibration pane and starts picking hex centres.
    void show_grid_calibration();
    // Map > Digitise Vector Layer: shows the Digitise pane.
    void show_digitise();
    // Map > Paint Terrain: shows the Terrain pane and starts painting.
    void show_terrain_tools();
    // The Terrain pane or the Shapes pane, its tool started (on a map of its kind).
    void show_drawing_pane(wxWindow* pane);
    // Map > Grid Properties: the grid of the map on show, in a dialog; OK is one undo step.
    void edit_grid_properties();
    // Map > Terrain Catalogue: the catalogues of the map on show, in a dialog; each edit is one undo step.
    void edit_terrain_catalogue();
    // Map > Properties: the name, CRS and units of the map on show, in a dialog; OK is one undo step.
    void edit_map_properties();
    // View > Zoom to Layer: shows the whole of a reference layer; false when its file cannot be used.
    bool zoom_to_layer(const std::string& map_id, const std::string& layer_id);
    // Map > Clean Up Roads: asks for the shortest road to keep, then cleans up the roads of the map
    // on show as one undo step (model/road_cleanup.hpp) and says what it did in the status bar.
    void clean_up_roads();
    void clean_up_roads(int shortest_road_hexes);
    [[nodiscard]] GeorefPane* georef() { return georef_; }
    // File > Open Recent: each book once, by its absolute path, the last opened or saved first.
    [[nodiscard]] const wxFileHistory& open_recent() const { return history_; }
    // Off for runs that only look (--screenshot): books they open are not added to Open Recent.
    void keep_recent_files(bool keep) { keep_recent_ = keep; }

    // View menu: every pane by its name (editor/frame/pane_table.hpp), shown or hidden. A tool
    // pane shown from here starts its tool as its Map menu entry does.
    [[nodiscard]] PaneTable& panes() { return *panes_; }
    // View > Layout: the panes a task needs, the rest hidden. Default is the layout a first run
    // opens with, and View > Reset Layout goes back to it wherever the panes were moved.
    // Default is the layout of a first run; Forces is the same with the Forces pane as wide as
    // its columns (at most three fifths of the window).
    enum class Layout { Default, Map, Forces, Digitising };
    void use_layout(Layout layout);
    void reset_layout() { use_layout(Layout::Default); }
    // Help > About: the program's name, version, description and licence.
    void show_about();

    // File > Export and File > Import.
    [[nodiscard]] BookExchange& exchange() { return *exchange_; }
    // Asks whether to save the open book's changes (Save, Discard or Cancel); false when the user
    // cancelled.
    bool confirm_discard();

private:
    [[nodiscard]] MenuTable menu_table();
    void build_menus();
    void build_panes();
    // What showing or hiding each pane does besides (editor/frame/pane_table.hpp).
    void set_pane_hooks();
    // Every pane, or only those the changes concern.
    void refresh_views(const ChangeSet& changes = ChangeSet::everything());
    void refresh_properties();
    void schedule_refresh(const ChangeSet& changes);
    void detach_views();
    void update_title();
    void update_combat_odds();
    void choose_imagery_layer();
    void choose_scan_to_georeference();
    // What is wrong with a reference layer's file (missing, unreadable), or empty.
    [[nodiscard]] std::string layer_problem(const std::string& map_id, const std::string& layer_id);
    // A layer just added that lies off the map: says where it is and offers to zoom to it.
    void tell_if_layer_is_off_the_map(const std::string& map_id, const std::string& layer_id);
    void on_forces_menu(wxDataViewEvent& event);
    void on_delete(wxCommandEvent&);
    void on_find(wxCommandEvent&);
    void on_clipboard(wxCommandEvent&);
    void on_preferences(wxCommandEvent&);
    void on_select_all(wxCommandEvent&);
    void show_diagnostic(const Diagnostic& diagnostic);
    // A row of the Compare pane: the unit in the Forces pane and on the map, or the schedule entry.
    void show_difference(const DiffItem& item);
    void overview_build_reported(const OverviewBuildReport& report);

    void on_open(wxCommandEvent&);
    // The start page in place of the map while no book is open, with Open Recent's books.
    void show_start_page_if_no_book();
    void on_recent(wxCommandEvent&);
    void on_save(wxCommandEvent&);
    void on_save_as(wxCommandEvent&);
    void on_close_book(wxCommandEvent&);
    void on_undo(wxCommandEvent&);
    void on_redo(wxCommandEvent&);
    void on_update_edit_menu(wxUpdateUIEvent&);
    // Undo and redo keys pressed in the property pane, whose cell editors would swallow them.
    void on_char_hook(wxKeyEvent& event);
    void on_close(wxCloseEvent&);

    wxAuiManager aui_;
    [[nodiscard]] wxString with_forces_width(const wxString& perspective, int columns_width) const;
    wxString default_layout_;  // as build_panes() made it, before any remembered layout
    ProjectTreePane* project_tree_ = nullptr;
    PropertyPane* properties_ = nullptr;
    ForcesPane* forces_ = nullptr;
    SchedulePane* schedule_ = nullptr;
    DiagnosticsPane* diagnostics_ = nullptr;
    GridCalibrationPane* grid_calibration_ = nullptr;
    DigitisePanel* digitise_ = nullptr;
    TerrainPane* terrain_ = nullptr;
    FreeformPane* shapes_ = nullptr;  // free-form maps' drawing tools
    CombatPane* combat_ = nullptr;
    ComparePane* compare_ = nullptr;
    HouseRulesPane* house_rules_ = nullptr;
    GeorefPane* georef_ = nullptr;
    MapCanvas* canvas_ = nullptr;
    StartPage* start_ = nullptr;
    wxFileHistory history_;
    MenuTable menus_;
    bool keep_recent_ = true;
    void remember_recent(const wxString& path);
    std::unique_ptr<Document> document_;
    std::string scenario_;
    bool refresh_pending_ = false;
    ChangeSet pending_changes_;  // since the refresh was scheduled
    wxTimer autosave_timer_;
    int autosave_minutes_ = 1;
    std::unique_ptr<BackgroundValidation> validation_;
    std::uint64_t document_serial_ = 0;  // tells reports of a closed book from those of the open one
    std::function<bool(const wxString&)> ask_restore_;
    std::unique_ptr<OverviewBuilds> overview_builds_;
    std::unique_ptr<TipsHiddenWhileModal> tips_hidden_while_modal_;
    std::unique_ptr<BookExchange> exchange_;
    std::unique_ptr<PaneTable> panes_;
};

}  // namespace sandtable::editor
