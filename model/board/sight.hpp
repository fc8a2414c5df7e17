#pragma once
// What a line-of-sight rule found between two hexes, for any ruleset.
#include "model/hex/hex_coord.hpp"
#include "model/hex_map.hpp"

#include <optional>

#include <string>
#include <vector>

namespace sandtable {

// One place the line passes: a hex, or the two hexes either side of a hexside it runs along.
struct SightPoint {
    std::vector<HexCoord> hexes;
    bool blocks = false;
    std::string reason;  // what is there, and why it blocks or not
};

struct Sight {
    bool clear = false;
    int distance = 0;
    std::string summary;  // one sentence for a designer
    std::string rule;
    std::vector<SightPoint> points;  // in order from the observer
};

// What every ruleset's line of sight starts with: beyond `range` nothing is seen, and a hex sees
// itself and its neighbours (`adjacent` says why). Nothing when the hexes between must be looked at.
[[nodiscard]] std::optional<Sight> sight_by_distance(const HexMap& map, HexCoord from, HexCoord to, int range,
                                                     const std::string& rule, const std::string& adjacent);

}  // namespace sandtable
