#pragma once
// The hex menu's objective dialog, for Make Objective and Edit Objective: the objective's name,
// its VP and the side that scores it (either side, or one of the book's sides by name). OK hands
// the fields to `accept`, which changes the map or says why not; the dialog stays open with that
// message, in red, when it refuses.
#include "editor/dialogs/objective_form.hpp"

#include "model/outcome.hpp"

#include <functional>
#include <string>
#include <vector>
#include <wx/dialog.h>

class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace sandtable::editor {

class ObjectiveDialog final : public wxDialog {
public:
    using Accept = std::function<Status(const ObjectiveForm&)>;

    ObjectiveDialog(wxWindow* parent, const wxString& title, std::vector<ScoringSide> sides, const ObjectiveForm& initial,
                    Accept on_accept);

    [[nodiscard]] ObjectiveForm form() const;
    void set_form(const ObjectiveForm& form);
    // What OK does: checks the fields and hands them to `accept`; true when the dialog may close.
    bool accept();
    [[nodiscard]] wxString message() const;

    wxTextCtrl* name_control() { return name_; }
    wxSpinCtrl* vp_control() { return vp_; }
    wxChoice* side_choice() { return side_; }

private:
    std::vector<ScoringSide> sides_;
    Accept accept_;
    wxTextCtrl* name_ = nullptr;
    wxSpinCtrl* vp_ = nullptr;
    wxChoice* side_ = nullptr;
    wxStaticText* message_ = nullptr;
};

}  // namespace sandtable::editor
