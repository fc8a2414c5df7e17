#include "editor/frame/main_frame.hpp"

#include "editor/frame/background_validation.hpp"
#include "editor/frame/book_exchange.hpp"
#include "editor/frame/pane_table.hpp"
#include "editor/panes/combat_pane.hpp"
#include "editor/panes/compare_pane.hpp"
#include "editor/panes/house_rules_pane.hpp"
#include "editor/panes/diagnostics_pane.hpp"
#include "editor/panes/digitise_panel.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/grid_calibration_pane.hpp"
#include "editor/panes/georef_pane.hpp"
#include "editor/dialogs/grid_properties_dialog.hpp"
#include "editor/canvas/hex_menu.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/frame/modal_tips.hpp"
#include "editor/dialogs/new_book_dialog.hpp"
#include "editor/canvas/overview_builds.hpp"
#include "editor/panes/project_tree_pane.hpp"
#include "editor/panes/property_pane.hpp"
#include "editor/frame/recovery.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "editor/frame/start_page.hpp"
#include "editor/dialogs/terrain_catalogue_dialog.hpp"
#include "editor/dialogs/freeform_catalogue_dialog.hpp"
#include "editor/panes/terrain_pane.hpp"
#include "editor/panes/freeform_pane.hpp"
#include "editor/frame/views_to_refresh.hpp"
#include "model/commands/change_value.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/road_commands.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/text.hpp"
#include "model/variant_resolution.hpp"
#include "io/gdal/spatial_reference.hpp"

#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/dataview.h>
#include <wx/filename.h>
#include <wx/numdlg.h>
#include <wx/textdlg.h>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <vector>

namespace sandtable::editor {

namespace {
constexpr const char* kLayoutKey = "/Layout/Perspective";
constexpr const char* kAutosaveKey = "/Editor/AutosaveMinutes";
constexpr const char* kBookWildcard = "Sandtable books (*.sandtable)|*.sandtable|All files (*)|*";

// Absolute and without ./ or ../, so that a book opened as "book.sandtable" and as its full path
// is one entry.
wxString recent_form(const wxString& path) {
    const std::filesystem::path file(path.ToStdString(wxConvUTF8));
    std::error_code error;
    const std::filesystem::path absolute = std::filesystem::absolute(file, error);
    return wxString::FromUTF8((error ? file : absolute).lexically_normal().string());
}

}  // namespace

MainFrame::MainFrame() : wxFrame(nullptr, wxID_ANY, "Sandtable", wxDefaultPosition, wxSize(1500, 950)) {
    aui_.SetManagedWindow(this);
    // A dock may take up to three fifths of the width: the Forces layout shows every forces column.
    aui_.SetDockSizeConstraint(0.6, 1.0 / 3);
    overview_builds_ = std::make_unique<OverviewBuilds>([this](const OverviewBuildReport& report) { overview_build_reported(report); });
    exchange_ = std::make_unique<BookExchange>(*this);
    panes_ = std::make_unique<PaneTable>(aui_);
    build_menus();
    build_panes();
    set_pane_hooks();
    default_layout_ = aui_.SavePerspective();
    tips_hidden_while_modal_ = std::make_unique<TipsHiddenWhileModal>(*canvas_);
    CreateStatusBar(3);
    // The selection's words, the hex under the pointer with its coordinates (and movement cost),
    // and the zoom, which needs little.
    const int widths[] = {-3, -3, 110};
    SetStatusWidths(3, widths);
    SetStatusText("No book open");
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
    Bind(wxEVT_CHAR_HOOK, &MainFrame::on_char_hook, this);
    history_.Load(*wxConfig::Get());
    // Lists written before paths were kept absolute may hold a book twice, or relative to a
    // folder long left: kept once each, absolute, the most recent first.
    std::vector<wxString> listed;
    for (std::size_t i = 0; i < history_.GetCount(); ++i) listed.push_back(history_.GetHistoryFile(i));
    while (history_.GetCount() > 0) history_.RemoveFileFromHistory(0);
    for (auto it = listed.rbegin(); it != listed.rend(); ++it) {
        if (wxFileName(*it).IsAbsolute()) history_.AddFileToHistory(recent_form(*it));
    }
    wxString perspective;
    if (wxConfig::Get()->Read(kLayoutKey, &perspective)) aui_.LoadPerspective(perspective, false);
    // The tool panes keep where they were put, but open only from their menus: restored open, they
    // would take room from the forces pane for work that is not under way.
    for (wxWindow* tool_pane : {static_cast<wxWindow*>(grid_calibration_), static_cast<wxWindow*>(digitise_), static_cast<wxWindow*>(georef_),
                                static_cast<wxWindow*>(terrain_), static_cast<wxWindow*>(shapes_)}) {
        aui_.GetPane(tool_pane).Hide();
    }
    show_start_page_if_no_book();
    update_title();
    ask_restore_ = [this](const wxString& book) {
        const std::string age = recovery_age(book.ToStdString(wxConvUTF8));
        wxMessageDialog ask(this, "Restore the unsaved changes to " + wxFileName(book).GetFullName() + "?", "Recover unsaved changes",
                            wxYES_NO | wxICON_QUESTION);
        ask.SetExtendedMessage("Sandtable was closed without saving changes to\n" + book + "\nA recovery copy of them was written " +
                               wxString::FromUTF8(age) + ".");
        ask.SetYesNoLabels("&Restore", "&Open the Saved Book");
        return ask.ShowModal() == wxID_YES;
    };
    autosave_timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { autosave_now(); });
    validation_ = std::make_unique<BackgroundValidation>(*this, [this](ValidationReport report, std::uint64_t tag) {
        // The tag packs the document's serial (high bits) and its generation (low 40 bits).
        if (!document_ || (tag >> 40) != document_serial_) return;
        if (document_->accept_report(std::move(report), tag & ((std::uint64_t{1} << 40) - 1))) {
            diagnostics_->show(document_.get());
            SetStatusText(wxString::Format("%zu error(s), %zu warning(s)", document_->report().diagnostics.count(Severity::Error),
                                           document_->report().diagnostics.count(Severity::Warning)), 1);
        }
    });
    set_autosave_minutes(static_cast<int>(wxConfig::Get()->ReadLong(kAutosaveKey, 1)));
}

