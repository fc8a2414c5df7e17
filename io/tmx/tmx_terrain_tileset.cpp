#include "io/tmx/tmx_terrain_tileset.hpp"

#include "io/render/cairo_bytes.hpp"
#include "io/render/colour.hpp"
#include "io/render/map_palette.hpp"

#include <algorithm>

namespace sandtable {

namespace {

// As the renderer's terrain bands: each ring is this share of the hex's centre-to-corner size.
constexpr double kRingShare = 0.2;
constexpr int kMaxRings = kTmxTilesPerTerrain - 1;

// The tile's hex shrunk towards its centre by `share` of its size (0: the hex itself).
void hex_path(cairo_t* cr, const TmxHexLayout& layout, double left, double top, double share) {
    // Cell (0, 0) may be a staggered one: its hex relative to its own tile.
    const TiledPoint origin = layout.tile_origin({0, 0});
    left -= origin.x;
    top -= origin.y;
    const auto corners = layout.tile_hex({0, 0});
    const TiledPoint centre = layout.tile_centre({0, 0});
    const double keep = 1.0 - share;
    cairo_move_to(cr, left + centre.x + (corners[0].x - centre.x) * keep, top + centre.y + (corners[0].y - centre.y) * keep);
    for (std::size_t i = 1; i < corners.size(); ++i) {
        cairo_line_to(cr, left + centre.x + (corners[i].x - centre.x) * keep, top + centre.y + (corners[i].y - centre.y) * keep);
    }
    cairo_close_path(cr);
}

}  // namespace

int tmx_terrain_tile(std::size_t catalogue_index, int band) {
    return static_cast<int>(catalogue_index) * kTmxTilesPerTerrain + std::clamp(band, 0, kMaxRings);
}

std::string draw_terrain_tileset_png(const std::vector<TerrainDef>& catalogue, const TmxHexLayout& layout) {
    const int rows = std::max<int>(1, static_cast<int>(catalogue.size()));
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, layout.tile_width * kTmxTilesPerTerrain, layout.tile_height * rows),
                       cairo_surface_destroy);
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    cairo_set_fill_rule(cr.get(), CAIRO_FILL_RULE_EVEN_ODD);
    for (std::size_t row = 0; row < catalogue.size(); ++row) {
        const Colour colour = parse_colour_or(catalogue[row].colour, palette::kUnknownTerrain);
        cairo_set_source_rgba(cr.get(), colour.r, colour.g, colour.b, colour.a);
        const double top = static_cast<double>(row) * layout.tile_height;
        for (int band = 0; band <= kMaxRings; ++band) {
            const double left = static_cast<double>(band) * layout.tile_width;
            if (band == 0) {
                hex_path(cr.get(), layout, left, top, 0.0);
            } else {
                hex_path(cr.get(), layout, left, top, (band - 1) * kRingShare);
                hex_path(cr.get(), layout, left, top, band * kRingShare);
            }
            cairo_fill(cr.get());
        }
    }
    cr.reset();
    return png_bytes(surface.get());
}

}  // namespace sandtable
