#pragma once
// A Tiled map as read from a TMX file: what a hex map import needs of it. Properties are kept as
// text whatever their declared type.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace sandtable {

using TmxProperties = std::map<std::string, std::string>;

struct TmxTileset {
    int first_gid = 1;
    std::string name;
    int tile_count = 0;
    std::map<int, TmxProperties> tiles;  // properties by local tile id
};

struct TmxTileLayer {
    std::string name;
    int line = 0;                      // of its <layer> element, for messages
    std::vector<std::uint32_t> gids;   // row-major, flip flags cleared
    TmxProperties properties;
};

struct TmxObject {
    int id = 0;
    std::string name;
    std::string type;
    double x = 0.0;
    double y = 0.0;
    int line = 0;
    TmxProperties properties;
};

struct TmxObjectLayer {
    std::string name;
    TmxProperties properties;
    std::vector<TmxObject> objects;
};

struct TmxDocument {
    std::string orientation;
    int width = 0;   // cells
    int height = 0;
    int tile_width = 0;
    int tile_height = 0;
    int hex_side_length = 0;
    std::string stagger_axis;   // "x" or "y"
    std::string stagger_index;  // "odd" or "even"
    TmxProperties properties;
    std::vector<TmxTileset> tilesets;  // by first_gid
    std::vector<TmxTileLayer> tile_layers;
    std::vector<TmxObjectLayer> object_layers;

    // The tileset holding a global tile id, or null.
    [[nodiscard]] const TmxTileset* tileset_of(std::uint32_t gid) const;
};

}  // namespace sandtable
