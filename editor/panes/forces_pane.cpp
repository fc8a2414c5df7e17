#include "editor/panes/forces_pane.hpp"

#include "editor/frame/document.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <wx/dataobj.h>
#include <wx/dnd.h>

namespace sandtable::editor {

ForcesPane::ForcesPane(wxWindow* parent)
    : wxDataViewCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(380, 300), wxDV_MULTIPLE | wxDV_ROW_LINES),
      model_(new ForcesTreeModel) {
    AssociateModel(model_.get());
    // Units are dragged onto the map as their id in text.
    EnableDragSource(wxDF_UNICODETEXT);
    Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& event) {
        const std::string id = model_->id_of(event.GetItem());
        if (id.empty() || model_->is_side(event.GetItem())) {
            event.Veto();
            return;
        }
        event.SetDataObject(new wxTextDataObject(wxString::FromUTF8(id)));
        event.SetDragFlags(wxDrag_AllowMove);
    });
    // Dropping a node on another one moves it there (to the formation, or beside the unit).
    EnableDropTarget(wxDF_UNICODETEXT);
    Bind(wxEVT_DATAVIEW_ITEM_DROP_POSSIBLE, [](wxDataViewEvent& event) { event.Allow(); });
    Bind(wxEVT_DATAVIEW_ITEM_DROP, [this](wxDataViewEvent& event) {
        wxTextDataObject text;
        text.SetData(wxDF_UNICODETEXT, event.GetDataSize(), event.GetDataBuffer());
        const std::string target = model_->id_of(event.GetItem());
        if (!target.empty() && drop_) drop_(text.GetText().ToStdString(wxConvUTF8), target);
    });
    Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent& event) {
        event.Skip();
        if (!rebuilding_ && selection_) selection_();
    });
    Bind(wxEVT_DATAVIEW_ITEM_COLLAPSED, [this](wxDataViewEvent& event) { collapsed_.insert(model_->id_of(event.GetItem())); });
    Bind(wxEVT_DATAVIEW_ITEM_EXPANDED, [this](wxDataViewEvent& event) { collapsed_.erase(model_->id_of(event.GetItem())); });
}

void ForcesPane::build_columns() {
    std::vector<std::string> keys;
    for (const auto& column : model_->columns()) keys.push_back(column.key);
    if (keys == column_keys_) return;
    column_keys_ = keys;
    ClearColumns();
    const auto& columns = model_->columns();
    for (unsigned c = 0; c < columns.size(); ++c) {
        const auto mode = columns[c].editable ? wxDATAVIEW_CELL_EDITABLE : wxDATAVIEW_CELL_INERT;
        // Each column as wide as its header and its widest cell, growing with longer names.
        const std::string& key = columns[c].key;
        const bool text = key == "name" || key == "variant" || key == "type" || key == "echelon";
        AppendTextColumn(columns[c].title, c, mode, wxCOL_WIDTH_AUTOSIZE, text ? wxALIGN_LEFT : wxALIGN_RIGHT,
                         wxDATAVIEW_COL_RESIZABLE);
    }
    SetExpanderColumn(GetColumn(0));
}

int ForcesPane::columns_width() const {
    int width = 0;
    for (unsigned c = 0; c < GetColumnCount(); ++c) width += GetColumn(c)->GetWidth();
    return width;
}

void ForcesPane::show(const Document* document, const std::string& scenario) {
    const std::vector<std::string> keep = selected_ids();
    const std::string current = model_->id_of(GetCurrentItem());
    rebuilding_ = true;
    Freeze();
    const RulesetDefinition* ruleset = document != nullptr ? find_ruleset(document->book().ruleset) : nullptr;
    model_->rebuild(document != nullptr ? &document->book() : nullptr, ruleset, scenario);
    build_columns();
    // Containers open from the top down, each one only when the designer has not collapsed it.
    const std::set<std::string> collapsed = collapsed_;
    for (const wxDataViewItem& item : model_->all_items()) {
        if (!model_->IsContainer(item) || collapsed.count(model_->id_of(item)) != 0) continue;
        bool parents_open = true;
        for (wxDataViewItem up = model_->GetParent(item); up.IsOk(); up = model_->GetParent(up)) {
            if (collapsed.count(model_->id_of(up)) != 0) parents_open = false;
        }
        if (parents_open) Expand(item);
    }
    collapsed_ = collapsed;
    Thaw();
    wxDataViewItemArray selection;
    for (const auto& id : keep) {
        if (auto item = model_->item_of(id); item.IsOk()) selection.Add(item);
    }
    SetSelections(selection);
    if (auto item = model_->item_of(current); item.IsOk()) SetCurrentItem(item);
    rebuilding_ = false;
}

std::vector<std::string> ForcesPane::selected_ids() const {
    wxDataViewItemArray items;
    GetSelections(items);
    std::vector<std::string> ids;
    for (const auto& item : model_->all_items()) {
        if (model_->is_side(item)) continue;
        for (const auto& selected : items) {
            if (selected == item) ids.push_back(model_->id_of(item));
        }
    }
    return ids;
}

std::string ForcesPane::selected_id() const {
    const wxDataViewItem current = GetCurrentItem();
    if (current.IsOk() && IsSelected(current) && !model_->is_side(current)) return model_->id_of(current);
    const auto ids = selected_ids();
    return ids.empty() ? std::string{} : ids.front();
}

void ForcesPane::select_id(const std::string& id) {
    const wxDataViewItem item = model_->item_of(id);
    if (!item.IsOk()) return;
    UnselectAll();
    EnsureVisible(item);
    Select(item);
    SetCurrentItem(item);
}

void ForcesPane::select_all_nodes() {
    wxDataViewItemArray items;
    for (const auto& item : model_->all_items()) {
        if (!model_->is_side(item)) items.Add(item);
    }
    SetSelections(items);
}

void ForcesPane::edit_cell(const std::string& id, const std::string& column) {
    const wxDataViewItem item = model_->item_of(id);
    for (unsigned c = 0; c < column_keys_.size(); ++c) {
        if (column_keys_[c] == column && item.IsOk()) {
            select_id(id);
            EditItem(item, GetColumn(c));
            return;
        }
    }
}

}  // namespace sandtable::editor
