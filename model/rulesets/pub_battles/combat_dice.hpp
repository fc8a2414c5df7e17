#pragma once
// The dice of a named attack (How to Resolve Combat): each piece's melee or fire dice from the
// rules data's combat-dice table, hits on 4 or higher, modified by Cover (-1 to the attacker when
// the defender has it; woods on a hill is still -1), Flanking (+1 firing at a piece's flank, -1
// firing at a piece on your flank; road column is treated as flanked; defenders in buildings
// cannot be flanked) and noted with the target's quality (elite absorbs its first hit, militia
// counts its first as two).
#include "model/rules_data.hpp"
#include "model/freeform/freeform_answers.hpp"
#include "model/freeform/freeform_board.hpp"

#include <string>
#include <vector>

namespace sandtable::pub_battles {

[[nodiscard]] CombatDice combat_dice(const FreeformBoard& field, const RulesData& rules, const FreeformPiece& attacker,
                                     const FreeformPiece& defender, CombatKind kind);

}  // namespace sandtable::pub_battles
