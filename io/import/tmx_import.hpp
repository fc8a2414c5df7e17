#pragma once
// A new book from a Tiled hexagonal map: the grid from the map's stagger axis, stagger index and
// tile size (or, for a map this program wrote, exactly as it was from the map's properties), the
// terrain of every cell from its tiles in every tile layer, through the mapping file or the tiles'
// own terrain property; and, from the object layers of an export, hexside features, roads, places,
// objectives and edges. Unit layers are not read: a map file carries no orders of battle.
#include "io/tmx/tile_terrain_mapping.hpp"
#include "model/book.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct TmxImport {
    std::optional<Book> book;
    std::vector<std::string> errors;  // each names the file, its line and what was expected
    std::string summary;              // "20 x 20 hexes, 15 terrain entries used, ..."
    explicit operator bool() const { return book.has_value(); }
};

// `ruleset` empty: the ruleset the map names (a map this program wrote), else an error.
[[nodiscard]] TmxImport import_tmx(const std::filesystem::path& path, const std::string& ruleset, const TileTerrainMapping& mapping);

}  // namespace sandtable
