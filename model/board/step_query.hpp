#pragma once
// One step of a unit as a search asks a ruleset about it: from a hex into an adjacent one, with
// both hexes' places in the map so that the ruleset's tables are read without a lookup.
#include "model/hex/hex_coord.hpp"

#include <cstddef>
#include <limits>

namespace sandtable {

class HexMap;

// The index of a hex that is not on the map.
inline constexpr std::size_t kOffMap = std::numeric_limits<std::size_t>::max();

struct StepQuery {
    HexCoord from;
    HexCoord to;
    std::size_t from_index = kOffMap;  // HexMap::index_of, kOffMap off the map
    std::size_t to_index = kOffMap;
    int direction = -1;  // from `from` to `to`, 0..5; -1 when they are not adjacent
};

// The query for a step between two hexes given by their coordinates alone.
[[nodiscard]] StepQuery step_query(const HexMap& map, HexCoord from, HexCoord to);

}  // namespace sandtable
