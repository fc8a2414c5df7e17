#pragma once
// Both sides' formations and units as a tree with a column per key attribute of the ruleset's
// unit schema.
#include <functional>
#include <map>
#include <string>
#include <wx/treelist.h>

namespace sandtable::editor {

class Document;

class ForcesPane final : public wxTreeListCtrl {
public:
    explicit ForcesPane(wxWindow* parent);
    void show(const Document* document);
    // The id of the selected formation or unit; empty when none (or a side) is selected.
    [[nodiscard]] std::string selected_id() const;
    void select_id(const std::string& id);
    // Called when a node is dropped on another one: (dragged id, id of the formation, side or unit
    // it was dropped on).
    void on_drop(std::function<void(const std::string&, const std::string&)> handler) { drop_ = std::move(handler); }

private:
    std::function<void(const std::string&, const std::string&)> drop_;
    std::map<void*, std::string> side_items_;  // tree item id -> side id
    std::map<void*, std::string> ids_;  // tree item id -> node id
};

}  // namespace sandtable::editor
