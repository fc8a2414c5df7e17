#pragma once
// A colour as the book keeps it (#rrggbb), typed in a text field beside a picker, the two kept in
// step: picking writes the text, and text that is a colour moves the picker. For the catalogue
// dialogs.
#include <string>

class wxBoxSizer;
class wxColourPickerCtrl;
class wxDialog;
class wxTextCtrl;
class wxWindow;

namespace sandtable::editor {

struct ColourField {
    wxTextCtrl* text = nullptr;
    wxColourPickerCtrl* picker = nullptr;
    wxBoxSizer* row = nullptr;  // both, for the dialog's sizer

    // Shows the colour; an empty one leaves the field as it is.
    void set(const std::string& colour) const;
    [[nodiscard]] std::string value() const;
};

[[nodiscard]] ColourField make_colour_field(wxWindow* parent, const std::string& initial);

// The dialog's Close button ends it, modal or not (shown beside the map, it hides).
void close_on_close_button(wxDialog& dialog);

}  // namespace sandtable::editor
