#pragma once
// The stacks a scenario's setup makes on a hex map: the units in a hex, and the hexes that hold units.
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"
#include "model/scenario.hpp"

#include <string>
#include <vector>

namespace sandtable {

// The units placed in the hex, bottom of the stack first; eliminated units are off the map.
[[nodiscard]] std::vector<std::string> units_in_hex(const Scenario& resolved, const HexMap& map, HexCoord hex);
// The units in each of the hexes, hex by hex.
[[nodiscard]] std::vector<std::string> units_in_hexes(const Scenario& resolved, const HexMap& map, const std::vector<HexCoord>& hexes);
// Every hex that holds a unit, each once, in setup order.
[[nodiscard]] std::vector<HexCoord> hexes_with_units(const Scenario& resolved, const HexMap& map);

}  // namespace sandtable
