#include "editor/frame/list_row_tips.hpp"

namespace sandtable::editor {

wxWindow* list_rows_window(const wxListCtrl& list) {
    for (wxWindow* child : list.GetChildren()) {
        if (child->GetClassInfo()->GetClassName() == wxString("wxListMainWindow")) return child;
    }
    return const_cast<wxListCtrl*>(&list);
}

void show_row_tips(wxListCtrl& list, std::function<wxString(long row)> tip) {
    wxWindow* rows = list_rows_window(list);
    rows->Bind(wxEVT_MOTION, [&list, rows, tip = std::move(tip)](wxMouseEvent& event) {
        event.Skip();
        int flags = 0;
        const wxString text = tip(list.HitTest(event.GetPosition(), flags));
        if (text != rows->GetToolTipText()) rows->SetToolTip(text);
    });
}

}  // namespace sandtable::editor
