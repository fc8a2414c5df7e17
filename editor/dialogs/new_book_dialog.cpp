#include "editor/dialogs/new_book_dialog.hpp"

#include "editor/dialogs/refusal_line.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

namespace {

constexpr int kMessageWidth = 420;

wxString kind_label(MapKind kind) {
    switch (kind) {
    case MapKind::Hex: return "Hex grid";
    case MapKind::Area: return "Area graph";
    case MapKind::Freeform: return "Free-form terrain";
    }
    return {};
}

// untitled.sandtable, else untitled-2.sandtable, ... in `folder`.
std::filesystem::path fresh_file(const std::filesystem::path& folder) {
    std::error_code error;
    for (int n = 1;; ++n) {
        const std::filesystem::path file = folder / (n == 1 ? std::string("untitled.sandtable") : "untitled-" + std::to_string(n) + ".sandtable");
        if (!std::filesystem::exists(file, error)) return file;
    }
}

}  // namespace

NewBookDialog::NewBookDialog(wxWindow* parent, const std::filesystem::path& folder, Accept accept)
    : wxDialog(parent, wxID_ANY, "New Book", wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      accept_(std::move(accept)) {
    auto* fields = new wxFlexGridSizer(2, 6, 8);
    auto add = [&](wxSizer* sizer, wxWindow* owner, const wxString& label, wxWindow* control, const wxString& tip = {}) {
        sizer->Add(new wxStaticText(owner, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        sizer->Add(control, 1, wxEXPAND);
        if (!tip.empty()) control->SetToolTip(tip);
    };
    ruleset_ = new wxChoice(this, wxID_ANY);
    for (const RulesetDefinition& ruleset : all_rulesets()) ruleset_->Append(wxString::FromUTF8(ruleset.display_name));
    add(fields, this, "Ruleset", ruleset_, "The rulebook the book's scenarios are checked against");
    map_kind_ = new wxChoice(this, wxID_ANY);
    add(fields, this, "Map", map_kind_, "The kind of map the ruleset plays on");
    title_ = new wxTextCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxSize(360, -1));
    add(fields, this, "Title", title_);
    fields->AddGrowableCol(1);

    grid_box_ = new wxStaticBoxSizer(wxVERTICAL, this, "Hex grid");
    wxWindow* box = grid_box_->GetStaticBox();
    auto* grid_fields = new wxFlexGridSizer(2, 6, 8);
    const wxString orientations[] = {"Flat top", "Pointy top"};
    orientation_ = new wxChoice(box, wxID_ANY, wxDefaultPosition, wxDefaultSize, 2, orientations);
    add(grid_fields, box, "Orientation", orientation_);
    size_ = new wxSpinCtrlDouble(box, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0.001, 1e9, 40.0, 0.5);
    size_->SetDigits(3);
    add(grid_fields, box, "Hex size", size_, "Centre to corner, in map units (pixels, or metres of the CRS)");
    columns_ = new wxSpinCtrl(box, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 10);
    add(grid_fields, box, "Columns", columns_);
    rows_ = new wxSpinCtrl(box, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 10);
    add(grid_fields, box, "Rows", rows_);
    labels_ = new wxChoice(box, wxID_ANY);
    labels_->Append("Letter and number (P3)");
    labels_->Append("Four digits (1905)");
    labels_->Append("The ruleset's own");
    add(grid_fields, box, "Labels", labels_);
    grid_fields->AddGrowableCol(1);
    grid_box_->Add(grid_fields, 1, wxALL | wxEXPAND, 6);

    auto* place = new wxFlexGridSizer(2, 6, 8);
    crs_ = new wxTextCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxSize(360, -1));
    crs_->SetHint("none: map units are pixels");
    add(place, this, "CRS", crs_, "The coordinate reference system of a map in metres, such as EPSG:26918 (UTM zone 18N); "
                                  "leave it empty for a scan or a board in pixels");
    file_ = new wxFilePickerCtrl(this, wxID_ANY, {}, "Save the new book as", "Sandtable books (*.sandtable)|*.sandtable",
                                 wxDefaultPosition, wxSize(360, -1), wxFLP_SAVE | wxFLP_USE_TEXTCTRL);
    file_->SetInitialDirectory(wxString::FromUTF8(folder.string()));
    file_->SetPath(wxString::FromUTF8(fresh_file(folder).string()));
    add(place, this, "File", file_, "The book is written here at once, so that recovery copies have a place beside it");
    place->AddGrowableCol(1);

    message_ = make_refusal_line(this, kMessageWidth);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(fields, 0, wxALL | wxEXPAND, 10);
    top->Add(grid_box_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    top->Add(place, 0, wxALL | wxEXPAND, 10);
    top->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(top);

    ruleset_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { ruleset_changed(); });
    map_kind_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { map_kind_changed(); });
    close_on_accepted_ok(*this, [this] { return this->accept(); });
    if (!all_rulesets().empty()) {
        ruleset_->SetSelection(0);
        ruleset_changed();
    }
}

