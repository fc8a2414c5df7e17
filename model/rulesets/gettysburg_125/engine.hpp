#pragma once
// The rules engine of Gettysburg (125th Anniversary Edition): movement (§11.1) and line of sight (§9).
#include "model/board/hex_rules_engine.hpp"

namespace sandtable::rulesets::gettysburg_125 {

class Engine final : public HexRulesEngine {
public:
    [[nodiscard]] std::vector<MoveMode> move_modes(const MoveRequest& request) const override;
    [[nodiscard]] Sight line_of_sight(const Board& board, HexCoord from, HexCoord to,
                                      const BoardUnit* observer) const override;
};

}  // namespace sandtable::rulesets::gettysburg_125
