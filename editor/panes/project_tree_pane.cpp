#include "editor/panes/project_tree_pane.hpp"

#include "editor/frame/document.hpp"

#include <functional>
#include <wx/menu.h>

namespace sandtable::editor {

namespace {

class ScenarioItem final : public wxTreeItemData {
public:
    explicit ScenarioItem(std::string id) : id(std::move(id)) {}
    std::string id;
};

class LayerItem final : public wxTreeItemData {
public:
    explicit LayerItem(LayerRef layer) : layer(std::move(layer)) {}
    LayerRef layer;
};

const char* action_label(ScenarioAction action) {
    switch (action) {
    case ScenarioAction::New: return "New scenario";
    case ScenarioAction::NewVariant: return "New variant of this scenario";
    case ScenarioAction::Duplicate: return "Duplicate";
    case ScenarioAction::Delete: return "Delete";
    }
    return "";
}

}  // namespace

ProjectTreePane::ProjectTreePane(wxWindow* parent)
    : wxTreeCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(260, 300), wxTR_DEFAULT_STYLE | wxTR_HIDE_ROOT) {
    Bind(wxEVT_TREE_SEL_CHANGED, &ProjectTreePane::on_selection_changed, this);
    Bind(wxEVT_TREE_ITEM_MENU, &ProjectTreePane::on_item_menu, this);
    // A name longer than the pane is read whole in the tooltip of its item.
    Bind(wxEVT_TREE_ITEM_GETTOOLTIP, [this](wxTreeEvent& event) { event.SetToolTip(GetItemText(event.GetItem())); });
}

void ProjectTreePane::show(const Document* document, const std::string& scenario) {
    has_document_ = document != nullptr;
    // The selection stays on the same scenario or layer across the rebuild, without telling anyone.
    const std::string kept_scenario = selected_scenario();
    const std::optional<LayerRef> kept_layer = selected_layer();
    rebuilding_ = true;
    Freeze();
    DeleteAllItems();
    const wxTreeItemId root = AddRoot("book");
    if (document != nullptr) {
        const Book& book = document->book();
        const wxTreeItemId maps = AppendItem(root, "Maps");
        for (const auto& map : book.maps) {
            wxString text = wxString::FromUTF8(map.name);
            if (map.kind == MapKind::Hex) text << wxString::Format(" (%d x %d)", map.hex.grid.columns, map.hex.grid.rows);
            const wxTreeItemId map_item = AppendItem(maps, text);
            for (const ReferenceLayer& layer : map.layers) {
                wxString label = wxString::FromUTF8(layer.name);
                if (!layer.visible) label << "  (hidden)";
                AppendItem(map_item, label, -1, -1, new LayerItem({map.id, layer.id}));
            }
        }
        const wxTreeItemId sides = AppendItem(root, "Forces");
        for (const auto& side : book.forces.sides) {
            AppendItem(sides, wxString::FromUTF8(side.name) + wxString::Format(" (%zu units)", book.forces.unit_count(side.id)));
        }
        // A variant sits under the scenario it changes, so its name need not say whose variant it is.
        const wxTreeItemId scenarios = AppendItem(root, "Scenarios");
        std::function<void(const wxTreeItemId&, const std::string&)> add_variants_of;
        auto add = [&](const wxTreeItemId& parent, const Scenario& each) {
            const wxTreeItemId item = AppendItem(parent, wxString::FromUTF8(each.name), -1, -1, new ScenarioItem(each.id));
            if (each.id == scenario) SetItemBold(item);
            add_variants_of(item, each.id);
        };
        add_variants_of = [&](const wxTreeItemId& parent, const std::string& base) {
            for (const auto& each : book.scenarios) {
                if (each.is_variant() && each.extends == base) add(parent, each);
            }
        };
        for (const auto& each : book.scenarios) {
            if (!each.is_variant() || book.scenario(each.extends) == nullptr) add(scenarios, each);
        }
        ExpandAll();
        if (!kept_scenario.empty()) select_scenario_item(kept_scenario);
        if (kept_layer) select_layer_item(*kept_layer);
    }
    Thaw();
    rebuilding_ = false;
}

