#pragma once
// What a map drawing includes.
#include <string>
#include <vector>

namespace sandtable {

class ReferenceLayerPainter;

struct RenderOptions {
    bool grid = true;
    bool labels = true;  // hex labels, drawn only where a hex is large enough on screen
    bool terrain = true;
    bool hexsides = true;  // hexside features and roads through hexes
    bool edges = true;     // entry hexes of the map edges
    bool places = true;
    bool objectives = true;
    bool units = true;
    std::vector<std::string> highlight_hexes;  // hex labels, outlined (diagnostics)
    // The map's reference layers (rasters and vector data), drawn over the terrain fills and
    // under everything else; none are drawn without it.
    ReferenceLayerPainter* imagery = nullptr;
};

}  // namespace sandtable