void MainFrame::set_autosave_minutes(int minutes) {
    autosave_minutes_ = std::clamp(minutes, 1, 60);
    wxConfig::Get()->Write(kAutosaveKey, static_cast<long>(autosave_minutes_));
    set_autosave_interval(autosave_minutes_ * 60'000);
}

void MainFrame::on_preferences(wxCommandEvent&) {
    const long minutes = wxGetNumberFromUser("Write a recovery copy of a book with unsaved changes every", "Minutes",
                                             "Preferences", autosave_minutes_, 1, 60, this);
    if (minutes > 0) set_autosave_minutes(static_cast<int>(minutes));
}

void MainFrame::on_select_all(wxCommandEvent& event) {
    wxWindow* focus = FindFocus();
    if (focus != nullptr && (focus == schedule_ || schedule_->IsDescendant(focus))) {
        schedule_->SelectAll();
    } else if (focus != nullptr && (focus == forces_ || forces_->IsDescendant(focus))) {
        forces_->select_all_nodes();
    } else if (focus == canvas_) {
        canvas_->select_all_units();
    } else {
        event.Skip();
    }
}

void MainFrame::set_autosave_interval(int milliseconds) { autosave_timer_.Start(milliseconds); }

void MainFrame::autosave_now() {
    if (!document_) return;
    if (const Status saved = document_->autosave(); !saved) {
        SetStatusText("Recovery copy not written: " + wxString::FromUTF8(saved.error()));
    }
}

MainFrame::~MainFrame() {
    canvas_->set_tool(nullptr);  // the tools belong to panes that may go before the canvas
    tips_hidden_while_modal_.reset();
    autosave_timer_.Stop();
    canvas_->set_tool(nullptr);  // while every pane that owns a tool is still there
    overview_builds_.reset();  // cancels a build under way
    validation_.reset();  // waits for a check in progress
    wxConfig::Get()->Write(kLayoutKey, aui_.SavePerspective());
    if (keep_recent_) history_.Save(*wxConfig::Get());
    aui_.UnInit();
}

void MainFrame::build_panes() {
    canvas_ = new MapCanvas(this);
    canvas_->on_status([this](const wxString& where, const wxString& zoom) {
        // With no book open there is nothing under the pointer and no zoom to speak of.
        SetStatusText(document_ ? where : wxString(), 1);
        SetStatusText(document_ ? zoom : wxString(), 2);
    });
    canvas_->on_hex_menu([this](HexCoord hex, wxPoint at) {
        const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
        if (map == nullptr || map->kind != MapKind::Hex) return;
        const auto menu = make_hex_menu(this, *document_, map->id, hex);
        canvas_->PopupMenu(menu.get(), at);
    });
    project_tree_ = new ProjectTreePane(this);
    properties_ = new PropertyPane(this);
    forces_ = new ForcesPane(this);
    schedule_ = new SchedulePane(this);
    diagnostics_ = new DiagnosticsPane(this);
    grid_calibration_ = new GridCalibrationPane(this, *canvas_);
    digitise_ = new DigitisePanel(this, *canvas_);

    aui_.AddPane(canvas_, wxAuiPaneInfo().Name("map").Caption("Map").CenterPane());
    start_ = new StartPage(
        this, [this] { start_new_book(); },
        [this] {
            wxCommandEvent open;
            on_open(open);
        },
        [this](const wxString& book) {
            if (open_book(book)) return;
            for (std::size_t i = 0; i < history_.GetCount(); ++i) {
                if (history_.GetHistoryFile(i) == book) {
                    history_.RemoveFileFromHistory(i);
                    break;
                }
            }
            show_start_page_if_no_book();
        });
    aui_.AddPane(start_, wxAuiPaneInfo().Name("start").Caption("Start").CenterPane().Hide());
    aui_.AddPane(project_tree_, wxAuiPaneInfo().Name("project").Caption("Project").Left().Layer(1).BestSize(360, 400).MinSize(220, 120));
    aui_.AddPane(properties_, wxAuiPaneInfo().Name("properties").Caption("Properties").Left().Layer(1).Position(1).BestSize(360, 300).MinSize(220, 160));
    aui_.AddPane(forces_, wxAuiPaneInfo().Name("forces").Caption("Forces").Right().BestSize(460, 500).MinSize(300, 240));
    aui_.AddPane(schedule_, wxAuiPaneInfo().Name("schedule").Caption("Schedule").Bottom().BestSize(720, 190));
    aui_.AddPane(diagnostics_, wxAuiPaneInfo().Name("diagnostics").Caption("Diagnostics").Bottom().Position(1).BestSize(520, 190));
    // Panes side by side share their row by proportion: the schedule's six columns get the larger part.
    aui_.GetPane(schedule_).dock_proportion = 160000;
    aui_.GetPane(diagnostics_).dock_proportion = 100000;
    // Under the Forces pane, so that the map keeps its width while they are shown.
    aui_.AddPane(grid_calibration_, wxAuiPaneInfo().Name("grid-calibration").Caption("Grid calibration").Right().Position(1)
                                        .BestSize(460, 640).Hide());
    combat_ = new CombatPane(this);
    aui_.AddPane(combat_, wxAuiPaneInfo().Name("combat").Caption("Combat").Bottom().Position(2).BestSize(520, 190).Hide());
    compare_ = new ComparePane(this);
    compare_->on_select([this](const DiffItem& item) { show_difference(item); });
    // A row of its own above the schedule: its rows are as long as a schedule entry written out twice.
    aui_.AddPane(compare_, wxAuiPaneInfo().Name("compare").Caption("Compare with Base").Bottom().Row(1).BestSize(1000, 180).Hide());
    house_rules_ = new HouseRulesPane(this);
    aui_.AddPane(house_rules_, wxAuiPaneInfo().Name("house-rules").Caption("House Rules").Bottom().Row(1).Position(1).BestSize(1000, 180).Hide());
    aui_.AddPane(digitise_, wxAuiPaneInfo().Name("digitise").Caption("Digitise").Right().Position(2).BestSize(460, 420).Hide());
    terrain_ = new TerrainPane(this, *canvas_);
    aui_.AddPane(terrain_, wxAuiPaneInfo().Name("terrain").Caption("Terrain").Right().Position(3).BestSize(300, 560).MinSize(280, 540).Hide());
    shapes_ = new FreeformPane(this, *canvas_);
    aui_.AddPane(shapes_, wxAuiPaneInfo().Name("shapes").Caption("Shapes").Right().Position(4).BestSize(360, 620).MinSize(320, 200).Hide());
    georef_ = new GeorefPane(this, canvas_);
    georef_->on_add_layer([this](const std::filesystem::path& file) { add_imagery_layer(file); });
    // Floating at first: the scan and its table need more room than a side column leaves the map.
    aui_.AddPane(georef_, wxAuiPaneInfo().Name("georef").Caption("Georeferencing").Right().BestSize(640, 720).Float().FloatingSize(660, 840).Hide());
    Bind(wxEVT_AUI_PANE_CLOSE, [this](wxAuiManagerEvent& event) {
        if (event.GetPane()->window == terrain_) terrain_->set_active(false);
        if (event.GetPane()->window == shapes_) shapes_->set_active(false);
        if (event.GetPane()->window != georef_) return event.Skip();
        if (!georef_->confirm_close()) return event.Veto();
        georef_->leave();
    });

    project_tree_->on_scenario_chosen([this](const std::string& id) {
        select_scenario(id);
        properties_->show_scenario(document_.get(), id);
    });
    project_tree_->on_layer_chosen([this](const LayerRef& layer) {
        properties_->show_layer(document_.get(), layer.map_id, layer.layer_id, layer_problem(layer.map_id, layer.layer_id));
    });
    project_tree_->on_scenario_action([this](ScenarioAction action, const std::string& id) {
        switch (action) {
        case ScenarioAction::New: add_scenario(); break;
        case ScenarioAction::NewVariant: add_variant(id); break;
        case ScenarioAction::Duplicate: duplicate_scenario(id); break;
        case ScenarioAction::Delete: delete_scenario(id); break;
        }
    });
    forces_->Bind(wxEVT_DATAVIEW_ITEM_CONTEXT_MENU, &MainFrame::on_forces_menu, this);
    forces_->on_status([this](const wxString& text) { SetStatusText(text); });
    forces_->on_selection([this] { properties_->show(document_.get(), forces_->selected_id()); });
    canvas_->on_selection([this](const std::vector<std::string>& units) {
        if (!document_) return;
        if (!units.empty()) forces_->select_id(units.back());
        // The hex inspector follows the selection: an empty hex shows no unit.
        const GameMap* map = canvas_->shown_map();
        if (const auto hex = canvas_->selected_hex(); hex && map != nullptr) {
            properties_->show_hex(document_.get(), map->id, *hex, scenario_);
        } else {
            properties_->show(document_.get(), {});
        }
        wxString stack;
        for (const auto& unit : units) stack += (stack.empty() ? "" : ", ") + wxString::FromUTF8(document_->book().forces.name_of(unit));
        SetStatusText(stack.empty() ? wxString() : "Stack: " + stack);
        update_combat_odds();
    });
    diagnostics_->on_activate([this](const Diagnostic& diagnostic) { show_diagnostic(diagnostic); });
    forces_->on_drop([this](const std::string& id, const std::string& target) { move_node(id, target); });
    forces_->on_edit([this](const std::string& id, const std::string& column, const std::string& text) {
        return edit_force_cell(id, column, text);
    });
    // Double-click or F2 edits the name in place.
    forces_->Bind(wxEVT_DATAVIEW_ITEM_ACTIVATED, [this](wxDataViewEvent& event) {
        forces_->edit_cell(forces_->model().id_of(event.GetItem()), "name");
    });
    forces_->Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& event) {
        if (event.GetKeyCode() == WXK_F2 && !forces_->selected_id().empty()) {
            forces_->edit_cell(forces_->selected_id(), "name");
        } else {
            event.Skip();
        }
    });
}

