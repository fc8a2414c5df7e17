#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/route_style.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace sandtable {

void draw_hexside_features(const MapLayerContext& context) {
    const HexMap& map = context.map;
    if (context.visible.empty() || map.hexside_features.empty()) return;
    cairo_t* cr = context.cr;
    cairo_set_line_width(cr, std::clamp(context.hexes.size_px() * 0.14, 2.0, 10.0));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (const auto& [side, mask] : map.hexside_features) {
        if (!context.is_visible(side.hex)) continue;
        for (TerrainMask rest = mask; rest != 0; rest &= rest - 1) {
            const auto bit = static_cast<std::size_t>(std::countr_zero(rest));
            if (bit >= map.hexside_catalogue.size()) break;
            const TerrainDef& feature = map.hexside_catalogue[bit];
            if (route_kind_from_id(feature.id)) continue;  // drawn across the side by draw_roads
            const auto [from, to] = context.hexes.side(side.hex, side.direction);
            cairo_move_to(cr, from.x, from.y);
            cairo_line_to(cr, to.x, to.y);
            set_source(cr, parse_colour_or(feature.colour, palette::kUnknownTerrain));
            cairo_stroke(cr);
        }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

void draw_roads(const MapLayerContext& context) {
    const HexMap& map = context.map;
    if (context.visible.empty()) return;
    const double size_px = context.hexes.size_px();
    for (const auto& [side, mask] : map.hexside_features) {
        if (!context.is_visible(side.hex)) continue;
        for (TerrainMask rest = mask; rest != 0; rest &= rest - 1) {
            const auto bit = static_cast<std::size_t>(std::countr_zero(rest));
            if (bit >= map.hexside_catalogue.size()) break;
            const auto kind = route_kind_from_id(map.hexside_catalogue[bit].id);
            if (!kind) continue;
            const std::array points = {context.hexes.centre(side.hex),
                                       context.hexes.centre(neighbour(side.hex, side.direction))};
            stroke_route(context.cr, points, route_style(map, *kind, size_px));
        }
    }
    std::vector<DevicePoint> points;
    for (const HexRoad& road : map.roads) {
        const bool shows = std::any_of(road.hexes.begin(), road.hexes.end(), [&](HexCoord hex) { return context.is_visible(hex); });
        if (!shows) continue;
        points.clear();
        for (const HexCoord hex : road.hexes) points.push_back(context.hexes.centre(hex));
        stroke_route(context.cr, points, route_style(map, route_kind_from_id(road.kind).value_or(RouteKind::Road), size_px));
    }
}

}  // namespace sandtable
