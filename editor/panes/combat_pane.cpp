#include "editor/panes/combat_pane.hpp"

#include "model/rulesets/ruleset_registry.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace sandtable::editor {

namespace {

const char* const kSelectAStack = "Select a stack on the map to add up the combat against it.";
const char* const kChooseAScenario = "Choose a scenario in the Project pane to add up the combats of its setup.";

}  // namespace

CombatPane::CombatPane(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    text_ = new wxTextCtrl(this, wxID_ANY, kSelectAStack, wxDefaultPosition, wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    support_ = new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(220, -1));
    support_->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { recompute(); });
    auto* side = new wxBoxSizer(wxVERTICAL);
    side->Add(new wxStaticText(this, wxID_ANY, "Support the defence:"), 0, wxBOTTOM, 4);
    side->Add(support_, 1, wxEXPAND);
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    sizer->Add(text_, 1, wxEXPAND);
    sizer->Add(side, 0, wxEXPAND | wxLEFT, 6);
    SetSizer(sizer);
}

void CombatPane::show(const Book* book, const std::string& scenario_id, std::optional<HexCoord> hex) {
    book_ = book;
    scenario_ = scenario_id;
    hex_ = hex;
    supporters_.clear();
    support_->Clear();
    if (book_ != nullptr && hex_ && !scenario_.empty()) {
        const StackCombat combat = combat_against_stack(*book_, find_ruleset(book_->ruleset), scenario_, *hex_);
        for (const auto& candidate : combat.candidates) {
            if (!candidate.eligible) continue;
            supporters_.push_back(candidate.unit);
            support_->Append(wxString::FromUTF8(combat.name_of(candidate.unit)));
        }
    }
    recompute();
}

void CombatPane::set_support(const std::vector<std::string>& units) {
    for (std::size_t i = 0; i < supporters_.size(); ++i) {
        support_->Check(static_cast<unsigned int>(i), std::find(units.begin(), units.end(), supporters_[i]) != units.end());
    }
    recompute();
}

std::vector<std::string> CombatPane::ticked() const {
    std::vector<std::string> units;
    for (std::size_t i = 0; i < supporters_.size(); ++i) {
        if (support_->IsChecked(static_cast<unsigned int>(i))) units.push_back(supporters_[i]);
    }
    return units;
}

void CombatPane::recompute() {
    combat_ = {};
    if (book_ == nullptr || !hex_) {
        text_->SetValue(kSelectAStack);
        return;
    }
    if (scenario_.empty()) {
        text_->SetValue(kChooseAScenario);
        return;
    }
    combat_ = combat_against_stack(*book_, find_ruleset(book_->ruleset), scenario_, *hex_, ticked());
    wxString text;
    for (const auto& line : combat_.lines()) text += wxString::FromUTF8(line) + "\n";
    text_->SetValue(text);
}

}  // namespace sandtable::editor
