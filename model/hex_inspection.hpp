#pragma once
// What a designer sees of one hex of a hex map, in names: its label, terrain, hexside features
// (by the neighbour they face), roads, places, objectives, entry edges and the stack a scenario's
// setup puts there. The editor's hex inspector and its tooltip over a hex show it.
#include "model/book.hpp"
#include "model/game_map.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/scenario.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct HexInspection {
    struct Side {
        std::string toward;  // the neighbour's label, or "off the map"
        std::vector<std::string> features;
        friend bool operator==(const Side&, const Side&) = default;
    };
    std::string label;
    std::vector<std::string> terrain;
    std::vector<Side> hexsides;            // only the sides with features
    std::vector<std::string> roads;        // "Pike: Chambersburg Pike", or the kind alone when unnamed
    std::vector<std::string> places;
    std::vector<std::string> objectives;   // "Seminary Ridge (3 VP, Union)"
    std::vector<std::string> entry_edges;
    std::vector<std::string> stack;        // unit names, the top of the stack first
    friend bool operator==(const HexInspection&, const HexInspection&) = default;
};

// `resolved` is the scenario on show, resolved (variant_resolution.hpp); null for no stack.
[[nodiscard]] HexInspection inspect_hex(const Book& book, const GameMap& map, const Scenario* resolved, HexCoord hex);
// The same in one short line a tooltip: "P3: Woods, Hill; Stream toward P4; Pike; Herr's Tavern;
// Objective Seminary (3 VP); Heth, Pegram".
[[nodiscard]] std::string brief(const HexInspection& inspection);

}  // namespace sandtable
