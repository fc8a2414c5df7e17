#pragma once
// A piece's Field of Fire (How the Pieces Move: Field of Fire): infantry, dragoons and artillery
// project it to their front, within a 45 degree arc, to 1/3 Foot move, limited by line of sight.
// Read here (docs/rulesets/pub-battles.md) as the ground within 1/3 Foot move of the front edge
// between two lines leaving the front corners at 45 degrees outward from straight ahead; a piece
// in road column projects none.
#include "model/freeform/freeform_board.hpp"

#include <string_view>

namespace sandtable::pub_battles {

inline constexpr std::string_view kFieldOfFireRule = "pub-battles How the Pieces Move: Field of Fire";

[[nodiscard]] bool projects_fire(const FreeformPiece& piece);
// The arc alone, as if nothing blocked sight; empty for a piece that projects none.
[[nodiscard]] MultiPolygon fire_arc(const FreeformPiece& piece, double range);
// The arc cut where the piece's sight is blocked, from its front edge: rays every degree from
// both front corners and the middle of the front, each ending where its line of sight does.
[[nodiscard]] MultiPolygon field_of_fire(const FreeformBoard& field, const FreeformPiece& piece);
// The share (0 to 1) of a footprint inside a field of fire; the majority decides ("half in Fire
// range, half out" is what Moving Intent forbids).
[[nodiscard]] double share_in(const MultiPolygon& fire, const PieceFootprint& footprint);
// Whether a piece is in another's field of fire, without working the whole field out: the share
// of 15 points spread over the target's footprint (5 along its width, 3 across its depth) that lie
// in the firer's arc and are seen from its front (its corners or the middle of its front edge).
// What the checks and the combat dice ask; the drawn field is field_of_fire.
[[nodiscard]] double share_in_fire(const FreeformBoard& field, const FreeformPiece& firer, const FreeformPiece& target);

}  // namespace sandtable::pub_battles
