#pragma once
// Map > Terrain Catalogue on a free-form map: the catalogue as a list (id, name, kind, colour,
// drawing, how many areas, lines or points use each entry), with fields to add an entry, to change
// the selected one's name and drawing (colour, fill pattern for areas, line style and width for
// lines), and to delete it. The edits are model/commands/freeform_catalogue_commands.hpp's, one
// undo step each; a refusal shows as a message in the dialog.
#include "model/freeform/freeform_map.hpp"
#include "model/commands/resolving_command.hpp"

#include "editor/dialogs/colour_field.hpp"

#include <string>
#include <wx/dialog.h>

class wxButton;
class wxChoice;
class wxListView;
class wxSpinCtrlDouble;
class wxStaticText;
class wxTextCtrl;

namespace sandtable::editor {

class Document;

class FreeformCatalogueDialog final : public wxDialog {
public:
    FreeformCatalogueDialog(wxWindow* parent, Document& document, std::string map_id);

    // Selects a row of the list and puts its entry into the fields; -1 selects none.
    void select_entry(long row);
    [[nodiscard]] long selected_entry() const;
    void set_fields(const FreeformTerrainDef& entry);
    [[nodiscard]] FreeformTerrainDef fields() const;

    // What the buttons do; each true when the catalogue changed, else the message says why not.
    bool add_entry();
    bool change_entry();
    bool delete_entry();
    [[nodiscard]] wxString message() const;
    [[nodiscard]] wxListView* list() { return list_; }

private:
    void fill_list();
    void update_controls();
    bool run(Edit edit);
    [[nodiscard]] const FreeformMap* map() const;

    Document& document_;
    std::string map_id_;
    wxListView* list_ = nullptr;
    wxTextCtrl* id_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxChoice* kind_ = nullptr;
    ColourField colour_;
    wxChoice* pattern_ = nullptr;
    wxChoice* line_style_ = nullptr;
    wxSpinCtrlDouble* line_width_ = nullptr;
    wxButton* add_ = nullptr;
    wxButton* change_ = nullptr;
    wxButton* delete_ = nullptr;
    wxStaticText* message_ = nullptr;
};

}  // namespace sandtable::editor
