#pragma once
// The rows of a report list and a tooltip for each: GTK's list is wx's own, and its rows are
// drawn, and take the pointer, in a child window of the list.
#include <functional>
#include <wx/listctrl.h>

namespace sandtable::editor {

// The window the list's rows are drawn in (the list itself where it has no such child).
[[nodiscard]] wxWindow* list_rows_window(const wxListCtrl& list);

// Shows tip(row) as the tooltip of the row under the pointer; an empty tip for no row.
void show_row_tips(wxListCtrl& list, std::function<wxString(long row)> tip);

}  // namespace sandtable::editor
