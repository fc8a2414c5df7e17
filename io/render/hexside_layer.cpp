#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/route_style.hpp"
#include "io/render/segment_chains.hpp"
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

// The catalogue bits of a feature mask, lowest first, up to the end of the catalogue.
template <typename Visit>
void for_each_feature(const HexMap& map, TerrainMask mask, Visit visit) {
    for (TerrainMask rest = mask; rest != 0; rest &= rest - 1) {
        const auto bit = static_cast<std::size_t>(std::countr_zero(rest));
        if (bit >= map.hexside_catalogue.size()) break;
        visit(bit);
    }
}

// Whether sides are stroked one by one, with round ends. Where a hex is a few pixels across (the
// map seen whole), sides in a row are joined into polylines that leave out corners closer than
// the line's width, with square ends and bevelled corners: the zigzag of the sides cannot be seen
// under the line, while the round ends of tens of thousands of sides took most of the layer's time.
bool strokes_sides_apart(const MapLayerContext& context) { return context.hexes.size_px() >= kOverviewHexPx; }

std::vector<std::vector<DevicePoint>> polylines_of(const MapLayerContext& context, const std::vector<DeviceSegment>& segments,
                                                   double width_px) {
    if (!strokes_sides_apart(context)) {
        std::vector<std::vector<DevicePoint>> polylines = chain_segments(segments);
        for (auto& polyline : polylines) polyline = thin_out(polyline, width_px);
        return polylines;
    }
    std::vector<std::vector<DevicePoint>> polylines;
    polylines.reserve(segments.size());
    for (const DeviceSegment& segment : segments) polylines.push_back({segment[0], segment[1]});
    return polylines;
}

}  // namespace

// One stroke per feature of the catalogue rather than one per side: a whole large map holds
// tens of thousands of sides, and each stroke has a fixed cost.
void draw_hexside_features(const MapLayerContext& context) {
    const HexMap& map = context.map;
    if (context.visible.empty() || map.hexside_features.empty()) return;
    std::vector<std::vector<DeviceSegment>> sides_by_feature(map.hexside_catalogue.size());
    for (const auto& [side, mask] : visible_hexsides(map, context.visible)) {
        for_each_feature(map, mask, [&](std::size_t bit) {
            if (route_kind_from_id(map.hexside_catalogue[bit].id)) return;  // drawn across the side by draw_roads
            const auto [from, to] = context.hexes.side(side.hex, side.direction);
            sides_by_feature[bit].push_back({from, to});
        });
    }
    cairo_t* cr = context.cr;
    cairo_save(cr);
    const double width_px = std::clamp(context.hexes.size_px() * 0.14, 2.0, 10.0);
    cairo_set_line_width(cr, width_px);
    const bool round = strokes_sides_apart(context);
    cairo_set_line_cap(cr, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_SQUARE);
    cairo_set_line_join(cr, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL);
    for (std::size_t bit = 0; bit < sides_by_feature.size(); ++bit) {
        if (sides_by_feature[bit].empty()) continue;
        set_source(cr, parse_colour_or(map.hexside_catalogue[bit].colour, palette::kUnknownTerrain));
        for (const auto& polyline : polylines_of(context, sides_by_feature[bit], width_px)) {
            cairo_move_to(cr, polyline.front().x, polyline.front().y);
            for (std::size_t i = 1; i < polyline.size(); ++i) cairo_line_to(cr, polyline[i].x, polyline[i].y);
        }
        cairo_stroke(cr);
    }
    cairo_restore(cr);
}

void draw_roads(const MapLayerContext& context) {
    const HexMap& map = context.map;
    if (context.visible.empty()) return;
    const double size_px = context.hexes.size_px();
    std::vector<std::vector<DeviceSegment>> crossings_by_feature(map.hexside_catalogue.size());
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
        style.round_corners = strokes_sides_apart(context);
        stroke_routes(context.cr, polylines_of(context, crossings_by_feature[bit], style.width_px), style);
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
