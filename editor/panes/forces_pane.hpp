#pragma once
// Both sides' formations and units as a tree with a column per key attribute of the ruleset's
// unit schema. Names and attributes are edited in place; several rows can be selected; the
// clipboard and Find work on the selection.
#include "editor/panes/forces_tree_model.hpp"

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
    // The book's forces, or with a variant on show its own tree marked with what it changes.
    void show(const Document* document, const std::string& scenario = {});
    // The width of every column together: what the pane needs to show them all without scrolling.
    [[nodiscard]] int columns_width() const;
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
    // The designer changed the selection (not show() keeping it across a rebuild).
    void on_selection(std::function<void()> handler) { selection_ = std::move(handler); }

    // The clipboard (editor/panes/forces_pane_clipboard.cpp): copy or cut the selected unit or formation
    // with what it holds; paste puts copies under the selected formation, beside the selected unit,
    // or into the first side, and selects them. Each is one undo step and says what it did.
    bool copy_selected(const Document& document);
    bool cut_selected(Document& document);
    // The id of the pasted node; empty when nothing was pasted.
    std::string paste(Document& document);
    [[nodiscard]] bool has_clipboard() const { return !clipboard_.empty(); }
    // Removes every selected unit and formation with what they hold, as one step.
    bool delete_selected(Document& document);
    // Find: selects the next unit or formation after the selection whose name, short name or id
    // holds `text`; its id, or empty (and says so) when none does.
    std::string find_next(const Document& document, const std::string& text);
    // Where the pane's clipboard and Find report what they did (the frame's status bar).
    void on_status(std::function<void(const wxString&)> handler) { status_ = std::move(handler); }

private:
    void build_columns();
    void say(const wxString& text) const;

    wxObjectDataPtr<ForcesTreeModel> model_;
    std::function<void(const std::string&, const std::string&)> drop_;
    std::vector<std::string> column_keys_;
    std::vector<ForceNode> clipboard_;
    std::function<void(const wxString&)> status_;
    std::function<void()> selection_;
    bool rebuilding_ = false;
    std::set<std::string> collapsed_;  // ids the designer collapsed; everything else is shown expanded
};

}  // namespace sandtable::editor
