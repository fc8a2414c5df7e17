#include "io/render/map_bounds.hpp"

#include "model/freeform/polygon_ops.hpp"
#include "model/game_map.hpp"
#include "model/hex_map.hpp"

#include <algorithm>
#include <limits>

namespace sandtable {

MapBounds hex_map_bounds(const HexMap& map) {
    const HexGrid& grid = map.grid;
    if (grid.columns <= 0 || grid.rows <= 0) return {};
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    MapBounds bounds{{kInfinity, kInfinity}, {-kInfinity, -kInfinity}};
    auto include = [&](int col, int row) {
        for (const MapPoint& corner : hex_corners(grid.geometry, offset_to_axial(grid.layout, {col, row}))) {
            bounds.min = {std::min(bounds.min.x, corner.x), std::min(bounds.min.y, corner.y)};
            bounds.max = {std::max(bounds.max.x, corner.x), std::max(bounds.max.y, corner.y)};
        }
    };
    // Two rows and columns deep: with shoved rows or columns the second one juts out further.
    for (int col = 0; col < grid.columns; ++col) {
        for (int row : {0, 1, grid.rows - 2, grid.rows - 1}) {
            if (row >= 0 && row < grid.rows) include(col, row);
        }
    }
    for (int row = 0; row < grid.rows; ++row) {
        for (int col : {0, 1, grid.columns - 2, grid.columns - 1}) {
            if (col >= 0 && col < grid.columns) include(col, row);
        }
    }
    return bounds;
}

MapBounds map_bounds(const GameMap& map) {
    if (map.kind == MapKind::Hex) return hex_map_bounds(map.hex);
    if (map.kind != MapKind::Freeform) return {};
    const FreeformMap& freeform = map.freeform;
    if (freeform.extent.max.x > freeform.extent.min.x && freeform.extent.max.y > freeform.extent.min.y) {
        return {freeform.extent.min, freeform.extent.max};
    }
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    MapBounds bounds{{kInfinity, kInfinity}, {-kInfinity, -kInfinity}};
    const auto include = [&](MapPoint p) {
        bounds.min = {std::min(bounds.min.x, p.x), std::min(bounds.min.y, p.y)};
        bounds.max = {std::max(bounds.max.x, p.x), std::max(bounds.max.y, p.y)};
    };
    for (const TerrainArea& area : freeform.areas) {
        if (area.shape.empty()) continue;
        const MapRect rect = bounds_of(area.shape);
        include(rect.min);
        include(rect.max);
    }
    for (const LineFeature& line : freeform.lines) std::for_each(line.line.begin(), line.line.end(), include);
    for (const PointFeature& point : freeform.points) include(point.at);
    for (const NamedLocation& location : freeform.locations) include(location.at);
    return bounds.empty() ? MapBounds{} : bounds;
}

}  // namespace sandtable
