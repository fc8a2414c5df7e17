#pragma once
// Map > Combat Odds: the combat against the selected stack, added up by the ruleset's combat
// calculator (attack and defence factors, their working, support that could be given, and the
// combat results by the dice). It follows the selection and never asks anything.
#include "model/board/stack_combat.hpp"
#include "model/hex/hex_coord.hpp"

#include <optional>
#include <string>
#include <wx/panel.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

class CombatPane final : public wxPanel {
public:
    explicit CombatPane(wxWindow* parent);
    // Recomputes for the stack in `hex` of a scenario's setup; no book or no hex clears the pane.
    void show(const Book* book, const std::string& scenario_id, std::optional<HexCoord> hex);
    [[nodiscard]] const StackCombat& combat() const { return combat_; }
    [[nodiscard]] wxString text() const { return text_->GetValue(); }

private:
    wxTextCtrl* text_;
    StackCombat combat_;
};

}  // namespace sandtable::editor
