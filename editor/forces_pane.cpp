#include "editor/forces_pane.hpp"

#include "editor/document.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <unordered_map>
#include <wx/dataobj.h>
#include <wx/dataview.h>
#include <wx/dnd.h>

namespace sandtable::editor {

ForcesPane::ForcesPane(wxWindow* parent) : wxTreeListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(380, 300)) {
    // Units are dragged onto the map as their id in text.
    wxDataViewCtrl* view = GetDataView();
    view->EnableDragSource(wxDF_UNICODETEXT);
    view->Bind(wxEVT_DATAVIEW_ITEM_BEGIN_DRAG, [this](wxDataViewEvent& event) {
        auto it = ids_.find(event.GetItem().GetID());
        if (it == ids_.end()) {
            event.Veto();
            return;
        }
        event.SetDataObject(new wxTextDataObject(wxString::FromUTF8(it->second)));
        event.SetDragFlags(wxDrag_AllowMove);
    });
    // Dropping a node on another one moves it there (to the formation, or beside the unit).
    view->EnableDropTarget(wxDF_UNICODETEXT);
    view->Bind(wxEVT_DATAVIEW_ITEM_DROP_POSSIBLE, [](wxDataViewEvent& event) { event.Allow(); });
    view->Bind(wxEVT_DATAVIEW_ITEM_DROP, [this](wxDataViewEvent& event) {
        wxTextDataObject text;
        text.SetData(wxDF_UNICODETEXT, event.GetDataSize(), event.GetDataBuffer());
        std::string target;
        if (auto it = ids_.find(event.GetItem().GetID()); it != ids_.end()) target = it->second;
        if (auto it = side_items_.find(event.GetItem().GetID()); it != side_items_.end()) target = it->second;
        if (!target.empty() && drop_) drop_(text.GetText().ToStdString(wxConvUTF8), target);
    });
}

void ForcesPane::show(const Document* document) {
    const std::string keep = selected_id();
    Freeze();
    DeleteAllItems();
    ids_.clear();
    side_items_.clear();
    ClearColumns();
    AppendColumn("Name", 180);
    AppendColumn("Type", 80);
    AppendColumn("Echelon", 80);
    const RulesetDefinition* ruleset = document != nullptr ? find_ruleset(document->book().ruleset) : nullptr;
    std::vector<const AttributeDef*> columns;
    if (ruleset != nullptr) {
        for (const auto& def : ruleset->unit_schema.attributes) {
            columns.push_back(&def);
            AppendColumn(wxString::FromUTF8(def.key), 70, wxALIGN_RIGHT);
        }
    }
    if (document != nullptr) {
        for (const auto& side : document->book().forces.sides) {
            const wxTreeListItem side_item = AppendItem(GetRootItem(), wxString::FromUTF8(side.name));
            side_items_.emplace(side_item.GetID(), side.id);
            std::unordered_map<std::string, wxTreeListItem> items;
            for (const auto& node : side.nodes) {
                const wxTreeListItem parent = node.parent.empty() ? side_item : items.at(node.parent);
                const wxTreeListItem item = AppendItem(parent, wxString::FromUTF8(node.name));
                SetItemText(item, 1, wxString::FromUTF8(node.type));
                SetItemText(item, 2, wxString::FromUTF8(node.echelon));
                for (std::size_t c = 0; c < columns.size(); ++c) {
                    auto it = node.attributes.find(columns[c]->key);
                    if (it != node.attributes.end()) {
                        SetItemText(item, static_cast<unsigned>(3 + c), wxString::FromUTF8(to_text(it->second)));
                    }
                }
                items.emplace(node.id, item);
                ids_.emplace(item.GetID(), node.id);
            }
            Expand(side_item);
            for (const auto& [id, item] : items) Expand(item);
        }
    }
    Thaw();
    if (!keep.empty()) select_id(keep);
}

std::string ForcesPane::selected_id() const {
    const wxTreeListItem item = GetSelection();
    if (!item.IsOk()) return {};
    auto it = ids_.find(item.GetID());
    return it == ids_.end() ? std::string{} : it->second;
}

void ForcesPane::select_id(const std::string& id) {
    for (const auto& [item, node] : ids_) {
        if (node == id) {
            Select(wxTreeListItem(static_cast<wxTreeListItem::Type>(item)));
            return;
        }
    }
}

}  // namespace sandtable::editor
