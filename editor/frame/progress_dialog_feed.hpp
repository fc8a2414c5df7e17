#pragma once
// Long work's progress (model/progress.hpp) shown in a wxProgressDialog made with wxPD_CAN_ABORT
// and a range of 1000: its Cancel button cancels the work, and a message the work gives is shown.
#include "model/progress.hpp"

#include <algorithm>
#include <wx/progdlg.h>

namespace sandtable::editor {

class ProgressDialogFeed final : public Progress {
public:
    explicit ProgressDialogFeed(wxProgressDialog& dialog) : dialog_(dialog) {}
    void set_progress(double fraction) override {
        if (!dialog_.Update(static_cast<int>(std::clamp(fraction, 0.0, 1.0) * 1000), message_)) cancelled_ = true;
    }
    void set_message(std::string_view message) override { message_ = wxString::FromUTF8(message.data(), message.size()); }
    [[nodiscard]] bool is_cancelled() const override { return cancelled_; }

private:
    wxProgressDialog& dialog_;
    wxString message_;
    bool cancelled_ = false;
};

}  // namespace sandtable::editor
