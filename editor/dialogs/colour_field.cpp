#include "editor/dialogs/colour_field.hpp"

#include "model/commands/catalogue_commands.hpp"

#include <wx/clrpicker.h>
#include <wx/dialog.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

ColourField make_colour_field(wxWindow* parent, const std::string& initial) {
    ColourField field;
    field.text = new wxTextCtrl(parent, wxID_ANY, wxString::FromUTF8(initial));
    field.text->SetToolTip("#rrggbb, or pick it with the button");
    field.picker = new wxColourPickerCtrl(parent, wxID_ANY, wxColour(wxString::FromUTF8(initial)));
    field.row = new wxBoxSizer(wxHORIZONTAL);
    field.row->Add(field.text, 1, wxEXPAND | wxRIGHT, 6);
    field.row->Add(field.picker, 0);
    wxTextCtrl* text = field.text;
    wxColourPickerCtrl* picker = field.picker;
    picker->Bind(wxEVT_COLOURPICKER_CHANGED, [text](wxColourPickerEvent& event) {
        text->ChangeValue(event.GetColour().GetAsString(wxC2S_HTML_SYNTAX).Lower());
    });
    text->Bind(wxEVT_TEXT, [text, picker](wxCommandEvent&) {
        if (is_catalogue_colour(text->GetValue().ToStdString(wxConvUTF8))) picker->SetColour(text->GetValue());
    });
    return field;
}

void ColourField::set(const std::string& colour) const {
    if (colour.empty()) return;
    text->ChangeValue(wxString::FromUTF8(colour));
    if (is_catalogue_colour(colour)) picker->SetColour(wxString::FromUTF8(colour));
}

std::string ColourField::value() const { return text->GetValue().ToStdString(wxConvUTF8); }

void close_on_close_button(wxDialog& dialog) {
    dialog.SetEscapeId(wxID_CLOSE);
    dialog.Bind(wxEVT_BUTTON, [&dialog](wxCommandEvent&) {
        if (dialog.IsModal()) {
            dialog.EndModal(wxID_CLOSE);
        } else {
            dialog.Hide();
        }
    }, wxID_CLOSE);
}

}  // namespace sandtable::editor
