#pragma once
// How a hex grid sits on a Tiled hexagonal map. TMX sizes are whole pixels, and Tiled rounds the
// tile width and height down to even numbers, so the layout is chosen from the hex's width across
// the flats in pixels (the tile size): the grid's stagger axis and index come from its offset
// layout, the tile height and hexside length are the nearest whole numbers that keep the hexes as
// regular as the pixels allow. Map points go to Tiled pixels through the affine map that takes
// every hex centre of the grid to the centre of its tile.
#include "model/hex_map.hpp"
#include "model/outcome.hpp"

namespace sandtable {

struct TiledPoint {
    double x = 0.0;
    double y = 0.0;
};

struct TmxHexLayout {
    char stagger_axis = 'y';  // 'y': rows staggered (pointy-top hexes); 'x': columns (flat-top)
    bool stagger_odd = true;  // odd rows (columns) shoved right (down)
    int tile_width = 0;
    int tile_height = 0;
    int side_length = 0;  // TMX hexsidelength: the hexside parallel to the stagger axis
    int columns = 0;
    int rows = 0;

    [[nodiscard]] int column_step() const;  // pixels from one column of tiles to the next
    [[nodiscard]] int row_step() const;
    // Top-left corner of the cell's tile, where Tiled draws it.
    [[nodiscard]] TiledPoint tile_origin(OffsetCoord cell) const;
    [[nodiscard]] TiledPoint tile_centre(OffsetCoord cell) const;
    // The corners of the cell's hex as Tiled draws it, clockwise from the top (pointy) or left (flat).
    [[nodiscard]] std::array<TiledPoint, 6> tile_hex(OffsetCoord cell) const;
    [[nodiscard]] int map_width_px() const;
    [[nodiscard]] int map_height_px() const;
};

// Default hex width across the flats, in pixels, of `export --to tmx`.
inline constexpr int kDefaultTmxTileSize = 64;
inline constexpr int kMinTmxTileSize = 8;

// The layout of the grid at `tile_size` pixels across the flats (rounded up to even). Refused,
// saying why, for a rotated grid, a layout that does not fit the hex orientation, or a tile size
// below kMinTmxTileSize.
[[nodiscard]] Outcome<TmxHexLayout> tmx_layout_for(const HexGrid& grid, int tile_size);

// The offset layout of a TMX stagger axis and index.
[[nodiscard]] OffsetLayout offset_layout_of(const TmxHexLayout& layout);

// Map coordinates to Tiled pixels and back, exact at hex centres.
class TiledTransform {
public:
    TiledTransform(const HexGrid& grid, const TmxHexLayout& layout);
    [[nodiscard]] TiledPoint to_tiled(MapPoint point) const;
    [[nodiscard]] MapPoint to_map(TiledPoint point) const;
    [[nodiscard]] double scale_x() const { return scale_x_; }
    [[nodiscard]] double scale_y() const { return scale_y_; }

private:
    MapPoint map_anchor_;
    TiledPoint tiled_anchor_;
    double scale_x_ = 1.0;
    double scale_y_ = 1.0;
};

}  // namespace sandtable
