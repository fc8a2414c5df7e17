#include "io/render/place_label_layout.hpp"

#include <cmath>

namespace sandtable {

namespace {
// Average advance of a bold sans glyph as a share of the font size, a little generous so that
// names that only just clear each other are not drawn touching.
constexpr double kGlyphWidthEm = 0.66;
constexpr double kLineHeightEm = 1.2;
}  // namespace

PlaceLabelBox place_label_box(const NamedPlace& place, const DeviceHexGeometry& hexes, double font_px) {
    const DevicePoint centre = hexes.centre(place.hex);
    return {{centre.x, centre.y + hexes.size_px() * 0.58},
            font_px * kGlyphWidthEm * static_cast<double>(place.name.size()),
            font_px * kLineHeightEm};
}

std::vector<bool> place_names_shown(const HexMap& map, const DeviceHexGeometry& hexes, double font_px) {
    std::vector<bool> shown(map.places.size(), false);
    std::vector<PlaceLabelBox> kept;
    for (std::size_t i = 0; i < map.places.size(); ++i) {
        const NamedPlace& place = map.places[i];
        if (!map.contains(place.hex) || place.name.empty()) continue;
        const PlaceLabelBox box = place_label_box(place, hexes, font_px);
        bool clear = true;
        for (const PlaceLabelBox& other : kept) {
            if (std::abs(box.centre.x - other.centre.x) * 2 < box.width + other.width &&
                std::abs(box.centre.y - other.centre.y) * 2 < box.height + other.height) {
                clear = false;
                break;
            }
        }
        if (!clear) continue;
        kept.push_back(box);
        shown[i] = true;
    }
    return shown;
}

}  // namespace sandtable
