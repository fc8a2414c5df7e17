#pragma once
// Map > Combat Odds: the combat against the selected stack, added up by the ruleset's combat
// calculator (attack and defence factors, their working, and the combat results by the dice).
// Units that may support the defence are listed to be ticked, and the sums follow. It follows the
// selection and never asks anything; it names units by their names.
#include "model/board/stack_combat.hpp"
#include "model/hex/hex_coord.hpp"

#include <optional>
#include <string>
#include <vector>
#include <wx/checklst.h>
#include <wx/panel.h>
#include <wx/textctrl.h>

namespace sandtable::editor {

class CombatPane final : public wxPanel {
public:
    explicit CombatPane(wxWindow* parent);
    // Recomputes for the stack in `hex` of a scenario's setup, with no support ticked; without a
    // book, a hex or a scenario the pane says what to select. The book must outlive the pane or
    // the next call.
    void show(const Book* book, const std::string& scenario_id, std::optional<HexCoord> hex);
    // Ticks these units among those that may support, and recomputes.
    void set_support(const std::vector<std::string>& units);
    [[nodiscard]] const StackCombat& combat() const { return combat_; }
    [[nodiscard]] wxString text() const { return text_->GetValue(); }
    // The units that may support the defence, in the order listed.
    [[nodiscard]] const std::vector<std::string>& supporters() const { return supporters_; }
    // Those units as the list shows them, by name.
    [[nodiscard]] wxArrayString supporter_labels() const { return support_->GetStrings(); }
    [[nodiscard]] wxTextCtrl* text_control() { return text_; }
    [[nodiscard]] wxCheckListBox* support_list() { return support_; }

private:
    void recompute();
    [[nodiscard]] std::vector<std::string> ticked() const;

    wxTextCtrl* text_;
    wxCheckListBox* support_;
    const Book* book_ = nullptr;
    std::string scenario_;
    std::optional<HexCoord> hex_;
    std::vector<std::string> supporters_;
    StackCombat combat_;
};

}  // namespace sandtable::editor
