#pragma once
// Map > Terrain Catalogue: the terrain and hexside catalogues of the map on show as a list (id,
// name, colour, how many hexes or hexsides use each entry), with fields to add an entry, to
// rename or recolour the selected one, and to delete it. The dialog only gathers input: the edits
// are model/commands/catalogue_commands.hpp's, one undo step each, and a refusal shows as a message in the dialog.
#include "model/commands/catalogue_commands.hpp"

#include "editor/dialogs/colour_field.hpp"

#include <string>
#include <wx/dialog.h>

class wxButton;
class wxChoice;
class wxListView;
class wxStaticText;
class wxTextCtrl;

namespace sandtable::editor {

class Document;

class TerrainCatalogueDialog final : public wxDialog {
public:
    TerrainCatalogueDialog(wxWindow* parent, Document& document, std::string map_id);

    void show_catalogue(CatalogueKind kind);
    [[nodiscard]] CatalogueKind catalogue() const;
    // Selects a row of the list and puts its entry into the fields; -1 selects none.
    void select_entry(long row);
    [[nodiscard]] long selected_entry() const;
    void set_fields(const TerrainDef& entry);
    [[nodiscard]] TerrainDef fields() const;

    // What the buttons do; each true when the catalogue changed, else the message says why not.
    bool add_entry();
    bool change_entry();
    bool delete_entry();
    [[nodiscard]] wxString message() const;

    [[nodiscard]] wxListView* list() { return list_; }
    [[nodiscard]] wxChoice* catalogue_choice() { return kind_; }

private:
    void fill_list();
    void update_buttons();
    bool report(const std::string& refusal);
    // Runs the edit unless it was refused, and shows why it was.
    bool run(Edit edit);
    [[nodiscard]] const HexMap* map() const;

    Document& document_;
    std::string map_id_;
    wxChoice* kind_ = nullptr;
    wxListView* list_ = nullptr;
    wxTextCtrl* id_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    ColourField colour_;
    wxButton* add_ = nullptr;
    wxButton* change_ = nullptr;
    wxButton* delete_ = nullptr;
    wxStaticText* message_ = nullptr;
};

}  // namespace sandtable::editor
