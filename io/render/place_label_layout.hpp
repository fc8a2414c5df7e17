#pragma once
// Which place names fit on the map without covering one another at the current hex size.
#include "io/render/device_hex_geometry.hpp"
#include "model/hex_map.hpp"

#include <vector>

namespace sandtable {

struct PlaceLabelBox {
    DevicePoint centre;  // the name's baseline centre, below its hex's centre
    double width = 0;
    double height = 0;
};

// Where a place's name goes and how much room it takes, for a font of font_px.
[[nodiscard]] PlaceLabelBox place_label_box(const NamedPlace& place, const DeviceHexGeometry& hexes, double font_px);

// One flag per place of the map: in book order, a name is shown when its box clears every name
// shown before it. The choice depends on the map and the hex size only, never on which part of
// the view is being drawn, so every tile of a view shows the same names.
[[nodiscard]] std::vector<bool> place_names_shown(const HexMap& map, const DeviceHexGeometry& hexes, double font_px);

}  // namespace sandtable
