#pragma once
// The rules questions a ruleset played on free-form maps answers, as the editor's overlays and
// `sandtable-cli reach`, `los` and `combat` ask them: where a piece can get to this turn, its field
// of fire, its command range, a line of sight, and the dice of a combat. A ruleset sets its engine
// in its definition (`RulesetDefinition::engines.freeform`); callers find it through the registry
// (`rules_engines(book.ruleset).freeform`), never by naming a ruleset.
#include "model/freeform/freeform_answers.hpp"
#include "model/freeform/freeform_board.hpp"
#include "model/rules_data.hpp"

namespace sandtable {

class FreeformRulesEngine {
public:
    FreeformRulesEngine() = default;
    FreeformRulesEngine(const FreeformRulesEngine&) = delete;
    FreeformRulesEngine& operator=(const FreeformRulesEngine&) = delete;
    virtual ~FreeformRulesEngine() = default;

    [[nodiscard]] virtual FreeformReach reach(const FreeformBoard& board, const FreeformPiece& piece) const = 0;
    [[nodiscard]] virtual FireField field_of_fire(const FreeformBoard& board, const FreeformPiece& piece) const = 0;
    [[nodiscard]] virtual CommandReach command_range(const FreeformBoard& board, const FreeformPiece& piece) const = 0;
    [[nodiscard]] virtual FreeformSight line_of_sight(const FreeformBoard& board, const SightEnds& ends) const = 0;
    // `rules` is the scenario's rules data (the book's, with the scenario's house rules).
    [[nodiscard]] virtual CombatDice combat_dice(const FreeformBoard& board, const RulesData& rules, const FreeformPiece& attacker,
                                                 const FreeformPiece& defender, CombatKind kind) const = 0;
};

}  // namespace sandtable
