#pragma once
// Where hexes sit in map coordinates: orientation, size, origin and rotation.
// Map coordinates have y growing downwards, like image pixels.
#include "model/hex/hex_coord.hpp"
#include "model/map_point.hpp"

#include <array>

namespace sandtable {

enum class HexOrientation { FlatTop, PointyTop };

struct HexGeometry {
    HexOrientation orientation = HexOrientation::FlatTop;
    double size = 1.0;            // centre to corner, in map units
    MapPoint origin{};            // centre of axial hex (0, 0)
    double rotation_degrees = 0;  // clockwise on screen (y down), about origin
    friend bool operator==(const HexGeometry&, const HexGeometry&) = default;
};

[[nodiscard]] MapPoint hex_to_point(const HexGeometry& geometry, HexCoord hex);
// The hex containing the point (nearest centre; cube rounding).
[[nodiscard]] HexCoord point_to_hex(const HexGeometry& geometry, MapPoint point);
// Corners in order round the hex; corner i lies between the hexsides in directions i-1 and i
// for flat top, as drawn by hex_corners.
[[nodiscard]] std::array<MapPoint, 6> hex_corners(const HexGeometry& geometry, HexCoord hex);
// The two corners the hex shares with its neighbour in `direction` (wrapped into 0..5): corners
// direction and direction + 1 of hex_corners.
[[nodiscard]] std::array<MapPoint, 2> hexside_corners(const HexGeometry& geometry, HexCoord hex, int direction);

}  // namespace sandtable
