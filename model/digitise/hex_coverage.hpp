#pragma once
// How much of each hex a set of polygons covers. The polygons are united first, so overlapping
// pieces count once.
#include "model/digitise/hex_index.hpp"
#include "model/hex_map.hpp"
#include "model/vector_feature.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct HexShare {
    HexCoord hex;
    double share = 0.0;  // covered area over hex area, 0..1
    friend bool operator==(const HexShare&, const HexShare&) = default;
};

struct HexCoverage {
    std::vector<HexShare> shares;     // hexes of the map with a share above 0, in map order
    std::vector<std::string> notes;   // polygons that could not be united cleanly
};

[[nodiscard]] HexCoverage hex_coverage(const HexMap& map, const geo::HexIndex& index,
                                       const std::vector<PolygonShape>& polygons);

}  // namespace sandtable
