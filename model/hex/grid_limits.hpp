#pragma once
// The sizes and origins a hex grid may have, in map units: far beyond any map's (pixels, metres
// or degrees), and narrow enough that a map of the most hexes stays clear of the limits of
// doubles and of pixel sizes. The loader refuses a grid outside them, and a grid fit does not
// give one.
#include "model/hex/hex_geometry.hpp"
#include "model/outcome.hpp"

namespace sandtable {

inline constexpr double kSmallestHexSize = 1e-6;
inline constexpr double kLargestHexSize = 1e7;
inline constexpr double kFarthestMapCoordinate = 1e9;  // largest |x| or |y| of an origin or a clicked centre

// Done, or why the geometry is outside those ranges (or not finite), as a sentence.
[[nodiscard]] Status check_hex_geometry(const HexGeometry& geometry);

}  // namespace sandtable