bool MainFrame::open_book(const wxString& path) {
    const std::filesystem::path file = path.ToStdString(wxConvUTF8);
    std::unique_ptr<Document> document;
    if (has_recovery(file) && ask_restore_(path)) {
        auto recovered = Document::open_recovery(file);
        if (recovered) {
            document = std::move(recovered).value();
        } else {
            wxMessageBox("The recovery copy cannot be read; opening the saved book.\n\n" + wxString::FromUTF8(recovered.error()),
                         "Recover unsaved changes", wxOK | wxICON_WARNING, this);
        }
    }
    if (!document) {
        auto opened = Document::open(file);
        if (!opened) {
            wxMessageBox(wxString::FromUTF8(opened.error()), "Cannot open book", wxOK | wxICON_ERROR, this);
            return false;
        }
        document = std::move(opened).value();
    }
    detach_views();
    document_ = std::move(document);
    ++document_serial_;
    validation_->forget();
    document_->on_change([this](const ChangeEvent& event) {
        canvas_->book_changed(event.changes);
        schedule_refresh(event.changes);
        validation_->request(document_->book(), (document_serial_ << 40) | document_->generation(), event.changes);
    });
    remember_recent(path);
    show_start_page_if_no_book();
    scenario_ = document_->book().scenarios.empty() ? std::string{} : document_->book().scenarios.front().id;
    refresh_views();
    canvas_->fit();
    const RulesetDefinition* ruleset = find_ruleset(document_->book().ruleset);
    SetStatusText(wxString::FromUTF8(ruleset != nullptr ? ruleset->display_name : document_->book().ruleset));
    // Large rasters that came without overviews get them now, while the designer works.
    for (const GameMap& map : document_->book().maps) {
        for (const ReferenceLayer& layer : map.layers) {
            if (layer.kind == ReferenceLayerKind::Raster) build_overviews_for(canvas_->imagery()->resolve(layer.path));
        }
    }
    return true;
}

