#include "io/render/map_layers.hpp"

#include "model/hex_map.hpp"

namespace sandtable {

bool MapLayerContext::is_visible(HexCoord hex) const {
    return visible.contains(axial_to_offset(map.grid.layout, hex));
}

bool MapLayerContext::is_near_view(DevicePoint point, double margin_px) const {
    return point.x >= -margin_px && point.y >= -margin_px && point.x <= view.width_px + margin_px &&
           point.y <= view.height_px + margin_px;
}

}  // namespace sandtable
