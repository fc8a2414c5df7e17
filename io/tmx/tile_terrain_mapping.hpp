#pragma once
// How the tiles of a Tiled map become terrain when it is imported: a JSON file
// (docs/schema/tmx-mapping.schema.json) naming, for tiles of a tileset, the terrain catalogue
// entry each stands for, and the tile property that names it on tiles that carry one. Terrain
// entries the file defines join the map's catalogue.
#include "model/outcome.hpp"
#include "model/terrain_def.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace sandtable {

struct TileTerrainRule {
    std::string tileset;  // the tileset's name
    int tile = 0;         // local tile id within it
    std::string terrain;  // catalogue id; empty: the tile stands for no terrain
};

struct TileTerrainMapping {
    std::vector<TerrainDef> terrain;
    std::string property = "terrain";
    std::vector<TileTerrainRule> tiles;
};

[[nodiscard]] Outcome<TileTerrainMapping> read_tile_terrain_mapping(const std::filesystem::path& path);
[[nodiscard]] Outcome<TileTerrainMapping> parse_tile_terrain_mapping(const std::string& text, const std::string& file_name);

}  // namespace sandtable
