#pragma once
// Both sides' formations and units as a tree with a column per key attribute of the ruleset's
// unit schema. Names and attributes are edited in place; several rows can be selected.
#include "editor/forces_tree_model.hpp"

#include <functional>
#include <set>
#include <string>
#include <vector>
#include <wx/dataview.h>

namespace sandtable::editor {

class Document;

class ForcesPane final : public wxDataViewCtrl {
public:
    explicit ForcesPane(wxWindow* parent);
    void show(const Document* document);
    // The id of the formation or unit the selection is on; empty when none (or a side) is.
    [[nodiscard]] std::string selected_id() const;
    // Every selected formation and unit, in tree order.
    [[nodiscard]] std::vector<std::string> selected_ids() const;
    void select_id(const std::string& id);
    void select_all_nodes();
    // Starts editing a cell of a node in place ("name" or an attribute key).
    void edit_cell(const std::string& id, const std::string& column);
    [[nodiscard]] ForcesTreeModel& model() { return *model_; }
    // Called when a node is dropped on another one: (dragged id, id of the formation, side or unit
    // it was dropped on).
    void on_drop(std::function<void(const std::string&, const std::string&)> handler) { drop_ = std::move(handler); }
    void on_edit(ForcesTreeModel::EditHandler handler) { model_->on_edit(std::move(handler)); }

private:
    void build_columns();

    wxObjectDataPtr<ForcesTreeModel> model_;
    std::function<void(const std::string&, const std::string&)> drop_;
    std::vector<std::string> column_keys_;
    std::set<std::string> collapsed_;  // ids the designer collapsed; everything else is shown expanded
};

}  // namespace sandtable::editor
