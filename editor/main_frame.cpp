#include "editor/main_frame.hpp"

#include "model/rulesets/ruleset_registry.hpp"

#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>

namespace sandtable::editor {

MainFrame::MainFrame() : wxFrame(nullptr, wxID_ANY, "Sandtable", wxDefaultPosition, wxSize(1000, 700)) {
    build_menus();
    outline_ = new wxTreeCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxTR_DEFAULT_STYLE | wxTR_HIDE_ROOT);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(outline_, 1, wxEXPAND);
    SetSizer(sizer);
    CreateStatusBar(2);
    SetStatusText("No book open");
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
    update_title();
}

void MainFrame::build_menus() {
    auto* file = new wxMenu;
    file->Append(wxID_OPEN, "&Open...\tCtrl+O");
    file->Append(wxID_SAVE, "&Save\tCtrl+S");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");
    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    edit->Append(wxID_REDO, "&Redo\tCtrl+Y");
    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(edit, "&Edit");
    SetMenuBar(bar);
    Bind(wxEVT_MENU, &MainFrame::on_open, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::on_save, this, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::on_undo, this, wxID_UNDO);
    Bind(wxEVT_MENU, &MainFrame::on_redo, this, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
}

bool MainFrame::open_book(const wxString& path) {
    LoadResult loaded = load_book(path.ToStdString());
    if (!loaded) {
        wxMessageBox(wxString::FromUTF8(loaded.error_text()), "Cannot open book", wxOK | wxICON_ERROR, this);
        return false;
    }
    book_ = std::make_unique<Book>(std::move(*loaded.book));
    commands_ = std::make_unique<CommandStack>(*book_);
    commands_->subscribe([this](const ChangeEvent&) {
        rebuild_outline();
        update_title();
    });
    path_ = path;
    rebuild_outline();
    update_title();
    const RulesetDefinition* ruleset = find_ruleset(book_->ruleset);
    SetStatusText(wxString::FromUTF8(ruleset != nullptr ? ruleset->display_name : book_->ruleset));
    return true;
}

void MainFrame::rebuild_outline() {
    outline_->Freeze();
    outline_->DeleteAllItems();
    const wxTreeItemId root = outline_->AddRoot("book");
    if (book_) {
        const wxTreeItemId maps = outline_->AppendItem(root, "Maps");
        for (const auto& map : book_->maps) {
            wxString text = wxString::FromUTF8(map.name);
            if (map.kind == MapKind::Hex) text << wxString::Format(" (%d x %d hexes)", map.hex.grid.columns, map.hex.grid.rows);
            outline_->AppendItem(maps, text);
        }
        const wxTreeItemId forces = outline_->AppendItem(root, "Forces");
        for (const auto& side : book_->forces.sides) {
            const wxTreeItemId side_item = outline_->AppendItem(forces, wxString::FromUTF8(side.name));
            std::unordered_map<std::string, wxTreeItemId> items;
            for (const auto& node : side.nodes) {
                const wxTreeItemId parent = node.parent.empty() ? side_item : items.at(node.parent);
                items.emplace(node.id, outline_->AppendItem(parent, wxString::FromUTF8(node.name)));
            }
        }
        const wxTreeItemId scenarios = outline_->AppendItem(root, "Scenarios");
        for (const auto& scenario : book_->scenarios) {
            wxString text = wxString::FromUTF8(scenario.name);
            if (scenario.is_variant()) text << " (variant of " << wxString::FromUTF8(scenario.extends) << ")";
            outline_->AppendItem(scenarios, text);
        }
    }
    outline_->ExpandAll();
    outline_->Thaw();
}

void MainFrame::update_title() {
    wxString title = "Sandtable";
    if (book_) {
        title = wxString::FromUTF8(book_->metadata.title) + " - Sandtable";
        if (!commands_->is_clean()) title = "*" + title;
    }
    SetTitle(title);
}

void MainFrame::on_open(wxCommandEvent&) {
    wxFileDialog dialog(this, "Open book", "", "", "Sandtable books (*.sandtable;*.xml)|*.sandtable;*.xml",
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) open_book(dialog.GetPath());
}

void MainFrame::on_save(wxCommandEvent&) {
    if (!book_) return;
    if (auto saved = save_book(*book_, path_.ToStdString()); !saved) {
        wxMessageBox(wxString::FromUTF8(saved.error), "Cannot save book", wxOK | wxICON_ERROR, this);
        return;
    }
    commands_->set_clean();
}

void MainFrame::on_undo(wxCommandEvent&) {
    if (commands_) commands_->undo();
}

void MainFrame::on_redo(wxCommandEvent&) {
    if (commands_) commands_->redo();
}

void MainFrame::on_close(wxCloseEvent& event) {
    if (commands_ && !commands_->is_clean() && event.CanVeto()) {
        const int answer = wxMessageBox("Save changes before closing?", "Sandtable", wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
        if (answer == wxCANCEL) {
            event.Veto();
            return;
        }
        if (answer == wxYES) {
            wxCommandEvent ignored;
            on_save(ignored);
        }
    }
    Destroy();
}

}  // namespace sandtable::editor
