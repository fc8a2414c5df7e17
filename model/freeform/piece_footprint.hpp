#pragma once
// The ground a piece covers on a free-form map: a rectangle of the map's piece width and depth
// centred on its point, its front edge across its facing (0 faces the top of the map, angles grow
// clockwise on screen). In road column the piece is turned lengthwise: its width runs along its
// facing and its front is the short edge.
#include "model/freeform/freeform_map.hpp"

#include <array>

namespace sandtable {

struct PieceFootprint {
    // Front-left, front-right, back-right, back-left, as the piece sees them.
    std::array<MapPoint, 4> corners;
    [[nodiscard]] MapPoint front_left() const { return corners[0]; }
    [[nodiscard]] MapPoint front_right() const { return corners[1]; }
};

// The unit vector a facing points along, in map space (y down): 0 gives (0, -1), 90 gives (1, 0).
[[nodiscard]] MapPoint facing_direction(double facing_degrees);

// The piece's width and depth: the map's measures, or, while they are not set, a width of a
// fortieth of the map's extent and a depth of a third of that.
struct PieceSize {
    double width = 0.0;
    double depth = 0.0;
};
[[nodiscard]] PieceSize piece_size(const FreeformMap& map);

[[nodiscard]] PieceFootprint piece_footprint(MapPoint centre, double facing_degrees, bool road_column, PieceSize size);

}  // namespace sandtable
