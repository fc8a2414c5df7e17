#pragma once
// What draws a map's reference layers (rasters and vector data) under its game data. The
// renderer only asks for a drawing; the painter that reads the files through GDAL lives with
// GDAL (io/imagery/map_imagery.hpp), so that drawing a map without layers never loads GDAL.
#include "io/render/render_view.hpp"
#include "model/game_map.hpp"

#include <cairo.h>
#include <string>
#include <vector>

namespace sandtable {

struct LayerProblem {
    std::string map_id;
    std::string layer_id;
    std::string message;  // names the file and what went wrong
};

class ReferenceLayerPainter {
public:
    virtual ~ReferenceLayerPainter() = default;
    // Draws the map's visible layers in the map's order, first at the bottom, each with its opacity.
    virtual void draw(cairo_t* cr, const GameMap& map, const RenderView& view) = 0;
    // Opens every layer of the map and reports those that cannot be drawn.
    virtual std::vector<LayerProblem> check(const GameMap& map) = 0;
};

}  // namespace sandtable