void MainFrame::detach_views() {
    // No pane may keep pointing at a document that is about to go away, even for one paint.
    canvas_->show(nullptr, {});
    properties_->show(nullptr, {});
    diagnostics_->show(nullptr);
    schedule_->show(nullptr, {});
    forces_->show(nullptr);
    grid_calibration_->show(nullptr);
    digitise_->show(nullptr);
    terrain_->show(nullptr);
    shapes_->show(nullptr);
    compare_->show(nullptr, {});
    house_rules_->show(nullptr, {});
}

void MainFrame::show_grid_calibration() {
    grid_calibration_->show(document_.get());
    aui_.GetPane(grid_calibration_).Show();
    aui_.Update();
    if (document_) grid_calibration_->set_picking(true);
}

void MainFrame::show_digitise() {
    digitise_->show(document_.get());
    aui_.GetPane(digitise_).Show();
    aui_.Update();
}

void MainFrame::edit_grid_properties() {
    const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
    if (map == nullptr || map->kind != MapKind::Hex) return;
    const std::string map_id = map->id;
    GridPropertiesDialog dialog(this, map->hex.grid, [this, map_id](const GridProperties& properties) {
        return apply_grid_properties(*document_, map_id, properties);
    });
    dialog.ShowModal();
}

void MainFrame::clean_up_roads() {
    const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
    if (map == nullptr || map->kind != MapKind::Hex) return;
    const long shortest = wxGetNumberFromUser(
        "Roads of fewer hexes than this that branch off a longer road are removed as spurs.\n"
        "Roads of a kind that end in the same hex are joined into one.",
        "Shortest road (hexes)", "Clean Up Roads", 3, 0, 100, this);
    if (shortest < 0) return;  // cancelled
    clean_up_roads(static_cast<int>(shortest));
}

