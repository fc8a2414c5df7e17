#pragma once
// Whether one point of a Pub Battles map sees another (How the Pieces Move: Line of Sight): woods,
// buildings, hills and pieces block; a sight line sees into woods and buildings up to a piece's
// depth in all, and onto a hill up to its crest; from a hill it sees over woods, buildings and
// lower hills it is closer to than the target is; it reaches 1 Foot move at most. HQs block
// neither sight nor movement.
#include "model/rulesets/pub_battles/battlefield.hpp"

#include <string>
#include <vector>

namespace sandtable::pub_battles {

struct SightEnds {
    MapPoint from;
    MapPoint to;
    std::string observer;  // the piece looking, if any: it does not block, and its hill is its own
    std::string target;    // the piece looked at, if any: it does not block
};

// Something the sight line meets, and what it does to it.
struct SightObstacle {
    std::string kind;    // "woods", "buildings", "hills", "piece", "range"
    std::string object;  // the area or piece
    bool blocks = false;
    std::string reason;
};

struct FreeformSight {
    bool clear = true;
    double distance = 0.0;
    std::vector<SightObstacle> obstacles;
    std::string summary;
    std::string rule;
};

inline constexpr std::string_view kSightRule = "pub-battles How the Pieces Move: Line of Sight";

[[nodiscard]] FreeformSight line_of_sight(const Battlefield& field, const SightEnds& ends);

}  // namespace sandtable::pub_battles
