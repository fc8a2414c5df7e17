#include "editor/panes/forces_tree_model.hpp"

#include "model/scenario_forces.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>

namespace sandtable::editor {

void ForcesTreeModel::rebuild(const Book* book, const RulesetDefinition* ruleset, const std::string& scenario) {
    const VariantMarks marks = book != nullptr ? variant_marks(*book, scenario) : VariantMarks{};
    // A variant plays its own tree: the book's with the pieces it reassigns moved.
    const auto resolved = marks.any() ? resolve_scenario(*book, scenario) : Outcome<ResolvedScenario>(failure("no scenario chosen"));
    const Forces* forces = book != nullptr ? &book->forces : nullptr;
    ScenarioForces own;
    if (resolved) {
        own = forces_of(*book, resolved->scenario);
        forces = &own.forces;
    }
    // The variant's mark comes beside the name, where it is in sight in a narrow pane.
    columns_ = {{"Name", "name", true}};
    if (marks.any()) columns_.push_back({"Variant", "variant", false});
    columns_.push_back({"Type", "type", false});
    columns_.push_back({"Echelon", "echelon", false});
    std::vector<const AttributeDef*> attributes;
    if (ruleset != nullptr) {
        for (const auto& def : ruleset->unit_schema.attributes) {
            attributes.push_back(&def);
            columns_.push_back({wxString::FromUTF8(def.column_heading()), def.key, true});
        }
    }
    for (auto& [key, r] : pool_) {
        r->parent = nullptr;
        r->children.clear();
        r->cells.assign(columns_.size(), wxString());
        r->editable.assign(columns_.size(), false);
        r->mark.reset();
    }
    rows_.clear();
    sides_.clear();
    by_id_.clear();
    if (forces != nullptr) {
        for (const auto& side : forces->sides) {
            Row& side_row = reuse("side:" + side.id);
            side_row.id = side.id;
            side_row.side = true;
            side_row.cells.assign(columns_.size(), wxString());
            side_row.cells[0] = wxString::FromUTF8(side.name);
            side_row.editable.assign(columns_.size(), false);
            side_row.editable[0] = true;
            sides_.push_back(&side_row);
            by_id_.emplace(side.id, &side_row);
            for (const auto& node : side.nodes) {
                Row& r = reuse("node:" + node.id);
                r.id = node.id;
                r.formation = node.kind == ForceNodeKind::Formation;
                r.parent = node.parent.empty() ? &side_row : by_id_.at(node.parent);
                r.parent->children.push_back(&r);
                r.cells = {wxString::FromUTF8(node.name)};
                r.editable = {true};
                if (marks.any()) {
                    const DiffItem* mark = marks.unit(node.id);
                    r.cells.push_back(mark != nullptr ? mark_word(*mark) : wxString());
                    r.editable.push_back(false);
                    if (mark != nullptr) r.mark = mark->change;
                }
                r.cells.push_back(wxString::FromUTF8(node.type));
                r.cells.push_back(wxString::FromUTF8(node.echelon));
                r.editable.insert(r.editable.end(), {false, false});
                for (const AttributeDef* def : attributes) {
                    auto it = node.attributes.find(def->key);
                    r.cells.push_back(it == node.attributes.end() ? wxString() : wxString::FromUTF8(to_text(it->second)));
                    r.editable.push_back(def->applies_to_type(node.type));
                }
                by_id_.emplace(node.id, &r);
            }
        }
    }
    Cleared();
}

ForcesTreeModel::Row& ForcesTreeModel::reuse(const std::string& key) {
    std::unique_ptr<Row>& slot = pool_[key];
    if (!slot) slot = std::make_unique<Row>();
    rows_.push_back(slot.get());
    return *slot;
}

wxDataViewItem ForcesTreeModel::item_of(const std::string& id) const {
    auto it = by_id_.find(id);
    return it == by_id_.end() ? wxDataViewItem() : wxDataViewItem(it->second);
}

std::string ForcesTreeModel::id_of(const wxDataViewItem& item) const { return item.IsOk() ? row(item)->id : std::string{}; }

bool ForcesTreeModel::is_side(const wxDataViewItem& item) const { return item.IsOk() && row(item)->side; }

wxDataViewItemArray ForcesTreeModel::all_items() const {
    wxDataViewItemArray items;
    for (Row* r : rows_) items.Add(wxDataViewItem(r));
    return items;
}

void ForcesTreeModel::GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const {
    const Row* r = row(item);
    value = column < r->cells.size() ? r->cells[column] : wxString();
}

bool ForcesTreeModel::SetValue(const wxVariant& value, const wxDataViewItem& item, unsigned int column) {
    Row* r = row(item);
    if (column >= r->cells.size() || !r->editable[column] || !edit_) return false;
    const wxString text = value.GetString();
    if (text == r->cells[column]) return false;
    if (!edit_(r->id, columns_[column].key, text.ToStdString(wxConvUTF8))) return false;
    r->cells[column] = text;  // shown until the pane is rebuilt from the book
    return true;
}

bool ForcesTreeModel::IsEnabled(const wxDataViewItem& item, unsigned int column) const {
    const Row* r = row(item);
    return column < r->editable.size() && (r->editable[column] || !columns_[column].editable);
}

bool ForcesTreeModel::GetAttr(const wxDataViewItem& item, unsigned int, wxDataViewItemAttr& attr) const {
    const Row* r = row(item);
    if (r->mark) attr.SetBackgroundColour(mark_colour(*r->mark));
    if (r->side || r->formation) attr.SetBold(true);
    return r->mark || r->side || r->formation;
}

wxDataViewItem ForcesTreeModel::GetParent(const wxDataViewItem& item) const {
    return item.IsOk() && row(item)->parent != nullptr ? wxDataViewItem(row(item)->parent) : wxDataViewItem();
}

bool ForcesTreeModel::IsContainer(const wxDataViewItem& item) const {
    return !item.IsOk() || row(item)->side || row(item)->formation;
}

unsigned int ForcesTreeModel::GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const {
    const std::vector<Row*>& rows = item.IsOk() ? row(item)->children : sides_;
    for (Row* r : rows) children.Add(wxDataViewItem(r));
    return static_cast<unsigned>(rows.size());
}

}  // namespace sandtable::editor
