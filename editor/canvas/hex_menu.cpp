#include "editor/canvas/hex_menu.hpp"

#include "editor/frame/document.hpp"
#include "editor/dialogs/objective_dialog.hpp"
#include "editor/dialogs/objective_form.hpp"
#include "editor/frame/run_edit.hpp"
#include "model/commands/edge_commands.hpp"
#include "model/commands/hex_map_list_commands.hpp"
#include "model/commands/named_place_commands.hpp"

#include <algorithm>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/textdlg.h>

namespace sandtable::editor {

namespace {

wxString utf8(const std::string& text) { return wxString::FromUTF8(text); }
std::string from_wx(const wxString& text) { return text.ToStdString(wxConvUTF8); }

bool holds(const std::vector<HexCoord>& hexes, HexCoord hex) { return std::find(hexes.begin(), hexes.end(), hex) != hexes.end(); }

// A name as a menu shows it: "&" would mark the next letter as the item's key.
wxString menu_text(const std::string& name) {
    wxString text = utf8(name);
    text.Replace("&", "&&");
    return text;
}

// "Rename Place..." when the hex holds one place, "Rename Place Culp's Hill..." when it holds several.
wxString item_text(const wxString& verb, const std::string& name, std::size_t count, const wxString& ellipsis = {}) {
    return count > 1 ? verb + " " + menu_text(name) + ellipsis : verb + ellipsis;
}

// Binds `action` to a new item of `menu`.
template <typename Action>
void add_item(wxMenu& menu, const wxString& text, const wxString& help, Action action) {
    const int id = wxWindow::NewControlId();
    menu.Append(id, text, help);
    menu.Bind(wxEVT_MENU, [action](wxCommandEvent&) { action(); }, id);
}

// Adds what `fill` appends after a separator, or nothing when it appends nothing.
template <typename Fill>
void add_section(wxMenu& menu, Fill fill) {
    const std::size_t before = menu.GetMenuItemCount();
    menu.AppendSeparator();
    fill(menu);
    if (menu.GetMenuItemCount() == before + 1) menu.Destroy(menu.FindItemByPosition(before));
}

// Shows the objective dialog as `show` says, or modally when it says nothing; its OK runs `accept`.
void run_objective_dialog(const ShowObjectiveDialog& show, wxWindow* parent, const wxString& title, const Book& book,
                          const ObjectiveForm& initial, ObjectiveDialog::Accept accept) {
    ObjectiveDialog dialog(parent, title, scoring_sides(book), initial, std::move(accept));
    if (show) {
        show(dialog);
    } else {
        dialog.ShowModal();
    }
}

void add_place_items(wxMenu& menu, wxWindow* parent, Document& document, const std::string& map_id, const HexMap& map, HexCoord hex) {
    std::vector<NamedPlace> here;
    for (const NamedPlace& place : map.places) {
        if (place.hex == hex) here.push_back(place);
    }
    for (const NamedPlace& place : here) {
        add_item(menu, item_text("&Rename Place", place.name, here.size(), "..."), "Give this place another name",
                 [parent, &document, map_id, place] {
                     const wxString name = wxGetTextFromUser("New name of " + utf8(place.name), "Rename Place", utf8(place.name), parent);
                     run_edit(document, make_rename_named_place(document.book(), map_id, place.id, from_wx(name)));
                 });
        add_item(menu, item_text("Delete &Place", place.name, here.size()), "Take this name off the map",
                 [&document, map_id, id = place.id] { run_edit(document, make_remove_named_place(document.book(), map_id, id)); });
    }
}

void add_objective_items(wxMenu& menu, wxWindow* parent, Document& document, const std::string& map_id, const HexMap& map, HexCoord hex,
                         const ShowObjectiveDialog& show) {
    std::vector<HexObjective> here;
    std::vector<HexObjective> elsewhere;
    for (const HexObjective& objective : map.objectives) (holds(objective.hexes, hex) ? here : elsewhere).push_back(objective);
    for (const HexObjective& objective : here) {
        add_item(menu, item_text("&Edit Objective", objective.name, here.size(), "..."), "Name, victory points and the side that scores it",
                 [show, parent, &document, map_id, objective] {
                     run_objective_dialog(show, parent, "Edit Objective", document.book(), ObjectiveForm::of(objective),
                                          [&document, map_id, id = objective.id](const ObjectiveForm& form) {
                                              return apply_objective(document, map_id, id, form);
                                          });
                 });
        add_item(menu, item_text("&Delete Objective", objective.name, here.size()), "Take this objective off the map (all its hexes)",
                 [&document, map_id, id = objective.id] { run_edit(document, make_remove_objective(document.book(), map_id, id)); });
        if (objective.hexes.size() > 1) {
            add_item(menu, item_text("Remove Hex from Objective", objective.name, here.size()), "The objective keeps its other hexes",
                     [&document, map_id, id = objective.id, hex] {
                         run_edit(document, make_remove_hex_from_objective(document.book(), map_id, id, hex));
                     });
        }
    }
    if (elsewhere.empty()) return;
    auto* add_to = new wxMenu;
    for (const HexObjective& objective : elsewhere) {
        add_item(*add_to, menu_text(objective.name), "Make this hex part of the objective",
                 [&document, map_id, id = objective.id, hex] {
                         run_edit(document, make_add_hex_to_objective(document.book(), map_id, id, hex));
                     });
    }
    menu.AppendSubMenu(add_to, "Add Hex to Objecti&ve", "Make this hex part of an objective of several hexes");
}

void add_edge_items(wxMenu& menu, wxWindow* parent, Document& document, const std::string& map_id, const HexMap& map, HexCoord hex) {
    std::vector<MapEdge> here;
    std::vector<MapEdge> elsewhere;
    for (const MapEdge& edge : map.edges) (holds(edge.entry_hexes, hex) ? here : elsewhere).push_back(edge);
    if (is_border_hex(map, hex)) {
        auto* add_to = new wxMenu;
        for (const MapEdge& edge : elsewhere) {
            add_item(*add_to, menu_text(edge.name), "Make this hex an entry hex of the edge",
                     [&document, map_id, id = edge.id, hex] {
                         run_edit(document, make_add_hex_to_entry_edge(document.book(), map_id, id, hex));
                     });
        }
        if (!elsewhere.empty()) add_to->AppendSeparator();
        add_item(*add_to, "&New Entry Edge...", "A new named entry edge with this hex as its first entry hex",
                 [parent, &document, map_id, hex] {
                     const wxString name = wxGetTextFromUser("Name of the new entry edge (North-west, Chambersburg Pike)",
                                                             "New Entry Edge", {}, parent);
                     run_edit(document, make_new_entry_edge(document.book(), map_id, from_wx(name), hex));
                 });
        menu.AppendSubMenu(add_to, "Add to Entry Ed&ge", "Units may enter the map at this hex");
    }
    for (const MapEdge& edge : here) {
        add_item(menu, item_text("Remove from Entry Edge", edge.name, here.size()), "The edge keeps its other entry hexes",
                 [&document, map_id, id = edge.id, hex] {
                         run_edit(document, make_remove_hex_from_entry_edge(document.book(), map_id, id, hex));
                     });
        add_item(menu, item_text("Rename Entry Edge", edge.name, here.size(), "..."), "Give this entry edge another name",
                 [parent, &document, map_id, edge] {
                     const wxString name = wxGetTextFromUser("New name of " + utf8(edge.name), "Rename Entry Edge", utf8(edge.name), parent);
                     run_edit(document, make_rename_entry_edge(document.book(), map_id, edge.id, from_wx(name)));
                 });
        add_item(menu, item_text("Delete Entry Edge", edge.name, here.size()), "Take this entry edge and all its entry hexes off the map",
                 [parent, &document, map_id, id = edge.id] {
                     Edit edit = make_delete_entry_edge(document.book(), map_id, id);
                     if (!edit) wxMessageBox(utf8(edit.error()), "Delete Entry Edge", wxOK | wxICON_INFORMATION, parent);
                     else document.commands().execute(std::move(*edit));
                 });
    }
}

}  // namespace

std::unique_ptr<wxMenu> make_hex_menu(wxWindow* parent, Document& document, const std::string& map_id, HexCoord hex,
                                      ShowObjectiveDialog show_objective_dialog) {
    auto menu = std::make_unique<wxMenu>();
    const HexMap* map = hex_map_in(document.book(), map_id);
    const wxString label = map != nullptr ? utf8(map->label(hex)) : wxString();
    add_item(*menu, "Add &Named Place...", "Name this hex (a town, a farm, a ridge)", [parent, &document, map_id, hex, label] {
        const wxString name = wxGetTextFromUser("Name of the place at " + label, "Add Named Place", {}, parent);
        run_edit(document, make_new_named_place(document.book(), map_id, hex, from_wx(name)));
    });
    add_item(*menu, "Make &Objective...", "Make this hex an objective worth victory points",
             [show = show_objective_dialog, parent, &document, map_id, hex, label] {
                 run_objective_dialog(show, parent, "Make Objective at " + label, document.book(), ObjectiveForm{},
                                      [&document, map_id, hex](const ObjectiveForm& form) {
                                          return apply_new_objective(document, map_id, hex, form);
                                      });
             });
    if (map == nullptr) return menu;
    add_section(*menu, [&](wxMenu& section) {
        add_place_items(section, parent, document, map_id, *map, hex);
        add_objective_items(section, parent, document, map_id, *map, hex, show_objective_dialog);
    });
    add_section(*menu, [&](wxMenu& section) { add_edge_items(section, parent, document, map_id, *map, hex); });
    return menu;
}

}  // namespace sandtable::editor
