#pragma once
// The reference layers of a book's maps: rasters opened once and drawn through their own tile
// layers, vector layers read once into shapes in the map's frame. Paths are resolved against the
// book's folder; a file that is missing or unreadable is reported by check() and drawn as
// nothing, so the rest of the map still shows.
#include "io/imagery/raster_tile_layer.hpp"
#include "io/imagery/vector_shapes.hpp"
#include "io/render/reference_layer_painter.hpp"
#include "model/game_map.hpp"

#include <cairo.h>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace sandtable {

class MapImagery final : public ReferenceLayerPainter {
public:
    explicit MapImagery(std::filesystem::path book_folder) : book_folder_(std::move(book_folder)) {}
    MapImagery(const MapImagery&) = delete;
    MapImagery& operator=(const MapImagery&) = delete;

    void draw(cairo_t* cr, const GameMap& map, const RenderView& view) override;
    std::vector<LayerProblem> check(const GameMap& map) override;
    [[nodiscard]] std::filesystem::path resolve(const std::string& layer_path) const;
    // Where a layer lies in the map's coordinates; empty when its file cannot be used.
    [[nodiscard]] MapBox bounds(const GameMap& map, const ReferenceLayer& layer);

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
