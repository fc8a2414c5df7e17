// The main window's structural edits: scenarios, units and formations, layers, and the context
// menu and Edit commands that call them. The clipboard and Find are the forces pane's.
#include "editor/panes/forces_pane.hpp"
#include "editor/panes/grid_calibration_pane.hpp"
#include "editor/panes/project_tree_pane.hpp"
#include "editor/canvas/overview_builds.hpp"
#include "io/imagery/layer_file.hpp"
#include "io/imagery/overviews.hpp"
#include "editor/frame/main_frame.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/panes/property_pane.hpp"
#include "editor/frame/run_edit.hpp"
#include "editor/panes/schedule_pane.hpp"
#include "model/commands/reassign_command.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/force_edit_targets.hpp"
#include "model/commands/layer_commands.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/book_unit_schema.hpp"
#include "model/object_id.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

namespace sandtable::editor {

namespace {
enum MenuId : int {
    kDuplicateNode = wxID_HIGHEST + 1,
    kDeleteNode,
    kAddUnitOfType = wxID_HIGHEST + 100,       // + the type's place in the ruleset's unit types
    kAddFormationOfType = wxID_HIGHEST + 200,  // + its place in the formation types
};
}  // namespace

std::string MainFrame::add_scenario() {
    if (!document_) return {};
    auto added = make_new_scenario();
    const ResolvingCommand* command = added.get();  // the stack owns it from here on
    document_->commands().execute(std::move(added));
    select_scenario(command->created_id());
    return command->created_id();
}

std::string MainFrame::add_variant(const std::string& base_id) {
    if (!document_) return {};
    const auto id = run_edit(*document_, make_new_variant(document_->book(), base_id));
    if (!id) return {};
    select_scenario(*id);
    return *id;
}

std::string MainFrame::duplicate_scenario(const std::string& id) {
    if (!document_) return {};
    const auto new_id = run_edit(*document_, make_duplicate_scenario(document_->book(), id));
    if (!new_id) return {};
    select_scenario(*new_id);
    return *new_id;
}

void MainFrame::delete_scenario(const std::string& id) {
    if (!document_ || document_->book().scenario(id) == nullptr) return;
    document_->commands().execute(make_remove_scenario(id));
    if (scenario_ == id) {
        const auto& scenarios = document_->book().scenarios;
        select_scenario(scenarios.empty() ? std::string{} : scenarios.front().id);
    }
}

std::string MainFrame::add_force_node(ForceNodeKind kind, std::string type) {
    if (!document_) return {};
    const Book& book = document_->book();
    const std::string parent = new_node_parent(book.forces, forces_->selected_id());
    if (parent.empty()) return {};
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (type.empty()) type = kind == ForceNodeKind::Unit ? "infantry" : "division";
    if (ruleset != nullptr) {
        const auto& types = kind == ForceNodeKind::Unit ? ruleset->unit_schema.unit_types : ruleset->unit_schema.formation_types;
        if (!types.empty() && std::find(types.begin(), types.end(), type) == types.end()) type = types.front();
    }
    const auto id = run_edit(*document_, make_new_force_node(book, parent, kind, type));
    if (!id) return {};
    forces_->show(document_.get(), scenario_);
    forces_->select_id(*id);
    properties_->show(document_.get(), *id);
    return *id;
}

std::string MainFrame::duplicate_selected_node() {
    if (!document_) return {};
    const auto id = run_edit(*document_, make_duplicate_force_node(document_->book(), forces_->selected_id()));
    if (!id) return {};
    forces_->show(document_.get(), scenario_);
    forces_->select_id(*id);
    return *id;
}

void MainFrame::delete_selected_node() {
    if (document_) forces_->delete_selected(*document_);
}

bool MainFrame::move_node(const std::string& id, const std::string& target) {
    if (!document_) return false;
    const Book& book = document_->book();
    const Scenario* shown = book.scenario(scenario_);
    if (shown == nullptr || !shown->is_variant()) return run_edit(*document_, make_drop_force_node(book, id, target)).has_value();
    // A variant plays its own tree: a piece dropped on a formation is reassigned in the variant.
    Edit edit = make_reassign_in_variant(book, scenario_, id, target);
    if (!edit) {
        wxBell();
        SetStatusText(wxString::FromUTF8(edit.error()));
        return false;
    }
    return run_edit(*document_, std::move(edit)).has_value();
}

bool MainFrame::find_and_show(const std::string& text) {
    if (!document_) return false;
    const std::string id = forces_->find_next(*document_, text);
    if (id.empty()) return false;
    const ForceNode* node = document_->book().forces.node(id);
    Diagnostic where;
    where.objects = {ObjectRef{node->kind == ForceNodeKind::Unit ? "unit" : "formation", id}};
    show_diagnostic(where);
    SetStatusText("Found " + wxString::FromUTF8(name_or_id(*node)));  // over what selecting it on the map said
    return true;
}

bool MainFrame::rename_node(const std::string& id, const std::string& name) {
    return document_ && run_edit(*document_, make_rename_force_node(document_->book(), id, name));
}

bool MainFrame::edit_force_cell(const std::string& id, const std::string& column, const std::string& text) {
    if (!document_) return false;
    const Book& book = document_->book();
    if (column == "name") {
        if (book.forces.side(id) == nullptr) return rename_node(id, text);
        return run_edit(*document_, make_rename_side(book, id, text)).has_value();
    }
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    const UnitSchema schema = ruleset != nullptr ? unit_schema_of(book, *ruleset) : UnitSchema{};
    const AttributeDef* def = schema.find(column);
    const ForceNode* node = book.forces.node(id);
    if (def == nullptr || node == nullptr) return false;
    auto value = UnitSchema::read_value(*def, text);
    if (!value) {
        wxBell();
        SetStatusText(wxString::FromUTF8(fmt::format("{} of {} not changed: {}", def->label, name_or_id(*node), value.error())));
        return false;
    }
    document_->commands().execute(make_set_attribute(id, def->key, std::move(*value)));
    return true;
}

void MainFrame::build_overviews_for(const std::filesystem::path& file) {
    if (!needs_overviews(file)) return;
    if (overview_builds_->start(file)) {
        SetStatusText("Building reduced-resolution copies of " + wxString::FromUTF8(file.filename().string()) + "...");
    }
}

void MainFrame::overview_build_reported(const OverviewBuildReport& report) {
    const wxString name = wxString::FromUTF8(report.file.filename().string());
    if (!report.finished) {
        SetStatusText(wxString::Format("Building reduced-resolution copies of %s: %d%% (Map > Cancel Overview Builds stops it)", name,
                                       static_cast<int>(report.fraction * 100.0 + 0.5)));
        return;
    }
    if (report.result.cancelled()) {
        SetStatusText("Stopped building the overviews of " + name + "; it is drawn from the full image");
    } else if (!report.result) {
        SetStatusText(wxString::FromUTF8(report.result.error()) + "; the layer is drawn from the full image");
    } else {
        SetStatusText(wxString::Format("%s: %d overview levels built", name, *report.result));
        canvas_->document_moved();  // reopened, so that the new overviews are used
    }
}

std::string MainFrame::add_imagery_layer(const std::filesystem::path& file) {
    if (!document_) return {};
    const GameMap* map = canvas_->shown_map();
    if (map == nullptr) return {};
    const auto kind = layer_file_kind(file);
    if (!kind) {
        wxBell();
        SetStatusText("Layer not added: " + wxString::FromUTF8(kind.error()));
        return {};
    }
    // Kept relative to the book's folder, so that a book moved with its imagery still finds it.
    std::filesystem::path stored = file;
    const std::filesystem::path folder = document_->layer_folder();
    if (!folder.empty()) {
        const std::filesystem::path relative = std::filesystem::absolute(file).lexically_relative(std::filesystem::absolute(folder));
        if (!relative.empty()) stored = relative;
    }
    ReferenceLayer layer;
    layer.kind = *kind;
    if (layer.kind == ReferenceLayerKind::Vector) layer.styles = default_vector_styles();
    layer.id = "layer-" + file.stem().string();  // made fresh when added
    layer.name = file.filename().string();
    layer.path = stored.generic_string();
    const std::string map_id = map->id;
    const auto id = run_edit(*document_, make_add_reference_layer(document_->book(), map_id, std::move(layer)));
    if (!id) return {};
    if (*kind == ReferenceLayerKind::Raster) build_overviews_for(file);
    tell_if_layer_is_off_the_map(map_id, *id);
    return *id;
}

void MainFrame::delete_layer(const std::string& map_id, const std::string& layer_id) {
    if (!document_) return;
    run_edit(*document_, make_remove_reference_layer(document_->book(), map_id, layer_id));
}

bool MainFrame::copy_selected_node() { return document_ && forces_->copy_selected(*document_); }

bool MainFrame::cut_selected_node() { return document_ && forces_->cut_selected(*document_); }

std::string MainFrame::paste_node() { return document_ ? forces_->paste(*document_) : std::string{}; }

void MainFrame::on_clipboard(wxCommandEvent& event) {
    wxWindow* focus = FindFocus();
    const bool in_forces = focus != nullptr && (focus == forces_ || forces_->IsDescendant(focus));
    if (!in_forces || !document_) {
        event.Skip();  // text controls handle their own clipboard
        return;
    }
    if (event.GetId() == wxID_COPY) forces_->copy_selected(*document_);
    if (event.GetId() == wxID_CUT) forces_->cut_selected(*document_);
    if (event.GetId() == wxID_PASTE) forces_->paste(*document_);
}

void MainFrame::on_forces_menu(wxDataViewEvent&) {
    if (!document_) return;
    // Add unit and Add formation offer the ruleset's types, so a new node starts as the one wanted.
    const RulesetDefinition* ruleset = find_ruleset(document_->book().ruleset);
    const std::vector<std::string> no_types;
    const auto& unit_types = ruleset != nullptr ? ruleset->unit_schema.unit_types : no_types;
    const auto& formation_types = ruleset != nullptr ? ruleset->unit_schema.formation_types : no_types;
    wxMenu menu;
    auto* units = new wxMenu;
    for (std::size_t i = 0; i < unit_types.size() && i < 100; ++i) units->Append(kAddUnitOfType + static_cast<int>(i), wxString::FromUTF8(unit_types[i]));
    menu.AppendSubMenu(units, "Add unit");
    auto* formations = new wxMenu;
    for (std::size_t i = 0; i < formation_types.size() && i < 100; ++i) {
        formations->Append(kAddFormationOfType + static_cast<int>(i), wxString::FromUTF8(formation_types[i]));
    }
    menu.AppendSubMenu(formations, "Add formation");
    const bool selected = !forces_->selected_id().empty();
    menu.Append(kDuplicateNode, "Duplicate")->Enable(selected);
    menu.Append(kDeleteNode, "Delete")->Enable(selected);
    const int chosen = GetPopupMenuSelectionFromUser(menu);
    if (chosen >= kAddUnitOfType && chosen < kAddUnitOfType + static_cast<int>(unit_types.size())) {
        add_force_node(ForceNodeKind::Unit, unit_types[static_cast<std::size_t>(chosen - kAddUnitOfType)]);
    } else if (chosen >= kAddFormationOfType && chosen < kAddFormationOfType + static_cast<int>(formation_types.size())) {
        add_force_node(ForceNodeKind::Formation, formation_types[static_cast<std::size_t>(chosen - kAddFormationOfType)]);
    } else if (chosen == kDuplicateNode) {
        duplicate_selected_node();
    } else if (chosen == kDeleteNode) {
        delete_selected_node();
    }
}

void MainFrame::on_delete(wxCommandEvent& event) {
    wxWindow* focus = FindFocus();
    if (focus == canvas_) {
        canvas_->delete_pressed();
    } else if (focus != nullptr && (focus == forces_ || forces_->IsDescendant(focus))) {
        delete_selected_node();
    } else if (focus != nullptr && (focus == schedule_ || schedule_->IsDescendant(focus))) {
        schedule_->delete_selected_entries();
    } else if (focus != nullptr && grid_calibration_->IsDescendant(focus)) {
        grid_calibration_->delete_selected();
    } else if (focus == project_tree_) {
        if (const auto layer = project_tree_->selected_layer()) {
            delete_layer(layer->map_id, layer->layer_id);
        } else {
            delete_scenario(scenario_);
        }
    } else {
        event.Skip();
    }
}


}  // namespace sandtable::editor
