#include "editor/frame/modal_tips.hpp"

#include "editor/canvas/map_canvas.hpp"

#include <wx/tooltip.h>

namespace sandtable::editor {

TipsHiddenWhileModal::TipsHiddenWhileModal(MapCanvas& canvas) : canvas_(canvas) { Register(); }

TipsHiddenWhileModal::~TipsHiddenWhileModal() {
    Unregister();
    if (open_ > 0) wxToolTip::Enable(true);
}

int TipsHiddenWhileModal::Enter(wxDialog*) {
    if (open_++ == 0) {
        canvas_.hold_tips(true);
        wxToolTip::Enable(false);
    }
    return wxID_NONE;  // the dialog is shown as usual
}

void TipsHiddenWhileModal::Exit(wxDialog*) {
    if (open_ > 0 && --open_ == 0) {
        canvas_.hold_tips(false);
        wxToolTip::Enable(true);
    }
}

}  // namespace sandtable::editor
