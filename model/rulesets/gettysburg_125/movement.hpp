#pragma once
// Movement of one unit (§11.1): what each step costs by Table 1, where the unit has to stop, and
// its movement allowance.
#include "model/board/board.hpp"
#include "model/board/path_search.hpp"
#include "model/rulesets/gettysburg_125/zone_of_control.hpp"

#include <optional>
#include <string>

namespace sandtable::rulesets::gettysburg_125 {

inline constexpr std::string_view kControlAndCommand = "control-and-command";

class MovementSteps final : public StepRules {
public:
    MovementSteps(const Board& board, const BoardUnit& unit, bool night);

    [[nodiscard]] StepCost step(HexCoord from, HexCoord to) const override;
    [[nodiscard]] std::optional<StepCost> must_stop(HexCoord hex) const override;

private:
    [[nodiscard]] std::optional<StepCost> refusal(HexCoord from, HexCoord to) const;

    const Board& board_;
    const BoardUnit& unit_;
    bool night_;
    EnemyZones enemy_zones_;
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
