#include "io/render/cairo_drawing.hpp"
#include "io/render/map_layers.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/terrain_overview.hpp"
#include "model/hex_map.hpp"

#include <bit>
#include <vector>

namespace sandtable {

namespace {

// Fills overlap their neighbours by this much, so that no background shows through the
// antialiased seams between hexes when the grid is off.
constexpr double kSeamOverlapPx = 0.5;
// Width of the band each further terrain of a hex adds, as a share of the hex size.
constexpr double kBandShare = 0.2;
// Below this hex size bands would be a pixel or less; the first terrain alone is drawn.
constexpr double kMinBandHexPx = 6.0;
// Further terrains beyond this many bands are not drawn, so the first terrain still shows.
constexpr int kMaxBands = 3;

struct HexTerrain {
    HexCoord hex;
    TerrainMask mask;
};

std::vector<Colour> catalogue_colours(const HexMap& map) {
    std::vector<Colour> colours;
    colours.reserve(map.terrain_catalogue.size());
    for (const auto& terrain : map.terrain_catalogue) {
        colours.push_back(parse_colour_or(terrain.colour, palette::kUnknownTerrain));
    }
    return colours;
}

// Visible hexes grouped by the colour that fills them (the last group: no terrain), so that
// each colour is one cairo fill.
std::vector<std::vector<HexCoord>> hexes_by_fill(const MapLayerContext& context, std::vector<HexTerrain>& banded) {
    const HexMap& map = context.map;
    const std::size_t plain = map.terrain_catalogue.size();
    std::vector<std::vector<HexCoord>> groups(plain + 1);
    context.for_each_visible_cell([&](HexCoord hex, TerrainMask mask) {
        const auto first = static_cast<std::size_t>(std::countr_zero(mask));
        groups[first < plain ? first : plain].push_back(hex);
        if (std::popcount(mask) > 1) banded.push_back({hex, mask});
    });
    return groups;
}

void draw_bands(const MapLayerContext& context, const std::vector<HexTerrain>& banded,
                const std::vector<Colour>& colours) {
    cairo_t* cr = context.cr;
    const double band_px = context.hexes.size_px() * kBandShare;
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    for (const auto& [hex, mask] : banded) {
        int band = 0;
        TerrainMask rest = mask & (mask - 1);  // all but the first terrain
        while (rest != 0 && band < kMaxBands) {
            const auto bit = static_cast<std::size_t>(std::countr_zero(rest));
            rest &= rest - 1;
            if (bit >= colours.size()) continue;
            const auto outer = context.hexes.corners(hex, -band_px * band);
            const auto inner = context.hexes.corners(hex, -band_px * (band + 1));
            trace_polygon(cr, outer);
            trace_polygon(cr, inner);
            set_source(cr, colours[bit]);
            cairo_fill(cr);
            ++band;
        }
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
}

}  // namespace

void draw_terrain(const MapLayerContext& context) {
    if (context.visible.empty()) return;
    const std::vector<Colour> colours = catalogue_colours(context.map);
    if (context.hexes.size_px() < kOverviewHexPx) {
        draw_terrain_overview(context, [&](std::size_t index) {
            const TerrainMask mask = context.options.terrain ? context.map.terrain[index] : 0;
            const auto first = static_cast<std::size_t>(std::countr_zero(mask));
            return first < colours.size() ? colours[first] : palette::kPlainHex;
        });
        return;
    }
    std::vector<HexTerrain> banded;
    const auto groups = hexes_by_fill(context, banded);
    cairo_t* cr = context.cr;
    for (std::size_t group = 0; group < groups.size(); ++group) {
        if (groups[group].empty()) continue;
        for (const HexCoord hex : groups[group]) trace_polygon(cr, context.hexes.corners(hex, kSeamOverlapPx));
        set_source(cr, group < colours.size() ? colours[group] : palette::kPlainHex);
        cairo_fill(cr);
    }
    if (context.hexes.size_px() >= kMinBandHexPx) draw_bands(context, banded, colours);
}

}  // namespace sandtable
