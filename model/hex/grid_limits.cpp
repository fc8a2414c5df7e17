#include "model/hex/grid_limits.hpp"

#include <fmt/format.h>

#include <cmath>

namespace sandtable {

Status check_hex_geometry(const HexGeometry& geometry) {
    if (!std::isfinite(geometry.size) || geometry.size < kSmallestHexSize || geometry.size > kLargestHexSize) {
        return failure(fmt::format("a hex size (centre to corner) of {:g} map units is outside {:g} to {:g}", geometry.size,
                                   kSmallestHexSize, kLargestHexSize));
    }
    for (const double c : {geometry.origin.x, geometry.origin.y}) {
        if (!std::isfinite(c) || std::abs(c) > kFarthestMapCoordinate) {
            return failure(fmt::format("an origin at ({:g}, {:g}) is more than {:g} map units from 0", geometry.origin.x,
                                       geometry.origin.y, kFarthestMapCoordinate));
        }
    }
    if (!std::isfinite(geometry.rotation_degrees)) return failure("the rotation is not a finite number of degrees");
    return {};
}

}  // namespace sandtable
