#pragma once
// The rows of the forces pane: both sides with their formations and units, one column for the
// name, the type, the echelon and each attribute of the ruleset's unit schema. Edits typed into
// a cell are handed to an edit handler, which turns them into commands or refuses them. A variant
// is shown with its own tree (its pieces reassigned) and a Variant column with a tint marking
// what it adds, removes and moves against its base.
#include "editor/canvas/variant_marks.hpp"
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>
#include <wx/dataview.h>

namespace sandtable::editor {

struct ForcesColumn {
    wxString title;
    std::string key;  // "name", "type", "echelon" or an attribute key of the unit schema
    bool editable = false;
};

class ForcesTreeModel final : public wxDataViewModel {
public:
    // (node or side id, column key, typed text) -> true when the edit was accepted.
    using EditHandler = std::function<bool(const std::string&, const std::string&, const std::string&)>;

    // Replaces every row with the book's forces, or `scenario`'s when given; the columns follow the
    // ruleset's unit schema.
    void rebuild(const Book* book, const RulesetDefinition* ruleset, const std::string& scenario = {});
    void on_edit(EditHandler handler) { edit_ = std::move(handler); }

    [[nodiscard]] const std::vector<ForcesColumn>& columns() const { return columns_; }
    [[nodiscard]] wxDataViewItem item_of(const std::string& id) const;
    // The node or side id of an item; empty for an invalid item.
    [[nodiscard]] std::string id_of(const wxDataViewItem& item) const;
    [[nodiscard]] bool is_side(const wxDataViewItem& item) const;
    // Every row, sides first then their nodes in tree order.
    [[nodiscard]] wxDataViewItemArray all_items() const;

    unsigned int GetColumnCount() const override { return static_cast<unsigned>(columns_.size()); }
    wxString GetColumnType(unsigned int) const override { return "string"; }
    void GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const override;
    bool SetValue(const wxVariant& value, const wxDataViewItem& item, unsigned int column) override;
    bool IsEnabled(const wxDataViewItem& item, unsigned int column) const override;
    bool GetAttr(const wxDataViewItem& item, unsigned int column, wxDataViewItemAttr& attr) const override;
    wxDataViewItem GetParent(const wxDataViewItem& item) const override;
    bool IsContainer(const wxDataViewItem& item) const override;
    bool HasContainerColumns(const wxDataViewItem&) const override { return true; }
    unsigned int GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const override;

private:
    struct Row {
        std::string id;
        bool side = false;
        bool formation = false;
        Row* parent = nullptr;
        std::vector<Row*> children;
        std::vector<wxString> cells;
        std::vector<bool> editable;
        std::optional<DiffChange> mark;
    };
    static Row* row(const wxDataViewItem& item) { return static_cast<Row*>(item.GetID()); }
    Row& reuse(const std::string& key);

    std::vector<ForcesColumn> columns_;
    // Every row ever shown, kept for the model's lifetime under "side:" or "node:" plus its id:
    // the control may still hold an item from before a rebuild (a deferred scroll into view),
    // so an item must never dangle. A row that left the book stays detached and empty.
    std::unordered_map<std::string, std::unique_ptr<Row>> pool_;
    std::vector<Row*> rows_;  // the rows of the current book, sides first then their nodes
    std::vector<Row*> sides_;
    std::unordered_map<std::string, Row*> by_id_;
    EditHandler edit_;
};

}  // namespace sandtable::editor
