#include "editor/canvas/hex_selection.hpp"

#include "model/hex/hex_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable::editor {

void HexSelection::select(std::optional<HexCoord> hex) {
    hexes_.clear();
    if (hex) hexes_.push_back(*hex);
}

void HexSelection::select(std::vector<HexCoord> hexes) { hexes_ = std::move(hexes); }

std::vector<HexCoord> hexes_centred_in(const HexMap& map, const RenderView& view, DevicePoint corner, DevicePoint opposite) {
    const double left = std::min(corner.x, opposite.x);
    const double right = std::max(corner.x, opposite.x);
    const double top = std::min(corner.y, opposite.y);
    const double bottom = std::max(corner.y, opposite.y);
    std::vector<HexCoord> hexes;
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const HexCoord hex = map.coord_at(i);
        const DevicePoint c = view.to_device(hex_to_point(map.grid.geometry, hex));
        const double x = std::lround(c.x);
        const double y = std::lround(c.y);
        if (x >= left && x <= right && y >= top && y <= bottom) hexes.push_back(hex);
    }
    return hexes;
}

}  // namespace sandtable::editor
