#pragma once
// The hexes a road runs through, as chains of adjacent hexes through hex centres (HexRoad). The
// line is followed at steps of an eighth of the hex size, so a road that only clips a hex's
// corner for less than that may pass it by; gaps are closed with the straight hex line. A road
// that leaves the map gives one chain per stretch on the map. A hex gets into one chain only:
// where the line goes back over hexes it already passed (lines joined from pieces can double
// back), nothing is added until it reaches a new hex, and a new chain then starts at the hex it
// came from, so the chains stay joined.
#include "model/hex_map.hpp"
#include "model/vector_feature.hpp"

#include <vector>

namespace sandtable {

[[nodiscard]] std::vector<std::vector<HexCoord>> road_hex_paths(const HexMap& map, const PointList& line);

}  // namespace sandtable
