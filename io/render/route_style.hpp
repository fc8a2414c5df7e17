#pragma once
// How roads, pikes, trails and railroads are drawn: through hexes (HexRoad) and across the
// hexsides that a road-crossing feature marks.
#include "io/render/colour.hpp"
#include "io/render/render_view.hpp"

#include <cairo.h>

#include <array>
#include <optional>
#include <span>
#include <string_view>

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
    bool ties = false;        // railroad cross-ties
    bool round_ends = true;   // caps and joins; square ones where they are too small to see
};

// The colour comes from a catalogue entry of the map with the kind's id when there is one.
[[nodiscard]] RouteStyle route_style(const HexMap& map, RouteKind kind, double hex_size_px);
void stroke_route(cairo_t* cr, std::span<const DevicePoint> points, const RouteStyle& style);
// Many separate stretches in one style, stroked together: as each on its own, but one cairo
// stroke instead of thousands on a large map.
void stroke_route_segments(cairo_t* cr, std::span<const std::array<DevicePoint, 2>> segments, const RouteStyle& style);

}  // namespace sandtable
