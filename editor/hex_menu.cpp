#include "editor/hex_menu.hpp"

#include "editor/document.hpp"
#include "editor/new_ids.hpp"
#include "model/commands/place_commands.hpp"

#include <wx/menu.h>
#include <wx/numdlg.h>
#include <wx/textdlg.h>

namespace sandtable::editor {

namespace {
const HexMap* hex_map(const Document& document, const std::string& map_id) {
    const GameMap* map = document.book().map(map_id);
    return map != nullptr && map->kind == MapKind::Hex ? &map->hex : nullptr;
}

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}
}  // namespace

std::string add_named_place(Document& document, const std::string& map_id, HexCoord hex, const std::string& name) {
    const HexMap* map = hex_map(document, map_id);
    const std::string clean = trimmed(name);
    if (map == nullptr || !map->contains(hex) || clean.empty()) return {};
    NamedPlace place{fresh_id(document.book(), clean), clean, hex};
    std::string id = place.id;
    document.commands().execute(make_add_named_place(map_id, std::move(place)));
    return id;
}

std::string add_objective(Document& document, const std::string& map_id, HexCoord hex, const std::string& name, int vp) {
    const HexMap* map = hex_map(document, map_id);
    const std::string clean = trimmed(name);
    if (map == nullptr || !map->contains(hex) || clean.empty()) return {};
    HexObjective objective{fresh_id(document.book(), clean), clean, {hex}, vp, {}};
    std::string id = objective.id;
    document.commands().execute(make_add_objective(map_id, std::move(objective)));
    return id;
}

std::unique_ptr<wxMenu> make_hex_menu(wxWindow* parent, Document& document, const std::string& map_id, HexCoord hex) {
    auto menu = std::make_unique<wxMenu>();
    const HexMap* map = hex_map(document, map_id);
    const wxString label = map != nullptr ? wxString::FromUTF8(map->label(hex)) : wxString();
    const int place = wxWindow::NewControlId();
    const int objective = wxWindow::NewControlId();
    menu->Append(place, "Add &Named Place...", "Name this hex (a town, a farm, a ridge)");
    menu->Append(objective, "Make &Objective...", "Make this hex an objective worth victory points");
    menu->Bind(wxEVT_MENU, [parent, &document, map_id, hex, label](wxCommandEvent&) {
        const wxString name = wxGetTextFromUser("Name of the place at " + label, "Add Named Place", {}, parent);
        add_named_place(document, map_id, hex, name.ToStdString(wxConvUTF8));
    }, place);
    menu->Bind(wxEVT_MENU, [parent, &document, map_id, hex, label](wxCommandEvent&) {
        const wxString name = wxGetTextFromUser("Name of the objective at " + label, "Make Objective", label, parent);
        if (name.empty()) return;
        const long vp = wxGetNumberFromUser("Victory points for holding " + name, "VP", "Make Objective", 1, 0, 1000, parent);
        if (vp < 0) return;
        add_objective(document, map_id, hex, name.ToStdString(wxConvUTF8), static_cast<int>(vp));
    }, objective);
    return menu;
}

}  // namespace sandtable::editor
