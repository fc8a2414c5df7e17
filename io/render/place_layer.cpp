#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/place_label_layout.hpp"
#include "model/hex_map.hpp"

#include <algorithm>

namespace sandtable {

namespace {

// Below this hex size the map is seen nearly whole and a name spans dozens of hexes: names are
// drawn without their halo, whose stroke round every glyph outline costs several times the text.
constexpr double kMinHaloHexPx = 2.5;

}  // namespace

// Names sit in the lower part of their hex, below where counters stand, and may run wider than
// it; when zoomed out, a name that would cover an earlier one is left out.
void draw_places(const MapLayerContext& context) {
    const double size_px = context.hexes.size_px();
    TextStyle style{std::clamp(size_px * 0.24, 8.0, 18.0), true, palette::kPlaceText, palette::kTextHalo};
    if (size_px < kMinHaloHexPx) style.halo.reset();
    const std::vector<bool> shown = place_names_shown(context.map, context.hexes, style.size_px);
    for (std::size_t i = 0; i < context.map.places.size(); ++i) {
        if (!shown[i]) continue;
        const NamedPlace& place = context.map.places[i];
        const PlaceLabelBox box = place_label_box(place, context.hexes, style.size_px);
        if (!context.is_near_view(box.centre, box.width)) continue;
        draw_text_centred(context.cr, place.name, box.centre, style);
    }
}

}  // namespace sandtable
