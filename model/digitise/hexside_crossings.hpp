#pragma once
// The hexsides a line marks. A hexside is marked when the line meets it anywhere but at its two
// corners: crossing it, touching it, or running along it. Where the line passes exactly through
// a corner, the side between the hex it leaves and the hex it enters is marked (the third hex at
// that corner is only touched), unless the line runs along a hexside into or out of the corner.
// Only sides between two hexes of the map count.
#include "model/digitise/hex_index.hpp"
#include "model/hex_map.hpp"
#include "model/vector_feature.hpp"

#include <set>

namespace sandtable {

[[nodiscard]] std::set<HexsideKey> crossed_hexsides(const HexMap& map, const geo::HexIndex& index, const PointList& line);

}  // namespace sandtable
