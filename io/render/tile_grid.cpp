#include "io/render/tile_grid.hpp"

#include <algorithm>
#include <cmath>

namespace sandtable {

namespace {

constexpr double kSamePhasePx = 1e-6;

std::int64_t floor_div(std::int64_t value, int divisor) {
    const std::int64_t quotient = value / divisor;
    return (value % divisor != 0 && value < 0) ? quotient - 1 : quotient;
}

}  // namespace

PixelRect PixelRect::intersection(const PixelRect& other) const {
    return {std::max(left, other.left), std::max(top, other.top), std::min(right, other.right),
            std::min(bottom, other.bottom)};
}

PixelRect PixelRect::united(const PixelRect& other) const {
    if (empty()) return other;
    if (other.empty()) return *this;
    return {std::min(left, other.left), std::min(top, other.top), std::max(right, other.right),
            std::max(bottom, other.bottom)};
}

bool PixelRect::touches(const PixelRect& other) const {
    return left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom;
}

PixelRect pixels_reached(double left, double top, double right, double bottom) {
    return {static_cast<std::int64_t>(std::floor(left)), static_cast<std::int64_t>(std::floor(top)),
            static_cast<std::int64_t>(std::ceil(right)), static_cast<std::int64_t>(std::ceil(bottom))};
}

DevicePoint TileGrid::to_world(MapPoint point) const {
    return {point.x * scale - phase_x, point.y * scale - phase_y};
}

PixelRect TileGrid::tile_rect(int x, int y) const { return block_rect({x, x, y, y}); }

PixelRect TileGrid::block_rect(const TileRange& tiles) const {
    const std::int64_t size = tile_size_px;
    return {tiles.first_x * size, tiles.first_y * size, (tiles.last_x + std::int64_t{1}) * size,
            (tiles.last_y + std::int64_t{1}) * size};
}

TileRange TileGrid::tiles_covering(const PixelRect& rect) const {
    if (rect.empty()) return {};
    const auto tile_of = [&](std::int64_t world_px) { return static_cast<int>(floor_div(world_px, tile_size_px)); };
    return {tile_of(rect.left), tile_of(rect.right - 1), tile_of(rect.top), tile_of(rect.bottom - 1)};
}

RenderView TileGrid::region_view(const PixelRect& rect) const {
    RenderView view;
    view.scale = scale;
    // device = map * scale - phase - rect corner, which is (map - top_left) * scale.
    view.top_left = {(static_cast<double>(rect.left) + phase_x) / scale, (static_cast<double>(rect.top) + phase_y) / scale};
    view.width_px = rect.width();
    view.height_px = rect.height();
    return view;
}

PlacedView place_view(const RenderView& view, int tile_size_px) {
    PlacedView placed;
    placed.grid.scale = view.scale;
    placed.grid.tile_size_px = tile_size_px;
    const double left = std::floor(view.top_left.x * view.scale);
    const double top = std::floor(view.top_left.y * view.scale);
    placed.grid.phase_x = std::clamp(view.top_left.x * view.scale - left, 0.0, std::nextafter(1.0, 0.0));
    placed.grid.phase_y = std::clamp(view.top_left.y * view.scale - top, 0.0, std::nextafter(1.0, 0.0));
    placed.left = static_cast<std::int64_t>(left);
    placed.top = static_cast<std::int64_t>(top);
    return placed;
}

std::optional<PlacedView> place_view_on(const TileGrid& grid, const RenderView& view) {
    if (view.scale != grid.scale) return std::nullopt;
    const double left = std::round(view.top_left.x * view.scale - grid.phase_x);
    const double top = std::round(view.top_left.y * view.scale - grid.phase_y);
    if (std::abs(view.top_left.x * view.scale - grid.phase_x - left) > kSamePhasePx ||
        std::abs(view.top_left.y * view.scale - grid.phase_y - top) > kSamePhasePx) {
        return std::nullopt;
    }
    return PlacedView{grid, static_cast<std::int64_t>(left), static_cast<std::int64_t>(top)};
}

}  // namespace sandtable
