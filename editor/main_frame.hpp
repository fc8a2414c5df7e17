#pragma once
// The editor's main window: for now a book outline (maps, forces, scenarios) with file and
// undo commands; the full editor grows around it.
#include "io/native/book_file.hpp"
#include "model/commands/command_stack.hpp"

#include <memory>
#include <wx/frame.h>
#include <wx/treectrl.h>

namespace sandtable::editor {

class MainFrame final : public wxFrame {
public:
    MainFrame();
    bool open_book(const wxString& path);
    [[nodiscard]] const Book* book() const { return book_.get(); }

private:
    void build_menus();
    void rebuild_outline();
    void update_title();
    void on_open(wxCommandEvent&);
    void on_save(wxCommandEvent&);
    void on_undo(wxCommandEvent&);
    void on_redo(wxCommandEvent&);
    void on_close(wxCloseEvent&);

    wxTreeCtrl* outline_ = nullptr;
    std::unique_ptr<Book> book_;
    std::unique_ptr<CommandStack> commands_;
    wxString path_;
};

}  // namespace sandtable::editor
