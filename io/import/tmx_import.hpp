#pragma once
// A new book from a Tiled hexagonal map: the grid from the map's stagger axis, stagger index and
// tile size (or, for a map this program wrote, exactly as it was from the map's properties), the
// terrain of every cell from its tiles in every tile layer, through the mapping file or the tiles'
// own terrain property; and, from the object layers of an export, hexside features, roads, places,
// objectives and edges. Unit layers are not read: a map file carries no orders of battle.
#include "io/import/book_import.hpp"
#include "io/tmx/tile_terrain_mapping.hpp"

#include <filesystem>
#include <string>

namespace sandtable {

// `ruleset` empty: the ruleset the map names (a map this program wrote), else an error. Each
// problem names the file, its line and what was expected; the summary reads "20 x 20 hexes, 15
// terrain entries used, ...".
[[nodiscard]] BookImport import_tmx(const std::filesystem::path& path, const std::string& ruleset, const TileTerrainMapping& mapping);

}  // namespace sandtable
