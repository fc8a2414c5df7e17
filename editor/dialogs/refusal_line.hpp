#pragma once
// The red line under a dialog's fields where OK says why it was refused, and OK itself: it runs
// the dialog's check and ends the dialog (modal, or hides it when shown without waiting) only when
// that passes.
#include "model/outcome.hpp"

#include <functional>
#include <string>

class wxDialog;
class wxStaticText;
class wxWindow;

namespace sandtable::editor {

[[nodiscard]] wxStaticText* make_refusal_line(wxWindow* parent, int width);
// Says why `accepted` failed on the line (clears it when it did not) and lets the dialog grow to a
// message of several lines; true when it did not fail.
bool show_refusal(wxDialog& dialog, wxStaticText& line, const Status& accepted, int width);
void close_on_accepted_ok(wxDialog& dialog, std::function<bool()> accept);

}  // namespace sandtable::editor
