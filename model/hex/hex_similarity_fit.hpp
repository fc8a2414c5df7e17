#pragma once
// The geometry of one orientation that puts the centres of given hexes nearest to given points in
// the least-squares sense: size, rotation and origin, solved in closed form.
#include "model/hex/hex_coord.hpp"
#include "model/hex/hex_geometry.hpp"

#include <optional>
#include <span>

namespace sandtable {

// Nothing when the hexes are all one hex (then only the origin would be known), or when the
// spans differ in length.
[[nodiscard]] std::optional<HexGeometry> fit_hex_similarity(HexOrientation orientation, std::span<const HexCoord> hexes,
                                                            std::span<const MapPoint> points);

// Rotation in degrees brought into (-180, 180].
[[nodiscard]] double normalised_degrees(double degrees);

}  // namespace sandtable
