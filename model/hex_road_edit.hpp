#pragma once
// Roads through hex centres (a HexRoad is a chain of neighbouring hexes) drawn and erased one step
// at a time, as the editor's road tool does along a stroke. Where a ruleset treats a road as
// something a hex has (Gettysburg 150's "Road" terrain), the road runs through the centres; where
// it crosses hexsides, it is a hexside feature instead.
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include <string>
#include <vector>

namespace sandtable {

// Whether `road` runs straight from a to b (neighbours), either way.
[[nodiscard]] bool runs_along(const HexRoad& road, HexCoord a, HexCoord b);

// The roads with the step a-b (neighbours) as a road of `kind`: a road of that kind ending or
// starting at a (else at b) grows by the step, otherwise a new road of two hexes starts, with an
// id no road of the list has. Unchanged when a road of that kind already runs a-b, or when a and
// b are not neighbours.
[[nodiscard]] std::vector<HexRoad> with_road_step(std::vector<HexRoad> roads, HexCoord a, HexCoord b,
                                                  const std::string& kind);

// The roads without the step a-b, of any kind: a road cut in its middle becomes two (the second
// with a new id), and a piece of one hex is dropped.
[[nodiscard]] std::vector<HexRoad> without_road_step(std::vector<HexRoad> roads, HexCoord a, HexCoord b);

}  // namespace sandtable