void MainFrame::clean_up_roads(int shortest_road_hexes) {
    const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
    if (map == nullptr || map->kind != MapKind::Hex) return;
    RoadCleanupEdit edit = make_clean_up_roads(*map, RoadCleanupOptions{shortest_road_hexes, true});
    if (edit.command) document_->commands().execute(std::move(edit.command));
    SetStatusText(wxString::FromUTF8(edit.summary));
}

void MainFrame::edit_terrain_catalogue() {
    const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
    if (map == nullptr) return;
    if (map->kind == MapKind::Freeform) {
        FreeformCatalogueDialog dialog(this, *document_, map->id);
        dialog.ShowModal();
        return;
    }
    if (map->kind != MapKind::Hex) return;
    TerrainCatalogueDialog dialog(this, *document_, map->id);
    dialog.ShowModal();
}

void MainFrame::show_terrain_tools() {
    // A free-form map is drawn with shapes; a hex map painted hex by hex.
    const GameMap* map = document_ ? canvas_->shown_map() : nullptr;
    const bool freeform = map != nullptr && map->kind == MapKind::Freeform;
    aui_.GetPane(freeform ? static_cast<wxWindow*>(terrain_) : static_cast<wxWindow*>(shapes_)).Hide();
    show_drawing_pane(freeform ? static_cast<wxWindow*>(shapes_) : static_cast<wxWindow*>(terrain_));
}

void MainFrame::show_drawing_pane(wxWindow* pane) {
    // One drawing tool at a time: the other pane's stops.
    if (pane == shapes_) {
        terrain_->set_active(false);
        shapes_->show(document_.get());
    } else {
        shapes_->set_active(false);
        terrain_->show(document_.get());
    }
    aui_.GetPane(pane).Show();
    aui_.Update();
    if (!document_) return;
    if (pane == shapes_) {
        shapes_->set_active(true);
    } else {
        terrain_->set_active(true);
    }
}

void MainFrame::schedule_refresh(const ChangeSet& changes) {
    // Views are rebuilt after the event that changed the book has finished, never inside it; the
    // changes of several events before then add up.
    pending_changes_.merge(changes);
    if (refresh_pending_) return;
    refresh_pending_ = true;
    CallAfter([this] {
        refresh_pending_ = false;
        const ChangeSet changes = std::move(pending_changes_);
        pending_changes_ = {};
        refresh_views(changes);
    });
}

