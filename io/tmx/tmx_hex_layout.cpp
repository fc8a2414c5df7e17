#include "io/tmx/tmx_hex_layout.hpp"

#include <cmath>
#include <fmt/format.h>
#include <numbers>

namespace sandtable {

namespace {

bool staggered(const TmxHexLayout& layout, int index) { return ((index & 1) != 0) == layout.stagger_odd; }

}  // namespace

int TmxHexLayout::column_step() const {
    if (stagger_axis == 'x') return (tile_width - side_length) / 2 + side_length;
    return tile_width;
}

int TmxHexLayout::row_step() const {
    if (stagger_axis == 'y') return (tile_height - side_length) / 2 + side_length;
    return tile_height;
}

TiledPoint TmxHexLayout::tile_origin(OffsetCoord cell) const {
    if (stagger_axis == 'x') {
        return {static_cast<double>(cell.col * column_step()),
                static_cast<double>(cell.row * tile_height + (staggered(*this, cell.col) ? tile_height / 2 : 0))};
    }
    return {static_cast<double>(cell.col * tile_width + (staggered(*this, cell.row) ? tile_width / 2 : 0)),
            static_cast<double>(cell.row * row_step())};
}

TiledPoint TmxHexLayout::tile_centre(OffsetCoord cell) const {
    const TiledPoint origin = tile_origin(cell);
    return {origin.x + tile_width / 2.0, origin.y + tile_height / 2.0};
}

std::array<TiledPoint, 6> TmxHexLayout::tile_hex(OffsetCoord cell) const {
    const TiledPoint o = tile_origin(cell);
    const double w = tile_width;
    const double h = tile_height;
    if (stagger_axis == 'x') {
        const double inset = (tile_width - side_length) / 2.0;
        return {{{o.x, o.y + h / 2}, {o.x + inset, o.y}, {o.x + w - inset, o.y}, {o.x + w, o.y + h / 2},
                 {o.x + w - inset, o.y + h}, {o.x + inset, o.y + h}}};
    }
    const double inset = (tile_height - side_length) / 2.0;
    return {{{o.x + w / 2, o.y}, {o.x + w, o.y + inset}, {o.x + w, o.y + h - inset}, {o.x + w / 2, o.y + h},
             {o.x, o.y + h - inset}, {o.x, o.y + inset}}};
}

int TmxHexLayout::map_width_px() const {
    if (stagger_axis == 'x') return columns * column_step() + (tile_width - column_step());
    return columns * tile_width + (rows > 1 ? tile_width / 2 : 0);
}

int TmxHexLayout::map_height_px() const {
    if (stagger_axis == 'y') return rows * row_step() + (tile_height - row_step());
    return rows * tile_height + (columns > 1 ? tile_height / 2 : 0);
}

Outcome<TmxHexLayout> tmx_layout_for(const HexGrid& grid, int tile_size) {
    const double turn = std::remainder(grid.geometry.rotation_degrees, 360.0);
    if (std::abs(turn) > 1e-9) {
        return failure(fmt::format("the grid is rotated by {:g} degrees; Tiled's hexagonal maps have unrotated rows and columns: "
                                   "set the rotation to 0 or export to another format",
                                   grid.geometry.rotation_degrees));
    }
    const bool pointy = grid.geometry.orientation == HexOrientation::PointyTop;
    const bool rows_staggered = grid.layout == OffsetLayout::OddRows || grid.layout == OffsetLayout::EvenRows;
    if (pointy != rows_staggered) {
        return failure(fmt::format("the grid staggers {} of {} hexes; Tiled staggers rows of pointy-top hexes and columns of flat-top ones",
                                   rows_staggered ? "rows" : "columns", pointy ? "pointy-top" : "flat-top"));
    }
    if (tile_size < kMinTmxTileSize) return failure(fmt::format("a tile size of {} px is too small: give {} or more", tile_size, kMinTmxTileSize));
    TmxHexLayout layout;
    layout.stagger_axis = pointy ? 'y' : 'x';
    layout.stagger_odd = grid.layout == OffsetLayout::OddRows || grid.layout == OffsetLayout::OddColumns;
    layout.columns = grid.columns;
    layout.rows = grid.rows;
    const int across_flats = tile_size + (tile_size & 1);
    const double size = across_flats / std::numbers::sqrt3;  // centre to corner, in pixels
    // The side must be even so that the tile's other size, side + 2 * inset, is even too.
    const int side = 2 * static_cast<int>(std::lround(size / 2.0));
    const int inset = static_cast<int>(std::lround(1.5 * size - side));  // step to the next row (column) is side + inset
    const int corner_to_corner = side + 2 * inset;
    layout.side_length = side;
    if (pointy) {
        layout.tile_width = across_flats;
        layout.tile_height = corner_to_corner;
    } else {
        layout.tile_width = corner_to_corner;
        layout.tile_height = across_flats;
    }
    return layout;
}

OffsetLayout offset_layout_of(const TmxHexLayout& layout) {
    if (layout.stagger_axis == 'x') return layout.stagger_odd ? OffsetLayout::OddColumns : OffsetLayout::EvenColumns;
    return layout.stagger_odd ? OffsetLayout::OddRows : OffsetLayout::EvenRows;
}

TiledTransform::TiledTransform(const HexGrid& grid, const TmxHexLayout& layout) {
    const HexGeometry& geometry = grid.geometry;
    map_anchor_ = hex_to_point(geometry, offset_to_axial(grid.layout, {0, 0}));
    tiled_anchor_ = layout.tile_centre({0, 0});
    const double across_flats = geometry.size * std::numbers::sqrt3;
    const double corner_step = geometry.size * 1.5;
    if (layout.stagger_axis == 'y') {
        scale_x_ = layout.column_step() / across_flats;
        scale_y_ = layout.row_step() / corner_step;
    } else {
        scale_x_ = layout.column_step() / corner_step;
        scale_y_ = layout.row_step() / across_flats;
    }
}

TiledPoint TiledTransform::to_tiled(MapPoint point) const {
    return {tiled_anchor_.x + (point.x - map_anchor_.x) * scale_x_, tiled_anchor_.y + (point.y - map_anchor_.y) * scale_y_};
}

MapPoint TiledTransform::to_map(TiledPoint point) const {
    return {map_anchor_.x + (point.x - tiled_anchor_.x) / scale_x_, map_anchor_.y + (point.y - tiled_anchor_.y) / scale_y_};
}

}  // namespace sandtable
