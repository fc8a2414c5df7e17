#pragma once
// The rules engine of Pub Battles on free-form maps: reach (How the Pieces Move: Moving, Road
// Column), field of fire, command range (HQs), line of sight, and the dice of a combat (How to
// Resolve Combat), each from its own file of this folder.
#include "model/freeform/freeform_rules_engine.hpp"

namespace sandtable::pub_battles {

class Engine final : public FreeformRulesEngine {
public:
    [[nodiscard]] FreeformReach reach(const FreeformBoard& board, const FreeformPiece& piece) const override;
    [[nodiscard]] FireField field_of_fire(const FreeformBoard& board, const FreeformPiece& piece) const override;
    [[nodiscard]] CommandReach command_range(const FreeformBoard& board, const FreeformPiece& piece) const override;
    [[nodiscard]] FreeformSight line_of_sight(const FreeformBoard& board, const SightEnds& ends) const override;
    [[nodiscard]] CombatDice combat_dice(const FreeformBoard& board, const RulesData& rules, const FreeformPiece& attacker,
                                         const FreeformPiece& defender, CombatKind kind) const override;
};

}  // namespace sandtable::pub_battles
