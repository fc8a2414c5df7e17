#pragma once
// Range and line of sight of artillery (§9, used by the Indirect fire optional rule).
#include "model/board/board.hpp"
#include "model/board/sight.hpp"

namespace sandtable::rulesets::gettysburg_125 {

// Every artillery unit has a range of 2 (§9).
inline constexpr int kArtilleryRange = 2;

// The unit's `range` attribute, or kArtilleryRange when it has none.
[[nodiscard]] int artillery_range(const BoardUnit& unit);

// Line of sight from `from` to `to`: it exists when some shortest run of hexes between them has
// no blocking hex (woods, hill, rocky hill, Gettysburg, or any unit) strictly between; from a hill
// or rocky hill hex, hills in between do not block. `range` bounds its length.
[[nodiscard]] Sight line_of_sight(const Board& board, HexCoord from, HexCoord to, int range = kArtilleryRange);

}  // namespace sandtable::rulesets::gettysburg_125
