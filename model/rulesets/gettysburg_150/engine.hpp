#pragma once
// The rules engine of Gettysburg 150: movement (§7) and line of sight (§8).
#include "model/board/hex_rules_engine.hpp"

namespace sandtable::rulesets::gettysburg_150 {

class Engine final : public HexRulesEngine {
public:
    // Normal movement first, then double and triple where the unit's start allows them (§7).
    [[nodiscard]] std::vector<MoveMode> move_modes(const MoveRequest& request) const override;
    [[nodiscard]] Sight line_of_sight(const Board& board, HexCoord from, HexCoord to,
                                      const BoardUnit* observer) const override;
};

}  // namespace sandtable::rulesets::gettysburg_150
