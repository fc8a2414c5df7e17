// The forces pane's clipboard, Delete and Find.
#include "editor/frame/document.hpp"
#include "editor/panes/forces_pane.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/force_edit_targets.hpp"
#include "model/force_search.hpp"
#include "model/object_id.hpp"

namespace sandtable::editor {

void ForcesPane::say(const wxString& text) const {
    if (status_) status_(text);
}

bool ForcesPane::copy_selected(const Document& document) {
    auto nodes = copy_subtree(document.book().forces, selected_id());
    if (nodes.empty()) return false;
    clipboard_ = std::move(nodes);
    say("Copied " + wxString::FromUTF8(name_or_id(clipboard_.front())));
    return true;
}

bool ForcesPane::cut_selected(Document& document) {
    return copy_selected(document) && delete_selected(document);
}

bool ForcesPane::delete_selected(Document& document) {
    return run_edit(document, make_remove_force_nodes(document.book(), selected_ids())).has_value();
}

std::string ForcesPane::paste(Document& document) {
    if (clipboard_.empty()) return {};
    const Book& book = document.book();
    const auto id = run_edit(document, make_paste_subtree(book, clipboard_, new_node_parent(book.forces, selected_id())));
    if (!id) return {};
    show(&document);
    select_id(*id);
    return *id;
}

std::string ForcesPane::find_next(const Document& document, const std::string& text) {
    const ForceNode* node = next_force_match(document.book().forces, selected_id(), text);
    if (node == nullptr) {
        if (!text.empty()) say("No unit or formation matches \"" + wxString::FromUTF8(text) + "\"");
        return {};
    }
    select_id(node->id);
    say("Found " + wxString::FromUTF8(name_or_id(*node)));
    return node->id;
}

}  // namespace sandtable::editor
