#pragma once
// The hexside nearest a point of the map, and where a hexside lies, for tools that draw on
// hexsides.
#include "model/hex/hex_geometry.hpp"
#include "model/hex/hexside.hpp"

#include <array>

namespace sandtable {

// The side, of the hex holding the point, whose middle is nearest the point.
[[nodiscard]] HexsideKey nearest_hexside(const HexGeometry& geometry, MapPoint point);
// The two corners the side runs between.
[[nodiscard]] std::array<MapPoint, 2> hexside_ends(const HexGeometry& geometry, HexsideKey side);

}  // namespace sandtable
