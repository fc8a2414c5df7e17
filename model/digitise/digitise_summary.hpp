#pragma once
// What a digitising preview would change on its map, counted by terrain and hexside feature and
// listed hex by hex, for reports (sandtable-cli digitise) and for showing before applying.
#include "model/digitise/digitise.hpp"

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace sandtable {

// How many hexes (or hexsides) carry an id after digitising, and how many of them gained it.
struct DigitiseTally {
    std::size_t total = 0;
    std::size_t added = 0;
    friend bool operator==(const DigitiseTally&, const DigitiseTally&) = default;
};

[[nodiscard]] std::map<std::string, DigitiseTally> terrain_tally(const HexMap& before, const DigitisePreview& preview);
[[nodiscard]] std::map<std::string, DigitiseTally> hexside_tally(const HexMap& before, const DigitisePreview& preview);

struct DigitiseChanges {
    std::vector<HexCoord> hexes;      // whose terrain would differ, in map order
    std::vector<HexsideKey> sides;    // whose features would differ
    std::vector<HexRoad> roads;       // the roads the preview lays
};

[[nodiscard]] DigitiseChanges digitise_changes(const HexMap& before, const DigitisePreview& preview);

// "10 town hexes (8 added), 117 stream hexsides (117 added), 3 roads" in the map's words.
[[nodiscard]] std::string describe_digitise(const HexMap& before, const DigitisePreview& preview);

}  // namespace sandtable