std::optional<LayerRef> ProjectTreePane::selected_layer() const {
    const wxTreeItemId selected = GetSelection();
    auto* item = selected.IsOk() ? dynamic_cast<LayerItem*>(GetItemData(selected)) : nullptr;
    if (item == nullptr) return std::nullopt;
    return item->layer;
}

std::string ProjectTreePane::selected_scenario() const {
    const wxTreeItemId selected = GetSelection();
    auto* item = selected.IsOk() ? dynamic_cast<ScenarioItem*>(GetItemData(selected)) : nullptr;
    return item != nullptr ? item->id : std::string{};
}

wxTreeItemId ProjectTreePane::find_item(const std::function<bool(wxTreeItemData*)>& wanted) const {
    std::vector<wxTreeItemId> pending;
    if (GetRootItem().IsOk()) pending.push_back(GetRootItem());
    while (!pending.empty()) {
        const wxTreeItemId item = pending.back();
        pending.pop_back();
        if (wxTreeItemData* data = GetItemData(item); data != nullptr && wanted(data)) return item;
        wxTreeItemIdValue cookie;
        for (wxTreeItemId child = GetFirstChild(item, cookie); child.IsOk(); child = GetNextChild(item, cookie)) {
            pending.push_back(child);
        }
    }
    return {};
}

bool ProjectTreePane::select_scenario_item(const std::string& id) {
    const wxTreeItemId item = find_item([&](wxTreeItemData* data) {
        auto* scenario = dynamic_cast<ScenarioItem*>(data);
        return scenario != nullptr && scenario->id == id;
    });
    if (!item.IsOk()) return false;
    SelectItem(item);
    return true;
}

bool ProjectTreePane::select_layer_item(const LayerRef& layer) {
    const wxTreeItemId item = find_item([&](wxTreeItemData* data) {
        auto* shown = dynamic_cast<LayerItem*>(data);
        return shown != nullptr && shown->layer.map_id == layer.map_id && shown->layer.layer_id == layer.layer_id;
    });
    if (!item.IsOk()) return false;
    SelectItem(item);
    return true;
}

void ProjectTreePane::on_selection_changed(wxTreeEvent& event) {
    if (rebuilding_) return;
    wxTreeItemData* data = event.GetItem().IsOk() ? GetItemData(event.GetItem()) : nullptr;
    if (auto* scenario = dynamic_cast<ScenarioItem*>(data); scenario != nullptr && scenario_chosen_) scenario_chosen_(scenario->id);
    if (auto* layer = dynamic_cast<LayerItem*>(data); layer != nullptr && layer_chosen_) layer_chosen_(layer->layer);
}

std::vector<ScenarioAction> ProjectTreePane::menu_actions(bool on_scenario) {
    if (!on_scenario) return {ScenarioAction::New};
    return {ScenarioAction::New, ScenarioAction::NewVariant, ScenarioAction::Duplicate, ScenarioAction::Delete};
}

void ProjectTreePane::on_item_menu(wxTreeEvent& event) {
    if (!has_document_ || !scenario_action_) return;
    auto* item = event.GetItem().IsOk() ? dynamic_cast<ScenarioItem*>(GetItemData(event.GetItem())) : nullptr;
    const std::vector<ScenarioAction> actions = menu_actions(item != nullptr);
    wxMenu menu;
    for (std::size_t i = 0; i < actions.size(); ++i) menu.Append(static_cast<int>(wxID_HIGHEST + 1 + i), action_label(actions[i]));
    const int chosen = GetPopupMenuSelectionFromUser(menu) - wxID_HIGHEST - 1;
    if (chosen < 0 || chosen >= static_cast<int>(actions.size())) return;
    scenario_action_(actions[static_cast<std::size_t>(chosen)], item != nullptr ? item->id : std::string{});
}

}  // namespace sandtable::editor