void MainFrame::select_scenario(const std::string& id) {
    if (id == scenario_) return;
    scenario_ = id;
    schedule_refresh(ChangeSet::everything());
}

void MainFrame::show_diagnostic(const Diagnostic& diagnostic) {
    if (!document_) return;
    if (!diagnostic.scenario.empty() && document_->book().scenario(diagnostic.scenario) != nullptr) {
        select_scenario(diagnostic.scenario);
    }
    const Book& book = document_->book();
    const auto resolved = resolve_scenario(book, scenario_);
    const GameMap* map = resolved && !resolved->scenario.map.empty() ? book.map(resolved->scenario.map) : nullptr;
    for (const auto& object : diagnostic.objects) {
        if (object.kind == "entry") schedule_->select_entry(object.id, SchedulePane::kTurn);
        if (object.kind == "unit" || object.kind == "formation") {
            forces_->select_id(object.id);
            properties_->show(document_.get(), object.id);
        }
        if (map == nullptr || map->kind != MapKind::Hex) continue;
        std::string label;
        if (object.kind == "hex") label = object.id;
        if (object.kind == "unit" && resolved) {
            if (const Placement* placement = resolved->scenario.placement(object.id);
                placement != nullptr && placement->location.kind == LocationKind::Hex) {
                label = placement->location.ref;
            }
        }
        if (auto found = map->hex.find_label(label)) {
            canvas_->centre_on(*found);
            return;
        }
    }
}

void MainFrame::show_difference(const DiffItem& item) {
    if (!document_) return;
    Diagnostic where;
    switch (item.topic) {
        case DiffTopic::Forces:
        case DiffTopic::Assignments:
        case DiffTopic::Setup:
        case DiffTopic::Casualties:
            if (const ForceNode* node = document_->book().forces.node(item.key)) {
                where.objects = {ObjectRef{node->kind == ForceNodeKind::Unit ? "unit" : "formation", item.key}};
            }
            break;
        case DiffTopic::Schedule: where.objects = {ObjectRef{"entry", item.key}}; break;
        default: properties_->show_scenario(document_.get(), scenario_); return;
    }
    show_diagnostic(where);
}

void MainFrame::refresh_views(const ChangeSet& changes) {
    Document* doc = document_.get();
    const ViewsToRefresh views = views_to_refresh(changes);
    if (views.project_tree) project_tree_->show(doc, scenario_);
    if (views.forces) forces_->show(doc, scenario_);
    if (views.properties) refresh_properties();
    if (views.schedule) schedule_->show(doc, scenario_);
    diagnostics_->show(document_.get());
    canvas_->show(doc, scenario_);
    if (views.map_tools) {
        grid_calibration_->show(doc);
        digitise_->show(doc);
        terrain_->show(doc);
        shapes_->show(doc);
    }
    if (views.combat) update_combat_odds();
    if (aui_.GetPane(compare_).IsShown()) compare_->show(doc, scenario_);
    if (aui_.GetPane(house_rules_).IsShown()) house_rules_->show(doc, scenario_);
    update_title();
}

void MainFrame::refresh_properties() {
    Document* doc = document_.get();
    // The property pane stays on what it showed: a layer or a scenario if it still exists.
    const std::string layer = properties_->layer_id();
    const std::string layer_map = properties_->layer_map_id();
    const std::string shown_scenario = properties_->scenario_id();
    if (!layer.empty() && doc != nullptr && doc->book().map(layer_map) != nullptr) {
        properties_->show_layer(doc, layer_map, layer, layer_problem(layer_map, layer));
    } else if (!shown_scenario.empty() && doc != nullptr && doc->book().scenario(shown_scenario) != nullptr) {
        properties_->show_scenario(doc, shown_scenario);
    } else if (const GameMap* map = doc != nullptr ? canvas_->shown_map() : nullptr;
               properties_->hex() && map != nullptr && canvas_->selected_hex() == properties_->hex()) {
        properties_->show_hex(doc, map->id, *properties_->hex(), scenario_);
    } else {
        properties_->show(doc, forces_->selected_id());
    }
}

std::string MainFrame::layer_problem(const std::string& map_id, const std::string& layer_id) {
    const GameMap* map = document_ ? document_->book().map(map_id) : nullptr;
    if (map == nullptr || canvas_->imagery() == nullptr) return {};
    for (const LayerProblem& problem : canvas_->imagery()->check(*map)) {
        if (problem.layer_id == layer_id) return problem.message;
    }
    return {};
}

