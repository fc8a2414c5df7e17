#include "editor/dialogs/objective_dialog.hpp"

#include "editor/dialogs/refusal_line.hpp"

#include <algorithm>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

namespace {

constexpr int kMaxVp = 100000;
constexpr int kMessageWidth = 340;

wxString utf8(const std::string& text) { return wxString::FromUTF8(text); }

}  // namespace

ObjectiveDialog::ObjectiveDialog(wxWindow* parent, const wxString& title, std::vector<ScoringSide> sides, const ObjectiveForm& initial,
                                 Accept on_accept)
    : wxDialog(parent, wxID_ANY, title), sides_(std::move(sides)), accept_(std::move(on_accept)) {
    auto* fields = new wxFlexGridSizer(2, 6, 8);
    auto add = [&](const wxString& label, wxWindow* control) {
        fields->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        fields->Add(control, 1, wxEXPAND);
    };
    name_ = new wxTextCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxSize(260, -1));
    name_->SetHint("Seminary, Culp's Hill");
    add("Name", name_);
    vp_ = new wxSpinCtrl(this, wxID_ANY, {}, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, kMaxVp, 1);
    vp_->SetToolTip("Victory points for holding it");
    add("VP", vp_);
    side_ = new wxChoice(this, wxID_ANY);
    for (const ScoringSide& side : sides_) side_->Append(utf8(side.name));
    side_->SetToolTip("The side that scores it when it holds it");
    add("Scored by", side_);
    fields->AddGrowableCol(1);

    message_ = make_refusal_line(this, kMessageWidth);

    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(fields, 0, wxALL | wxEXPAND, 10);
    sizer->Add(message_, 0, wxLEFT | wxRIGHT | wxEXPAND, 10);
    sizer->Add(CreateSeparatedButtonSizer(wxOK | wxCANCEL), 0, wxALL | wxEXPAND, 10);
    SetSizerAndFit(sizer);

    set_form(initial);
    name_->SetFocus();
    close_on_accepted_ok(*this, [this] { return this->accept(); });
}

ObjectiveForm ObjectiveDialog::form() const {
    const int selection = side_->GetSelection();
    const bool chosen = selection >= 0 && static_cast<std::size_t>(selection) < sides_.size();
    return {name_->GetValue().ToStdString(wxConvUTF8), vp_->GetValue(), chosen ? sides_[static_cast<std::size_t>(selection)].id : std::string()};
}

void ObjectiveDialog::set_form(const ObjectiveForm& form) {
    name_->ChangeValue(utf8(form.name));
    vp_->SetValue(form.vp);
    // A side the book no longer has shows as either side, which OK then makes it.
    const auto found = std::find_if(sides_.begin(), sides_.end(), [&](const ScoringSide& side) { return side.id == form.side; });
    if (!sides_.empty()) side_->SetSelection(found != sides_.end() ? static_cast<int>(found - sides_.begin()) : 0);
}

bool ObjectiveDialog::accept() {
    const ObjectiveForm fields = form();
    Status accepted = fields.check();
    if (accepted && accept_) accepted = accept_(fields);
    return show_refusal(*this, *message_, accepted, kMessageWidth);
}

wxString ObjectiveDialog::message() const { return message_->GetLabel(); }

}  // namespace sandtable::editor
