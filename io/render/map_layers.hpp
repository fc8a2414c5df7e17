#pragma once
// The layers a hex map is drawn in, bottom to top, and what each of them needs to know.
// render_hex_map calls them in this order.
#include "io/render/device_hex_geometry.hpp"
#include "io/render/render_options.hpp"
#include "io/render/visible_range.hpp"
#include "model/hex_map.hpp"

#include <cairo.h>

namespace sandtable {

struct Book;
struct Scenario;

struct MapLayerContext {
    cairo_t* cr = nullptr;
    const Book& book;
    const HexMap& map;
    const Scenario* scenario = nullptr;  // resolved; null draws no units
    const RenderView& view;
    const RenderOptions& options;
    const DeviceHexGeometry& hexes;
    OffsetRange visible;  // cells that may show

    // Whether a hex's cell lies in the visible range (hexes off the map never do).
    [[nodiscard]] bool is_visible(HexCoord hex) const;
    // Whether a device point lies within the view grown by margin_px on every side.
    [[nodiscard]] bool is_near_view(DevicePoint point, double margin_px) const;

    // Calls visit(hex, mask) for every cell in the visible range, row by row; mask is the hex's
    // terrain, or 0 when terrain is not drawn.
    template <typename Visit>
    void for_each_visible_cell(Visit visit) const {
        const auto columns = static_cast<std::size_t>(map.grid.columns);
        for (int row = visible.first_row; row <= visible.last_row; ++row) {
            for (int col = visible.first_col; col <= visible.last_col; ++col) {
                const std::size_t index = static_cast<std::size_t>(row) * columns + static_cast<std::size_t>(col);
                visit(offset_to_axial(map.grid.layout, {col, row}), options.terrain ? map.terrain[index] : TerrainMask{0});
            }
        }
    }
};

// Terrain fills: the first terrain of a hex fills it, every further one adds an inner band.
void draw_terrain(const MapLayerContext& context);
void draw_grid(const MapLayerContext& context);
// Features along hexsides, then roads: hexside road crossings and roads through hexes.
void draw_hexside_features(const MapLayerContext& context);
void draw_roads(const MapLayerContext& context);
void draw_entry_hexes(const MapLayerContext& context);
void draw_places(const MapLayerContext& context);
void draw_objectives(const MapLayerContext& context);
void draw_hex_labels(const MapLayerContext& context);
void draw_units(const MapLayerContext& context);
void draw_highlights(const MapLayerContext& context);

}  // namespace sandtable
