#include "editor/dialogs/refusal_line.hpp"

#include <wx/dialog.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace sandtable::editor {

wxStaticText* make_refusal_line(wxWindow* parent, int width) {
    auto* line = new wxStaticText(parent, wxID_ANY, {}, wxDefaultPosition, wxSize(width, -1));
    line->SetForegroundColour(wxColour(170, 30, 30));
    return line;
}

bool show_refusal(wxDialog& dialog, wxStaticText& line, const Status& accepted, int width) {
    line.SetLabel(wxString::FromUTF8(accepted.error()));
    line.Wrap(width);
    if (dialog.GetSizer() != nullptr) dialog.GetSizer()->SetSizeHints(&dialog);
    dialog.Layout();
    return static_cast<bool>(accepted);
}

void close_on_accepted_ok(wxDialog& dialog, std::function<bool()> accept) {
    dialog.Bind(
        wxEVT_BUTTON,
        [&dialog, accept = std::move(accept)](wxCommandEvent&) {
            if (!accept()) return;
            if (dialog.IsModal()) {
                dialog.EndModal(wxID_OK);
            } else {
                dialog.SetReturnCode(wxID_OK);
                dialog.Hide();
            }
        },
        wxID_OK);
}

}  // namespace sandtable::editor
