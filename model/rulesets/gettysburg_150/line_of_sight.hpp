#pragma once
// Range and line of sight (§8): adjacent hexes always see each other; beyond, the straight line
// from centre to centre must pass no blocking hex.
#include "model/board/board.hpp"
#include "model/board/sight.hpp"

namespace sandtable::rulesets::gettysburg_150 {

// How far artillery fires (§8 Combat Hit Number Chart).
inline constexpr int kArtilleryRange = 3;

// Line of sight from `from` to `to`, at most `range` hexes long. A hex strictly between blocks
// with woods, Gettysburg or a unit other than a leader in it, or as a ridge that hides a lower end
// 1 or 2 hexes behind it; where the line runs along a hexside, only when both hexes block.
[[nodiscard]] Sight line_of_sight(const Board& board, HexCoord from, HexCoord to, int range = kArtilleryRange);

}  // namespace sandtable::rulesets::gettysburg_150