void MainFrame::show_combat_odds(bool on) {
    aui_.GetPane(combat_).Show(on);
    aui_.Update();
    update_combat_odds();
}

void MainFrame::update_combat_odds() {
    if (combat_ == nullptr || !aui_.GetPane(combat_).IsShown()) return;
    combat_->show(document_ ? &document_->book() : nullptr, scenario_, canvas_->selected_hex());
}

void MainFrame::update_title() {
    wxString title = "Sandtable";
    if (document_) {
        title = wxString::FromUTF8(document_->book().metadata.title) + " - " +
                wxString::FromUTF8(document_->path().filename().string()) + " - Sandtable";
        if (document_->modified()) title = "*" + title;
    }
    SetTitle(title);
}

bool MainFrame::confirm_discard() {
    if (!document_ || !document_->modified()) return true;
    wxMessageDialog ask(this, "Save the changes to " + wxString::FromUTF8(document_->path().filename().string()) + " first?", "Sandtable",
                        wxYES_NO | wxCANCEL | wxICON_QUESTION);
    ask.SetExtendedMessage("Changes not saved are lost.");
    ask.SetYesNoCancelLabels("&Save", "Do&n't Save", "&Cancel");
    const int answer = ask.ShowModal();
    if (answer == wxID_CANCEL) return false;
    if (answer == wxID_YES) {
        if (auto saved = document_->save(); !saved) {
            wxMessageBox(wxString::FromUTF8(saved.error()), "Cannot save book", wxOK | wxICON_ERROR, this);
            return false;
        }
    } else {
        document_->discard_changes();
    }
    return true;
}

void MainFrame::on_open(wxCommandEvent&) {
    if (!confirm_discard()) return;
    // In the open book's folder, else in the last book's.
    const wxString folder = document_ ? wxString::FromUTF8(document_->path().parent_path().string())
                                      : history_.GetCount() > 0 ? wxFileName(history_.GetHistoryFile(0)).GetPath() : wxString();
    wxFileDialog dialog(this, "Open book", folder, "", kBookWildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) open_book(dialog.GetPath());
}

void MainFrame::remember_recent(const wxString& path) {
    if (keep_recent_) history_.AddFileToHistory(recent_form(path));
}

void MainFrame::on_recent(wxCommandEvent& event) {
    if (!confirm_discard()) return;
    const wxString path = history_.GetHistoryFile(static_cast<size_t>(event.GetId() - wxID_FILE1));
    if (!open_book(path)) history_.RemoveFileFromHistory(static_cast<size_t>(event.GetId() - wxID_FILE1));
}

void MainFrame::on_save(wxCommandEvent&) {
    if (!document_) return;
    if (auto saved = document_->save(); !saved) {
        wxMessageBox(wxString::FromUTF8(saved.error()), "Cannot save book", wxOK | wxICON_ERROR, this);
    }
    update_title();
}

