#pragma once
// Square tiles over a map drawn at one scale. World pixels are the map drawn at that scale with
// map point (0, 0) at world pixel (0, 0), shifted back by a sub-pixel phase; tile (x, y) holds the
// world pixels [x * size, (x + 1) * size) across and [y * size, (y + 1) * size) down.
//
// The phase is the fraction of a pixel by which a view's top-left corner falls between world
// pixels. Tiles drawn with the view's phase land on whole pixels of the view, so they are copied
// onto it without resampling and come out as render_hex_map would draw the view itself. A view
// panned by whole pixels keeps its phase and so every tile it had.
//
// The phase is kept exactly, not rounded: cairo samples edges on a grid of 1/15 pixel vertically
// and 1/256 across, so even a shift of 1/128 pixel moves some horizontal edges by a sample row.
#include "io/render/render_view.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace sandtable {

// Whole world pixels [left, right) x [top, bottom).
struct PixelRect {
    std::int64_t left = 0;
    std::int64_t top = 0;
    std::int64_t right = 0;
    std::int64_t bottom = 0;
    friend bool operator==(const PixelRect&, const PixelRect&) = default;

    [[nodiscard]] bool empty() const { return right <= left || bottom <= top; }
    [[nodiscard]] int width() const { return static_cast<int>(right - left); }
    [[nodiscard]] int height() const { return static_cast<int>(bottom - top); }
    [[nodiscard]] PixelRect intersection(const PixelRect& other) const;
    // The smallest rectangle holding both; an empty one adds nothing.
    [[nodiscard]] PixelRect united(const PixelRect& other) const;
    // Whether the two overlap or share an edge, so that their union wastes little.
    [[nodiscard]] bool touches(const PixelRect& other) const;
};

// The whole pixels that the real rectangle [left, right) x [top, bottom) reaches into.
[[nodiscard]] PixelRect pixels_reached(double left, double top, double right, double bottom);

// Tiles from first to last, both included; empty when last < first.
struct TileRange {
    int first_x = 0;
    int last_x = -1;
    int first_y = 0;
    int last_y = -1;

    [[nodiscard]] bool empty() const { return last_x < first_x || last_y < first_y; }
    [[nodiscard]] std::size_t tile_count() const {
        return empty() ? 0
                       : static_cast<std::size_t>(last_x - first_x + 1) * static_cast<std::size_t>(last_y - first_y + 1);
    }
};

struct TileGrid {
    double scale = 1.0;    // device pixels per map unit
    double phase_x = 0.0;  // in pixels, 0 <= phase < 1
    double phase_y = 0.0;
    int tile_size_px = 256;
    friend bool operator==(const TileGrid&, const TileGrid&) = default;

    // The world pixel position of a map point.
    [[nodiscard]] DevicePoint to_world(MapPoint point) const;
    [[nodiscard]] PixelRect tile_rect(int x, int y) const;
    [[nodiscard]] PixelRect block_rect(const TileRange& tiles) const;
    // The tiles that hold any pixel of the rectangle.
    [[nodiscard]] TileRange tiles_covering(const PixelRect& rect) const;
    // The view that draws the rectangle onto a surface of its size, its top-left at the origin.
    [[nodiscard]] RenderView region_view(const PixelRect& rect) const;
};

// Where a view lies on the tiles: the grid with the view's scale and phase, and the world pixel
// at the view's device (0, 0), which is whole.
struct PlacedView {
    TileGrid grid;
    std::int64_t left = 0;
    std::int64_t top = 0;

    [[nodiscard]] PixelRect world_rect(const RenderView& view) const {
        return {left, top, left + view.width_px, top + view.height_px};
    }
};

// The grid that has the view's own phase.
[[nodiscard]] PlacedView place_view(const RenderView& view, int tile_size_px);
// The view on a grid it shares: the same scale, and a phase within a millionth of a pixel, which
// is what is left of a pan by whole pixels after rounding. Nothing when the grid does not fit.
[[nodiscard]] std::optional<PlacedView> place_view_on(const TileGrid& grid, const RenderView& view);

}  // namespace sandtable
