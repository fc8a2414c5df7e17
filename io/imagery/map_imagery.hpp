#pragma once
// The reference layers of a book's maps: rasters opened once and drawn through their own tile
// layers, vector layers read once into shapes in the map's frame. Paths are resolved against the
// book's folder; a file that is missing or unreadable is reported by check() and drawn as
// nothing, so the rest of the map still shows.
#include "io/imagery/raster_tile_layer.hpp"
#include "io/imagery/vector_shapes.hpp"
#include "model/game_map.hpp"

#include <cairo.h>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace sandtable {

struct LayerProblem {
    std::string map_id;
    std::string layer_id;
    std::string message;  // names the file and what went wrong
};

class MapImagery {
public:
    explicit MapImagery(std::filesystem::path book_folder) : book_folder_(std::move(book_folder)) {}
    MapImagery(const MapImagery&) = delete;
    MapImagery& operator=(const MapImagery&) = delete;

    // Draws the map's visible layers, rasters and vectors in the map's order, first at the
    // bottom, each with its opacity.
    void draw(cairo_t* cr, const GameMap& map, const RenderView& view);
    // Opens every layer of the map and reports those that cannot be drawn.
    std::vector<LayerProblem> check(const GameMap& map);
    [[nodiscard]] std::filesystem::path resolve(const std::string& layer_path) const;

private:
    struct Opened {
        std::unique_ptr<RasterTileLayer> tiles;  // raster layers; null when the file could not be used
        std::unique_ptr<VectorShapes> shapes;    // vector layers; null when the file could not be used
        std::string problem;
    };
    Opened& open(const GameMap& map, const ReferenceLayer& layer);
    Opened& open_vector(const GameMap& map, const ReferenceLayer& layer);

    std::filesystem::path book_folder_;
    std::map<std::string, Opened> opened_;  // rasters by map CRS and resolved path
    // Vector layers by map CRS, resolved path, source layer and style attribute: what their shapes depend on.
    std::map<std::string, Opened> vectors_;
};

}  // namespace sandtable
