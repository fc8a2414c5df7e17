#pragma once
// Which part of a map a drawing shows and how large: device = (map - top_left) * scale.
#include "model/hex/hex_geometry.hpp"

namespace sandtable {

class HexMap;
struct GameMap;
struct MapBounds;

// A point on the drawing surface, in device pixels (y down).
struct DevicePoint {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(const DevicePoint&, const DevicePoint&) = default;
};

struct RenderView {
    double scale = 1.0;  // device pixels per map unit
    MapPoint top_left;   // the map point at device (0, 0)
    int width_px = 0;
    int height_px = 0;

    [[nodiscard]] DevicePoint to_device(MapPoint point) const {
        return {(point.x - top_left.x) * scale, (point.y - top_left.y) * scale};
    }
    [[nodiscard]] MapPoint to_map(DevicePoint point) const {
        return {top_left.x + point.x / scale, top_left.y + point.y / scale};
    }
};

// The view of the given size that shows the whole map, centred, at least margin_px from each side.
[[nodiscard]] RenderView fit_view(const MapBounds& bounds, int width_px, int height_px, double margin_px);
[[nodiscard]] RenderView fit_view(const HexMap& map, int width_px, int height_px, double margin_px);
[[nodiscard]] RenderView fit_view(const GameMap& map, int width_px, int height_px, double margin_px);

}  // namespace sandtable
