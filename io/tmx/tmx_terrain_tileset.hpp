#pragma once
// The terrain tileset of a TMX export: for each entry of the map's terrain catalogue a hex filled
// with its colour (the hex's first terrain, as the renderer fills it) and three rings, one inside
// the other (its further terrains, as the renderer's bands), in one PNG image.
#include "io/tmx/tmx_hex_layout.hpp"
#include "model/terrain_def.hpp"

#include <string>
#include <vector>

namespace sandtable {

// Tiles per catalogue entry, in this order in each row of the image: the fill, then rings 1 to 3.
inline constexpr int kTmxTilesPerTerrain = 4;

// The local tile id of a terrain's fill (band 0) or of its ring `band` (1 to 3; more is drawn as 3).
[[nodiscard]] int tmx_terrain_tile(std::size_t catalogue_index, int band);

// The tileset image as PNG bytes: kTmxTilesPerTerrain columns, one row a catalogue entry.
[[nodiscard]] std::string draw_terrain_tileset_png(const std::vector<TerrainDef>& catalogue, const TmxHexLayout& layout);

}  // namespace sandtable
