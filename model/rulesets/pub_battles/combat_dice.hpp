#pragma once
// The dice of a named attack (How to Resolve Combat): each piece's melee or fire dice from the
// rules data's combat-dice table, hits on 4 or higher, modified by Cover (-1 to the attacker when
// the defender has it; woods on a hill is still -1), Flanking (+1 firing at a piece's flank, -1
// firing at a piece on your flank; road column is treated as flanked; defenders in buildings
// cannot be flanked) and noted with the target's quality (elite absorbs its first hit, militia
// counts its first as two).
#include "model/rules_data.hpp"
#include "model/rulesets/pub_battles/battlefield.hpp"

#include <string>
#include <vector>

namespace sandtable::pub_battles {

enum class CombatKind { Melee, Fire };
[[nodiscard]] std::string_view to_string(CombatKind kind);  // "melee", "fire"

struct DieModifier {
    int value = 0;
    std::string reason;
    std::string rule;
};

// What one piece rolls at another.
struct PieceDice {
    std::string piece;
    std::string target;
    bool rolls = false;
    std::string why_not;  // when it does not roll
    int dice = 0;
    std::vector<DieModifier> modifiers;
    int modifier = 0;
    int hits_on = 4;  // a die showing this or more hits (7: none can)
    double expected_hits = 0.0;
    std::string target_quality;  // what the target's quality does to the first hit, if anything
    std::string rule;
};

struct CombatDice {
    CombatKind kind = CombatKind::Melee;
    PieceDice attacker;  // the piece that moved to make the combat
    PieceDice defender;  // its return fire, rolled at the same time
};

[[nodiscard]] CombatDice combat_dice(const Battlefield& field, const RulesData& rules, const FieldPiece& attacker,
                                     const FieldPiece& defender, CombatKind kind);

}  // namespace sandtable::pub_battles
