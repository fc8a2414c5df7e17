#include "model/freeform/piece_footprint.hpp"

#include <cmath>
#include <numbers>

namespace sandtable {

MapPoint facing_direction(double facing_degrees) {
    const double radians = facing_degrees * std::numbers::pi / 180.0;
    return {std::sin(radians), -std::cos(radians)};
}

PieceSize piece_size(const FreeformMap& map) {
    PieceSize size{map.measures.piece_width, map.measures.piece_depth};
    const double extent_width = map.extent.max.x - map.extent.min.x;
    if (!(size.width > 0.0)) size.width = extent_width > 0.0 ? extent_width / 40.0 : 1.0;
    if (!(size.depth > 0.0)) size.depth = size.width / 3.0;
    return size;
}

PieceFootprint piece_footprint(MapPoint centre, double facing_degrees, bool road_column, PieceSize size) {
    const MapPoint forward = facing_direction(facing_degrees);
    const MapPoint right{-forward.y, forward.x};  // a quarter turn clockwise on screen
    const double half_across = (road_column ? size.depth : size.width) / 2.0;
    const double half_along = (road_column ? size.width : size.depth) / 2.0;
    const auto at = [&](double ahead, double rightwards) {
        return MapPoint{centre.x + forward.x * ahead + right.x * rightwards, centre.y + forward.y * ahead + right.y * rightwards};
    };
    return {{at(half_along, -half_across), at(half_along, half_across), at(-half_along, half_across), at(-half_along, -half_across)}};
}

}  // namespace sandtable
