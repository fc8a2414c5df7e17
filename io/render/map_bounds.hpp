#pragma once
// The rectangle in map coordinates that a map's drawing covers, corners included.
#include "model/hex/hex_geometry.hpp"

namespace sandtable {

class HexMap;
struct GameMap;

struct MapBounds {
    MapPoint min;
    MapPoint max;
    [[nodiscard]] double width() const { return max.x - min.x; }
    [[nodiscard]] double height() const { return max.y - min.y; }
    [[nodiscard]] bool empty() const { return !(max.x > min.x && max.y > min.y); }
};

// Looks at the border hexes only: whatever the rotation, they hold the map's extremes.
[[nodiscard]] MapBounds hex_map_bounds(const HexMap& map);

// What a map's drawing covers: a hex map's hexes; a free-form map's extent, or, without one, what
// its shapes, lines and points cover; nothing for an area map.
[[nodiscard]] MapBounds map_bounds(const GameMap& map);

}  // namespace sandtable
