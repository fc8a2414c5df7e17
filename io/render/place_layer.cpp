#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

namespace {

// Below this hex size the map is seen nearly whole and a name spans dozens of hexes: names are
// drawn without their halo, whose stroke round every glyph outline costs several times the text.
constexpr double kMinHaloHexPx = 2.5;

}  // namespace

// Names sit in the lower part of their hex, below where counters stand, and may run wider than it.
void draw_places(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    TextStyle style{std::clamp(size_px * 0.24, 8.0, 18.0), true, palette::kPlaceText, palette::kTextHalo};
    if (size_px < kMinHaloHexPx) style.halo.reset();
    for (const NamedPlace& place : context.map.places) {
        if (!context.map.contains(place.hex)) continue;
        const DevicePoint centre = context.hexes.centre(place.hex);
        const DevicePoint at{centre.x, centre.y + size_px * 0.58};
        if (!context.is_near_view(at, style.size_px * place.name.size())) continue;
        draw_text_centred(context.cr, place.name, at, style);
    }
}

}  // namespace sandtable
