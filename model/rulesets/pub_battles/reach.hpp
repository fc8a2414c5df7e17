#pragma once
// Where a piece can get to this turn (How the Pieces Move; Terrain Effects), as the editor draws it
// and `sandtable-cli reach` answers it:
// - in formation: its Foot or Mounted move, reduced by 1/3 once if the way goes through any
//   difficult terrain (woods, buildings, marsh, a stream crossed, a hill's slope climbed or
//   descended); moving in its facing, obliquely up to 45 degrees, with one free facing change and
//   1/3 move for each further one; never through enemy pieces (HQs do not block), never into marsh
//   for artillery and cavalry, never across a river but at a bridge or ford; ending only where the
//   majority of the piece fits (on the map, off other pieces, out of marsh for artillery and cavalry);
// - in road column: x2 along roads, ignoring terrain, never into an enemy field of fire nor
//   through other pieces on the road; on minor roads the blank piece behind it needs a second piece
//   length of clear road. Changing into or out of road column costs 1/3 move.
// The ground is measured on a grid of 1/30 move cells; a way is a chain of cell steps.
#include "model/freeform/freeform_answers.hpp"
#include "model/freeform/freeform_board.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable::pub_battles {

inline constexpr std::string_view kMovingRule = "pub-battles How the Pieces Move: Moving";
inline constexpr std::string_view kRoadColumnRule = "pub-battles How the Pieces Move: Road Column";

// Foot for infantry, artillery and baggage; Mounted for cavalry, dragoons and HQs.
[[nodiscard]] bool moves_mounted(const FreeformPiece& piece);
[[nodiscard]] FreeformReach reach_of(const FreeformBoard& field, const FreeformPiece& piece);

}  // namespace sandtable::pub_battles
