#pragma once
// Which pieces of a scenario stand at a place of a free-form map: the map's gestures ask it to
// pick a piece up.
#include "model/freeform/piece_footprint.hpp"
#include "model/scenario.hpp"

#include <map>
#include <string>
#include <vector>

namespace sandtable {

[[nodiscard]] bool footprint_contains(const PieceFootprint& footprint, MapPoint point);

// The pieces of the (resolved) scenario set up at points whose footprint holds `point`, the one
// drawn on top first (pieces are drawn in setup order, so the last placed lies on top).
[[nodiscard]] std::vector<std::string> pieces_at(const Scenario& scenario, const FreeformMap& map, MapPoint point);

// The rectangle each piece of the (resolved) scenario set up at a point covers, by unit: what a
// canvas draws again when the piece moves, turns or goes.
[[nodiscard]] std::map<std::string, MapRect> piece_bounds(const Scenario& scenario, const FreeformMap& map);

}  // namespace sandtable
