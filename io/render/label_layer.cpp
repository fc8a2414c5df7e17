#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <bit>
#include <string>
#include <vector>

namespace sandtable {

namespace {

// Labels below this hex size (centre to corner) would be unreadable and crowd the map.
constexpr double kMinLabelledHexPx = 18.0;

}  // namespace

void draw_hex_labels(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    if (context.visible.empty() || size_px < kMinLabelledHexPx) return;
    const HexMap& map = context.map;
    std::vector<Colour> inks;
    for (const auto& terrain : map.terrain_catalogue) {
        inks.push_back(mix(ink_on(parse_colour_or(terrain.colour, palette::kUnknownTerrain)), palette::kGrid, 0.25));
    }
    const Colour plain_ink = mix(ink_on(palette::kPlainHex), palette::kGrid, 0.25);
    TextStyle style{std::min(size_px * 0.22, 16.0), false, plain_ink, std::nullopt};
    context.for_each_visible_cell([&](HexCoord hex, TerrainMask mask) {
        const auto first = static_cast<std::size_t>(std::countr_zero(mask));
        const DevicePoint centre = context.hexes.centre(hex);
        const DevicePoint at{centre.x, centre.y - size_px * 0.64};
        // The visible range reaches two cells beyond the view; most of its labels lie wholly off
        // a narrow view (the strip a pan uncovers), and building their outlines is the cost.
        const std::string label = map.label(hex);
        if (!context.is_near_view(at, style.size_px * static_cast<double>(label.size()))) return;
        style.colour = first < inks.size() ? inks[first] : plain_ink;
        draw_text_centred(context.cr, label, at, style);
    });
}

}  // namespace sandtable
