#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/route_style.hpp"
#include "io/render/terrain_overview.hpp"
#include "io/render/visible_hexsides.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <vector>

namespace sandtable {

namespace {

using Segment = std::array<DevicePoint, 2>;

// The catalogue bits of a feature mask, lowest first, up to the end of the catalogue.
template <typename Visit>
void for_each_feature(const HexMap& map, TerrainMask mask, Visit visit) {
    for (TerrainMask rest = mask; rest != 0; rest &= rest - 1) {
        const auto bit = static_cast<std::size_t>(std::countr_zero(rest));
        if (bit >= map.hexside_catalogue.size()) break;
        visit(bit);
    }
}

// Whether ends of strokes along and across sides are round. Where a hex is a few pixels across
// (the map seen whole), a round end cannot be told from a square one, and the arcs of tens of
// thousands of them take most of the layer's time.
bool has_round_ends(const MapLayerContext& context) { return context.hexes.size_px() >= kOverviewHexPx; }

}  // namespace

// One stroke per feature of the catalogue rather than one per side: a whole large map holds
// tens of thousands of sides, and each stroke has a fixed cost.
void draw_hexside_features(const MapLayerContext& context) {
    const HexMap& map = context.map;
    if (context.visible.empty() || map.hexside_features.empty()) return;
    std::vector<std::vector<Segment>> sides_by_feature(map.hexside_catalogue.size());
    for (const auto& [side, mask] : visible_hexsides(map, context.visible)) {
        for_each_feature(map, mask, [&](std::size_t bit) {
            if (route_kind_from_id(map.hexside_catalogue[bit].id)) return;  // drawn across the side by draw_roads
            const auto [from, to] = context.hexes.side(side.hex, side.direction);
            sides_by_feature[bit].push_back({from, to});
        });
    }
    cairo_t* cr = context.cr;
    cairo_save(cr);
    cairo_set_line_width(cr, std::clamp(context.hexes.size_px() * 0.14, 2.0, 10.0));
    cairo_set_line_cap(cr, has_round_ends(context) ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE);
    for (std::size_t bit = 0; bit < sides_by_feature.size(); ++bit) {
        if (sides_by_feature[bit].empty()) continue;
        set_source(cr, parse_colour_or(map.hexside_catalogue[bit].colour, palette::kUnknownTerrain));
        for (const auto& [from, to] : sides_by_feature[bit]) {
            cairo_move_to(cr, from.x, from.y);
            cairo_line_to(cr, to.x, to.y);
        }
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

void draw_roads(const MapLayerContext& context) {
    const HexMap& map = context.map;
    if (context.visible.empty()) return;
    const double size_px = context.hexes.size_px();
    std::vector<std::vector<Segment>> crossings_by_feature(map.hexside_catalogue.size());
    std::vector<std::optional<RouteKind>> kinds(map.hexside_catalogue.size());
    for (std::size_t bit = 0; bit < kinds.size(); ++bit) kinds[bit] = route_kind_from_id(map.hexside_catalogue[bit].id);
    for (const auto& [side, mask] : visible_hexsides(map, context.visible)) {
        for_each_feature(map, mask, [&](std::size_t bit) {
            if (!kinds[bit]) return;
            crossings_by_feature[bit].push_back(
                {context.hexes.centre(side.hex), context.hexes.centre(neighbour(side.hex, side.direction))});
        });
    }
    for (std::size_t bit = 0; bit < crossings_by_feature.size(); ++bit) {
        if (crossings_by_feature[bit].empty()) continue;
        RouteStyle style = route_style(map, *kinds[bit], size_px);
        style.round_ends = has_round_ends(context);
        stroke_route_segments(context.cr, crossings_by_feature[bit], style);
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
