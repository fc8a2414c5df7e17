#pragma once
// What the main window shows where the map goes while no book is open: New, Open, and the books
// of Open Recent, the latest first; a double-click (or Enter) on one opens it.
#include <functional>
#include <wx/panel.h>

class wxFileHistory;
class wxListView;

namespace sandtable::editor {

class StartPage final : public wxPanel {
public:
    StartPage(wxWindow* parent, std::function<void()> on_new, std::function<void()> on_open,
              std::function<void(const wxString& book)> on_recent);
    // Lists the history's books, name and folder; a book no longer on disk says so.
    void show_recent(const wxFileHistory& history);
    [[nodiscard]] wxListView* recent_list() { return recent_; }
    // What a double-click on the n-th recent book does.
    void open_recent(int index);

private:
    wxListView* recent_ = nullptr;
    std::vector<wxString> books_;
    std::function<void(const wxString&)> on_recent_;
};

}  // namespace sandtable::editor
