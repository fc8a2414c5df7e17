#include "editor/frame/start_page.hpp"

#include <wx/button.h>
#include <wx/filehistory.h>
#include <wx/filename.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace sandtable::editor {

StartPage::StartPage(wxWindow* parent, std::function<void()> on_new, std::function<void()> on_open,
                     std::function<void(const wxString& book)> on_recent)
    : wxPanel(parent, wxID_ANY), on_recent_(std::move(on_recent)) {
    SetBackgroundColour(wxColour(236, 232, 220));
    auto* title = new wxStaticText(this, wxID_ANY, "Sandtable");
    title->SetFont(title->GetFont().Scaled(2.2f).Bold());
    auto* lead = new wxStaticText(this, wxID_ANY, "Start a book for a ruleset, or open one to go on with it.");
    auto* new_book = new wxButton(this, wxID_NEW, "&New Book...");
    new_book->SetToolTip("Ctrl+N: choose the ruleset, the map and its grid");
    auto* open_book = new wxButton(this, wxID_OPEN, "&Open Book...");
    open_book->SetToolTip("Ctrl+O");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(new_book, 0, wxRIGHT, 10);
    buttons->Add(open_book, 0);
    auto* recent_title = new wxStaticText(this, wxID_ANY, "Recent books");
    recent_title->SetFont(recent_title->GetFont().Bold());
    recent_ = new wxListView(this, wxID_ANY, wxDefaultPosition, wxSize(640, 260), wxLC_REPORT | wxLC_SINGLE_SEL);
    recent_->AppendColumn("Book", wxLIST_FORMAT_LEFT, 220);
    recent_->AppendColumn("Folder", wxLIST_FORMAT_LEFT, 400);
    recent_->SetToolTip("Double-click a book, or select it and press Enter, to open it");

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(title, 0, wxBOTTOM, 6);
    column->Add(lead, 0, wxBOTTOM, 16);
    column->Add(buttons, 0, wxBOTTOM, 24);
    column->Add(recent_title, 0, wxBOTTOM, 6);
    column->Add(recent_, 1, wxEXPAND);
    auto* outer = new wxBoxSizer(wxHORIZONTAL);
    outer->AddStretchSpacer(1);
    outer->Add(column, 0, wxTOP | wxBOTTOM | wxEXPAND, 40);
    outer->AddStretchSpacer(1);
    SetSizer(outer);

    new_book->Bind(wxEVT_BUTTON, [on_new = std::move(on_new)](wxCommandEvent&) { on_new(); });
    open_book->Bind(wxEVT_BUTTON, [on_open = std::move(on_open)](wxCommandEvent&) { on_open(); });
    // Double-click and Enter both activate a row.
    recent_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& event) { open_recent(static_cast<int>(event.GetIndex())); });
}

void StartPage::show_recent(const wxFileHistory& history) {
    recent_->DeleteAllItems();
    books_.clear();
    for (std::size_t i = 0; i < history.GetCount(); ++i) {
        const wxString book = history.GetHistoryFile(i);
        const wxFileName name(book);
        const long row = recent_->InsertItem(recent_->GetItemCount(), name.GetFullName());
        recent_->SetItem(row, 1, name.FileExists() ? name.GetPath() : name.GetPath() + "  (not found)");
        books_.push_back(book);
    }
    if (books_.empty()) recent_->InsertItem(0, "No books opened yet");
    recent_->Enable(!books_.empty());
}

void StartPage::open_recent(int index) {
    if (index < 0 || static_cast<std::size_t>(index) >= books_.size()) return;
    on_recent_(books_[static_cast<std::size_t>(index)]);
}

}  // namespace sandtable::editor
