#pragma once
// Both sides' formations and units as a tree with a column per key attribute of the ruleset's
// unit schema.
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

private:
    std::map<void*, std::string> ids_;  // tree item id -> node id
};

}  // namespace sandtable::editor
