#include "io/render/render_view.hpp"

#include "io/render/map_bounds.hpp"
#include "model/game_map.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

RenderView fit_view(const HexMap& map, int width_px, int height_px, double margin_px) {
    return fit_view(hex_map_bounds(map), width_px, height_px, margin_px);
}

RenderView fit_view(const GameMap& map, int width_px, int height_px, double margin_px) {
    return fit_view(map_bounds(map), width_px, height_px, margin_px);
}

RenderView fit_view(const MapBounds& bounds, int width_px, int height_px, double margin_px) {
    RenderView view;
    view.width_px = width_px;
    view.height_px = height_px;
    if (bounds.empty() || width_px <= 0 || height_px <= 0) return view;
    const double usable_width = std::max(1.0, width_px - 2.0 * margin_px);
    const double usable_height = std::max(1.0, height_px - 2.0 * margin_px);
    view.scale = std::min(usable_width / bounds.width(), usable_height / bounds.height());
    const double spare_x = width_px / view.scale - bounds.width();
    const double spare_y = height_px / view.scale - bounds.height();
    view.top_left = {bounds.min.x - spare_x / 2.0, bounds.min.y - spare_y / 2.0};
    return view;
}

}  // namespace sandtable
