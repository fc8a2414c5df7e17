#pragma once
// Whether one point of a Pub Battles map sees another (How the Pieces Move: Line of Sight): woods,
// buildings, hills and pieces block; a sight line sees into woods and buildings up to a piece's
// depth in all, and onto a hill up to its crest; from a hill it sees over woods, buildings and
// lower hills it is closer to than the target is; it reaches 1 Foot move at most. HQs block
// neither sight nor movement.
#include "model/freeform/freeform_answers.hpp"
#include "model/freeform/freeform_board.hpp"

#include <string>
#include <vector>

namespace sandtable::pub_battles {

inline constexpr std::string_view kSightRule = "pub-battles How the Pieces Move: Line of Sight";

[[nodiscard]] FreeformSight line_of_sight(const FreeformBoard& field, const SightEnds& ends);

}  // namespace sandtable::pub_battles
