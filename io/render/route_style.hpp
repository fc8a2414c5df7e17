#pragma once
// How roads, pikes, trails and railroads are drawn: through hexes (HexRoad) and across the
// hexsides that a road-crossing feature marks.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"

#include <cairo.h>

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace sandtable {

class HexMap;

enum class RouteKind { Road, Pike, Trail, Railroad };

// The kind an id names ("road", "pike", "trail", "railroad"), used both for HexRoad::kind and
// for hexside catalogue ids; nothing for other features (streams, ridges...).
[[nodiscard]] std::optional<RouteKind> route_kind_from_id(std::string_view id);

struct RouteStyle {
    Colour colour;
    double width_px = 1.0;
    bool dashed = false;
    bool ties = false;           // railroad cross-ties
    bool round_corners = true;  // round caps and joins; else square caps and bevelled joins
};

// The colour comes from a catalogue entry of the map with the kind's id when there is one.
[[nodiscard]] RouteStyle route_style(const HexMap& map, RouteKind kind, double hex_size_px);
void stroke_route(cairo_t* cr, std::span<const DevicePoint> points, const RouteStyle& style);
// Many separate routes in one style, stroked together: as each on its own, but one cairo stroke
// instead of thousands on a large map.
void stroke_routes(cairo_t* cr, std::span<const std::vector<DevicePoint>> routes, const RouteStyle& style);

}  // namespace sandtable