bool NewBookDialog::choose_ruleset(const std::string& id) {
    const auto rulesets = all_rulesets();
    for (std::size_t i = 0; i < rulesets.size(); ++i) {
        if (rulesets[i].id != id) continue;
        ruleset_->SetSelection(static_cast<int>(i));
        ruleset_changed();
        return true;
    }
    return false;
}

void NewBookDialog::ruleset_changed() {
    const int chosen = ruleset_->GetSelection();
    if (chosen == wxNOT_FOUND) return;
    const RulesetDefinition& ruleset = all_rulesets()[static_cast<std::size_t>(chosen)];
    const NewBookChoices defaults = NewBookChoices::defaults_for(ruleset);
    kinds_ = ruleset.map_kinds;
    map_kind_->Clear();
    for (MapKind kind : kinds_) map_kind_->Append(kind_label(kind));
    map_kind_->SetSelection(0);
    title_->ChangeValue(wxString::FromUTF8(defaults.title));
    orientation_->SetSelection(defaults.grid.orientation == HexOrientation::FlatTop ? 0 : 1);
    size_->SetValue(defaults.grid.size);
    columns_->SetValue(defaults.grid.columns);
    rows_->SetValue(defaults.grid.rows);
    labels_->SetSelection(static_cast<int>(defaults.grid.labels));
    map_kind_changed();
}

void NewBookDialog::map_kind_changed() {
    const bool hex = choices().map_kind == MapKind::Hex;
    grid_box_->GetStaticBox()->Enable(hex);
    for (wxWindow* control : std::initializer_list<wxWindow*>{orientation_, size_, columns_, rows_, labels_}) control->Enable(hex);
}

NewBookChoices NewBookDialog::choices() const {
    NewBookChoices choices;
    const int ruleset = ruleset_->GetSelection();
    if (ruleset != wxNOT_FOUND) choices = NewBookChoices::defaults_for(all_rulesets()[static_cast<std::size_t>(ruleset)]);
    const int kind = map_kind_->GetSelection();
    if (kind != wxNOT_FOUND && static_cast<std::size_t>(kind) < kinds_.size()) choices.map_kind = kinds_[static_cast<std::size_t>(kind)];
    choices.title = title_->GetValue().ToStdString(wxConvUTF8);
    choices.grid.orientation = orientation_->GetSelection() == 1 ? HexOrientation::PointyTop : HexOrientation::FlatTop;
    choices.grid.size = size_->GetValue();
    choices.grid.columns = columns_->GetValue();
    choices.grid.rows = rows_->GetValue();
    choices.grid.labels = static_cast<LabelSchemeKind>(std::max(labels_->GetSelection(), 0));
    choices.crs = crs_->GetValue().Strip(wxString::both).ToStdString(wxConvUTF8);
    choices.file = file_->GetPath().ToStdString(wxConvUTF8);
    return choices;
}

bool NewBookDialog::accept() {
    // The caller checks the choices (MainFrame::create_book), as it does for any book it makes.
    const Status accepted = accept_ ? accept_(choices()) : choices().check();
    return show_refusal(*this, *message_, accepted, kMessageWidth);
}

wxString NewBookDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
