#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

// Names sit in the lower part of their hex, below where counters stand, and may run wider than it.
void draw_places(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    const TextStyle style{std::clamp(size_px * 0.24, 8.0, 18.0), true, palette::kPlaceText, palette::kTextHalo};
    for (const NamedPlace& place : context.map.places) {
        if (!context.map.contains(place.hex)) continue;
        const DevicePoint centre = context.hexes.centre(place.hex);
        const DevicePoint at{centre.x, centre.y + size_px * 0.58};
        if (!context.is_near_view(at, style.size_px * place.name.size())) continue;
        draw_text_centred(context.cr, place.name, at, style);
    }
}

}  // namespace sandtable
