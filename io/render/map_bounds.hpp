#pragma once
// The rectangle in map coordinates that a hex map's hexes cover, corners included.
#include "model/hex/hex_geometry.hpp"

namespace sandtable {

class HexMap;

struct MapBounds {
    MapPoint min;
    MapPoint max;
    [[nodiscard]] double width() const { return max.x - min.x; }
    [[nodiscard]] double height() const { return max.y - min.y; }
    [[nodiscard]] bool empty() const { return !(max.x > min.x && max.y > min.y); }
};

// Looks at the border hexes only: whatever the rotation, they hold the map's extremes.
[[nodiscard]] MapBounds hex_map_bounds(const HexMap& map);

}  // namespace sandtable
