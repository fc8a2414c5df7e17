#pragma once
// Movement of one unit (§7): what each step costs by the §2 terrain table, which hexes it may not
// enter, and the three ways of moving (normal, double away from the enemy, triple along a road).
#include "model/board/board.hpp"
#include "model/board/hex_bits.hpp"
#include "model/board/path_search.hpp"

#include <optional>
#include <string_view>

namespace sandtable::rulesets::gettysburg_150 {

enum class MovePace {
    Normal,  // 1x the allowance
    Double,  // 2x: never next to an enemy unit
    Triple,  // 3x: never next to an enemy unit and all along a road
};

class MovementSteps final : public StepRules {
public:
    MovementSteps(const Board& board, const BoardUnit& unit, MovePace pace);

    [[nodiscard]] StepVerdict judge(const StepQuery& step) const override;
    [[nodiscard]] StepCost explain(const StepQuery& step, const StepVerdict& verdict) const override;

private:
    [[nodiscard]] int height_of(TerrainMask terrain) const;

    const Board& board_;
    const BoardUnit& unit_;
    MovePace pace_;
    const HexsideIndex& sides_;
    HexBits next_to_enemy_;  // for double and triple movement: hexes next to a non-leader enemy unit
    TerrainMask road_;
    TerrainMask woods_;
    TerrainMask ridge_;
    TerrainMask double_ridge_;
    TerrainMask creek_;
    Board::RoadSet roads_;
};

// 0 for open ground, 1 for a ridge, 2 for a double ridge or hill: entering a higher hex is
// "moving up" (§2 Ridge (Moving/Firing Up)), and a ridge hides what is lower behind it (§8).
[[nodiscard]] int height(const Board& board, HexCoord hex);

// A non-leader unit of another side than `side` is in a hex next to `hex` (§7: leaders never block).
[[nodiscard]] bool next_to_enemy(const Board& board, HexCoord hex, std::string_view side);

// The hex has road terrain or a road of the map runs through it.
[[nodiscard]] bool on_road(const Board& board, HexCoord hex);

// A road runs from a to b: a map road joins them, or both are road hexes.
[[nodiscard]] bool along_road(const Board& board, HexCoord a, HexCoord b);

}  // namespace sandtable::rulesets::gettysburg_150