void MainFrame::on_save_as(wxCommandEvent&) {
    if (!document_) return;
    wxFileDialog dialog(this, "Save book as", wxString::FromUTF8(document_->path().parent_path().string()),
                        wxString::FromUTF8(document_->path().filename().string()), kBookWildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    if (auto saved = document_->save_as(dialog.GetPath().ToStdString(wxConvUTF8)); !saved) {
        wxMessageBox(wxString::FromUTF8(saved.error()), "Cannot save book", wxOK | wxICON_ERROR, this);
        return;
    }
    remember_recent(dialog.GetPath());
    canvas_->document_moved();
    update_title();
}

void MainFrame::on_close_book(wxCommandEvent&) {
    if (!confirm_discard()) return;
    detach_views();
    document_.reset();
    scenario_.clear();
    refresh_views();
    for (int field = 0; field < GetStatusBar()->GetFieldsCount(); ++field) SetStatusText(field == 0 ? "No book open" : "", field);
    show_start_page_if_no_book();
}

void MainFrame::show_start_page_if_no_book() {
    const bool open = document_ != nullptr;
    if (!open) start_->show_recent(history_);
    aui_.GetPane(canvas_).Show(open);
    aui_.GetPane(start_).Show(!open);
    aui_.Update();
}

void MainFrame::start_new_book() {
    if (!confirm_discard()) return;
    const std::filesystem::path folder = document_ ? document_->path().parent_path() : std::filesystem::path(wxGetHomeDir().ToStdString(wxConvUTF8));
    NewBookDialog dialog(this, folder, [this](const NewBookChoices& choices) { return create_book(choices); });
    dialog.ShowModal();
}

Status MainFrame::create_book(const NewBookChoices& choices) {
    if (Status checked = choices.check(); !checked) return checked;
    if (!choices.crs.empty()) {
        if (const Status crs = check_crs(choices.crs); !crs) return failure("The CRS is not one GDAL knows: " + crs.error());
    }
    if (Status saved = save_book(choices.make_book(), choices.file); !saved) return saved;
    if (!open_book(wxString::FromUTF8(choices.file.string()))) return failure("The new book was written but cannot be opened: " + choices.file.string());
    return {};
}

void MainFrame::on_undo(wxCommandEvent&) {
    if (document_) document_->commands().undo();
}

void MainFrame::on_redo(wxCommandEvent&) {
    if (document_) document_->commands().redo();
}

void MainFrame::on_char_hook(wxKeyEvent& event) {
    event.Skip();
    const wxWindow* focus = FindFocus();
    if (focus == nullptr || (focus != properties_ && !properties_->IsDescendant(const_cast<wxWindow*>(focus)))) return;
    if (event.GetModifiers() != wxMOD_CONTROL && event.GetModifiers() != (wxMOD_CONTROL | wxMOD_SHIFT)) return;
    const bool shift = (event.GetModifiers() & wxMOD_SHIFT) != 0;
    const int key = event.GetKeyCode();
    const bool undo = key == 'Z' && !shift;
    const bool redo = (key == 'Y' && !shift) || (key == 'Z' && shift);
    if (!undo && !redo) return;
    event.Skip(false);
    if (!document_) return;
    if (undo && properties_->discard_typing()) return;
    properties_->discard_typing();
    if (undo) document_->commands().undo();
    else document_->commands().redo();
}

void MainFrame::on_update_edit_menu(wxUpdateUIEvent& event) {
    if (!document_) {
        event.Enable(false);
        return;
    }
    CommandStack& commands = document_->commands();
    const bool undo = event.GetId() == wxID_UNDO;
    event.Enable(undo ? commands.can_undo() : commands.can_redo());
    constexpr std::size_t kLongestStepName = 40;  // so that the menu never cuts the label off
    wxString name = wxString::FromUTF8(shortened(undo ? commands.undo_name() : commands.redo_name(), kLongestStepName));
    name.Replace("&", "&&");  // an "&" in a unit's name is no mnemonic
    event.SetText(wxString(undo ? "&Undo" : "&Redo") + (name.empty() ? "" : " " + name) + (undo ? "\tCtrl+Z" : "\tCtrl+Y"));
}

bool MainFrame::georeference_scan(const std::filesystem::path& image) {
    if (aui_.GetPane(georef_).IsShown() && !georef_->confirm_close()) return false;
    if (const Status opened = georef_->open_scan(image); !opened) {
        wxBell();
        SetStatusText("Cannot georeference: " + wxString::FromUTF8(opened.error()));
        return false;
    }
    wxAuiPaneInfo& pane = aui_.GetPane(georef_);
    if (pane.IsFloating() && !pane.IsShown()) pane.FloatingPosition(GetScreenPosition() + wxPoint(std::max(0, GetSize().x - 680), 70));
    pane.Show();
    aui_.Update();
    // Docked in a column the other panes leave too short for the scan and its table, it floats.
    constexpr int kLeastUsefulHeight = 420;
    if (!pane.IsFloating() && georef_->GetSize().y < kLeastUsefulHeight) {
        pane.Float().FloatingSize(660, 840).FloatingPosition(GetScreenPosition() + wxPoint(std::max(0, GetSize().x - 680), 70));
        aui_.Update();
    }
    if (pane.frame != nullptr) pane.frame->Raise();
    return true;
}

void MainFrame::on_close(wxCloseEvent& event) {
    if (event.CanVeto() && (!confirm_discard() || (aui_.GetPane(georef_).IsShown() && !georef_->confirm_close()))) {
        event.Veto();
        return;
    }
    Destroy();
}

bool MainFrame::show_rules_at(const std::string& hex, const std::string& sight_to) {
    const GameMap* map = canvas_->shown_map();
    if (map == nullptr || map->kind != MapKind::Hex) return false;
    const auto from = map->hex.find_label(hex);
    if (!from) return false;
    canvas_->select_hex(*from);
    canvas_->show_movement_range(true);
    if (sight_to.empty()) return true;
    const auto to = map->hex.find_label(sight_to);
    if (!to) return false;
    canvas_->show_line_of_sight(true);
    canvas_->look_at(*to);
    return true;
}

}  // namespace sandtable::editor
