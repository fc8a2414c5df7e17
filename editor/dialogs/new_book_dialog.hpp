#pragma once
// File > New: the ruleset, the kind of map (the ruleset's own first), the title, the hex grid
// (orientation, size, columns and rows, labels), the map's CRS and the file to write. OK hands
// the choices to `accept`, which checks them and makes the book or says why not; the dialog stays
// open with that message when it refuses.
#include "editor/dialogs/new_book_choices.hpp"

#include <filesystem>
#include "model/outcome.hpp"

#include <functional>
#include <string>
#include <wx/dialog.h>

class wxChoice;
class wxFilePickerCtrl;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticBoxSizer;
class wxStaticText;
class wxTextCtrl;

namespace sandtable::editor {

class NewBookDialog final : public wxDialog {
public:
    using Accept = std::function<Status(const NewBookChoices&)>;

    // `folder` is where the file is proposed (the open book's folder, else the home folder).
    NewBookDialog(wxWindow* parent, const std::filesystem::path& folder, Accept accept);

    [[nodiscard]] NewBookChoices choices() const;
    // Chooses a ruleset by id and puts its defaults in every field but the file; false when unknown.
    bool choose_ruleset(const std::string& id);
    // What OK does; true when the dialog may close.
    bool accept();
    [[nodiscard]] wxString message() const;

    wxChoice* ruleset_choice() { return ruleset_; }
    wxChoice* map_kind_choice() { return map_kind_; }
    wxTextCtrl* title_control() { return title_; }
    wxChoice* orientation_choice() { return orientation_; }
    wxSpinCtrlDouble* size_control() { return size_; }
    wxSpinCtrl* columns_control() { return columns_; }
    wxSpinCtrl* rows_control() { return rows_; }
    wxChoice* labels_choice() { return labels_; }
    wxTextCtrl* crs_control() { return crs_; }
    wxFilePickerCtrl* file_control() { return file_; }

private:
    void ruleset_changed();
    void map_kind_changed();

    wxChoice* ruleset_ = nullptr;
    wxChoice* map_kind_ = nullptr;
    wxTextCtrl* title_ = nullptr;
    wxStaticBoxSizer* grid_box_ = nullptr;
    wxChoice* orientation_ = nullptr;
    wxSpinCtrlDouble* size_ = nullptr;
    wxSpinCtrl* columns_ = nullptr;
    wxSpinCtrl* rows_ = nullptr;
    wxChoice* labels_ = nullptr;
    wxTextCtrl* crs_ = nullptr;
    wxFilePickerCtrl* file_ = nullptr;
    wxStaticText* message_ = nullptr;
    std::vector<MapKind> kinds_;  // of the chosen ruleset, in the map kind choice's order
    Accept accept_;
};

}  // namespace sandtable::editor
