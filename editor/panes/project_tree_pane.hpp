#pragma once
// The Project pane: the book's maps with their reference layers, the sides with their unit counts,
// and the scenarios with the one on show in bold. Choosing a scenario or a layer, and the
// scenario context menu (new, new variant, duplicate, delete), are handed to the frame.
#include <functional>
#include <optional>
#include <string>
#include <wx/treectrl.h>

namespace sandtable::editor {

class Document;

// A reference layer of a map, as the tree names it.
struct LayerRef {
    std::string map_id;
    std::string layer_id;
};

enum class ScenarioAction { New, NewVariant, Duplicate, Delete };

class ProjectTreePane final : public wxTreeCtrl {
public:
    explicit ProjectTreePane(wxWindow* parent);
    // Rebuilds the tree, keeping the selection on the same scenario or layer; `scenario` is the one
    // on show. Null shows an empty tree.
    void show(const Document* document, const std::string& scenario);
    [[nodiscard]] std::optional<LayerRef> selected_layer() const;
    // The scenario the selection is on; empty when it is on something else.
    [[nodiscard]] std::string selected_scenario() const;
    // Selects the item of a scenario or a layer, as a click would; false when the tree has none.
    bool select_scenario_item(const std::string& id);
    bool select_layer_item(const LayerRef& layer);

    void on_scenario_chosen(std::function<void(const std::string& id)> handler) { scenario_chosen_ = std::move(handler); }
    void on_layer_chosen(std::function<void(const LayerRef&)> handler) { layer_chosen_ = std::move(handler); }
    // The context menu's choice; the id is the scenario clicked on (empty for New on the background).
    void on_scenario_action(std::function<void(ScenarioAction, const std::string& id)> handler) {
        scenario_action_ = std::move(handler);
    }
    // The entries of the context menu for a scenario item (or for none), as shown.
    [[nodiscard]] static std::vector<ScenarioAction> menu_actions(bool on_scenario);

private:
    void on_selection_changed(wxTreeEvent& event);
    void on_item_menu(wxTreeEvent& event);
    [[nodiscard]] wxTreeItemId find_item(const std::function<bool(wxTreeItemData*)>& wanted) const;

    bool has_document_ = false;
    bool rebuilding_ = false;
    std::function<void(const std::string&)> scenario_chosen_;
    std::function<void(const LayerRef&)> layer_chosen_;
    std::function<void(ScenarioAction, const std::string&)> scenario_action_;
};

}  // namespace sandtable::editor
