#pragma once
// One map of a book: a hex grid or a free-form map, each with its imagery and vector reference
// layers. Area graphs carry only their identity until their own model lands.
#include "model/freeform/freeform_map.hpp"
#include "model/hex_map.hpp"
#include "model/map_kind.hpp"
#include "model/reference_layer.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct GameMap {
    std::string id;
    std::string name;
    MapKind kind = MapKind::Hex;
    std::string units = "px";  // unit of map coordinates: "px", "mm", "in", or "m" of a CRS
    HexMap hex;                // used when kind == MapKind::Hex
    FreeformMap freeform;      // used when kind == MapKind::Freeform
    // The coordinate reference system of map coordinates ("EPSG:26918", WKT or a PROJ string);
    // empty when the map is not tied to the earth (a scan in pixels, a board in mm).
    std::string crs;
    std::vector<ReferenceLayer> layers;  // drawn under the game data, first at the bottom

    // The reference layer of that id, or null.
    [[nodiscard]] const ReferenceLayer* layer(std::string_view layer_id) const {
        const auto it = std::find_if(layers.begin(), layers.end(), [&](const ReferenceLayer& l) { return l.id == layer_id; });
        return it != layers.end() ? &*it : nullptr;
    }
    friend bool operator==(const GameMap&, const GameMap&) = default;
};

}  // namespace sandtable
