#pragma once
// Movement of one unit (§11.1): what each step costs by Table 1, where the unit has to stop, and
// its movement allowance.
#include "model/board/board.hpp"
#include "model/board/hex_bits.hpp"
#include "model/board/path_search.hpp"

#include <optional>
#include <string>

namespace sandtable::rulesets::gettysburg_125 {

inline constexpr std::string_view kControlAndCommand = "control-and-command";

class MovementSteps final : public StepRules {
public:
    MovementSteps(const Board& board, const BoardUnit& unit, bool night);

    [[nodiscard]] StepVerdict judge(const StepQuery& step) const override;
    [[nodiscard]] StepCost explain(const StepQuery& step, const StepVerdict& verdict) const override;
    [[nodiscard]] bool stops_in(HexCoord hex, std::size_t index) const override { return in_zone(hex, index); }
    [[nodiscard]] std::optional<StepCost> must_stop(HexCoord hex) const override;

private:
    [[nodiscard]] bool in_zone(HexCoord hex, std::size_t index) const;

    const Board& board_;
    const BoardUnit& unit_;
    bool night_;
    bool artillery_;
    const HexsideIndex& sides_;
    HexBits zones_;  // the enemy zones of control (§6) on the map
    TerrainMask woods_;
    TerrainMask rocky_hill_;
    TerrainMask town_;
    TerrainMask stream_;
    Board::RoadSet roads_;
};

struct MovementAllowance {
    double mf = 0;
    std::string explanation;
    const BoardUnit* headquarters = nullptr;  // the friendly headquarters it moves with, if any
};

// The unit's movement factor, with +1 MF when a friendly headquarters shares its hex and moves
// with it (§11.1.3), only one in its chain of command under Control & Command.
[[nodiscard]] MovementAllowance movement_allowance(const Board& board, const BoardUnit& unit, bool control_and_command);

}  // namespace sandtable::rulesets::gettysburg_125
