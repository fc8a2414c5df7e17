#include "editor/combat_pane.hpp"

#include <wx/sizer.h>

namespace sandtable::editor {

CombatPane::CombatPane(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    text_ = new wxTextCtrl(this, wxID_ANY, "Select a stack on the map to see the combat against it.", wxDefaultPosition,
                           wxDefaultSize, wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(text_, 1, wxEXPAND);
    SetSizer(sizer);
}

void CombatPane::show(const Book* book, const std::string& scenario_id, std::optional<HexCoord> hex) {
    combat_ = {};
    if (book == nullptr || !hex) {
        text_->SetValue("Select a stack on the map to see the combat against it.");
        return;
    }
    combat_ = combat_against_stack(*book, scenario_id, *hex);
    wxString text;
    for (const auto& line : combat_.lines()) text += wxString::FromUTF8(line) + "\n";
    text_->SetValue(text);
}

}  // namespace sandtable::editor
