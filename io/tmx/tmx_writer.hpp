#pragma once
// A hex map of a book as a Tiled TMX document (orientation "hexagonal"): the terrain as tile
// layers over the generated terrain tileset (the first terrain of each hex in "Terrain", each
// further one in "Terrain 2", "Terrain 3"... as rings), hexside features, roads, places,
// objectives, edges and hex labels as object layers, and each scenario's setup as a layer of unit
// objects with every attribute as a property. docs/export.md describes the layers.
#include "io/tmx/tmx_hex_layout.hpp"
#include "model/book.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct TmxScenarioLayer {
    std::string id;
    std::string name;
    const Scenario* scenario = nullptr;  // resolved, played on the map
};

// `tileset_image` is the file name of the tileset PNG beside the TMX file.
[[nodiscard]] std::string write_tmx(const Book& book, const GameMap& map, const TmxHexLayout& layout,
                                    const std::string& tileset_image, const std::vector<TmxScenarioLayer>& scenarios);

}  // namespace sandtable
