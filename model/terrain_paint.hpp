#pragma once
// Painting terrain onto hexes: what a brush of a given mode makes of a hex's terrain set, and
// which hexes a brush or a fill reaches.
#include "model/hex_map.hpp"

#include <cstddef>
#include <vector>

namespace sandtable {

enum class TerrainPaintMode {
    Paint,   // the hex becomes exactly the terrain
    Add,     // the terrain joins what the hex has (woods on a hill)
    Remove,  // the terrain leaves the hex
};

// The terrain set of a hex after painting catalogue entry `terrain` over `before`.
[[nodiscard]] TerrainMask painted_mask(TerrainMask before, std::size_t terrain, TerrainPaintMode mode);

// The hexes of the map within `radius` of `centre` (0: the centre alone), centre first.
[[nodiscard]] std::vector<HexCoord> brush_hexes(const HexMap& map, HexCoord centre, int radius);

// The hexes connected to `start` through neighbours that have exactly its terrain set, `start`
// first; empty when `start` is off the map.
[[nodiscard]] std::vector<HexCoord> fill_region(const HexMap& map, HexCoord start);

}  // namespace sandtable
