#include "model/hex/hex_geometry.hpp"

#include <cmath>
#include <numbers>

namespace sandtable {
namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;

double to_radians(double degrees) { return degrees * std::numbers::pi / 180.0; }

// With y growing downwards, a positive angle turns +x towards +y: clockwise on screen.
MapPoint rotate(MapPoint p, double degrees) {
    const double c = std::cos(to_radians(degrees));
    const double s = std::sin(to_radians(degrees));
    return {p.x * c - p.y * s, p.x * s + p.y * c};
}

MapPoint unrotated_centre(HexOrientation orientation, double size, HexCoord hex) {
    const double q = hex.q;
    const double r = hex.r;
    if (orientation == HexOrientation::FlatTop) {
        return {size * 1.5 * q, size * kSqrt3 * (r + q / 2.0)};
    }
    return {size * kSqrt3 * (q + r / 2.0), size * 1.5 * r};
}

// Unrotated screen angle (y down) of the corner between the hexsides in directions i-1 and i.
double corner_angle_degrees(HexOrientation orientation, int corner) {
    const double first_corner = orientation == HexOrientation::FlatTop ? 60.0 : 30.0;
    return first_corner - 60.0 * corner;
}

}  // namespace

MapPoint hex_to_point(const HexGeometry& geometry, HexCoord hex) {
    const MapPoint turned = rotate(unrotated_centre(geometry.orientation, geometry.size, hex),
                                   geometry.rotation_degrees);
    return {geometry.origin.x + turned.x, geometry.origin.y + turned.y};
}

HexCoord point_to_hex(const HexGeometry& geometry, MapPoint point) {
    const MapPoint p = rotate({point.x - geometry.origin.x, point.y - geometry.origin.y},
                              -geometry.rotation_degrees);
    const double x = p.x / geometry.size;
    const double y = p.y / geometry.size;
    if (geometry.orientation == HexOrientation::FlatTop) {
        return round_to_hex(2.0 / 3.0 * x, -1.0 / 3.0 * x + kSqrt3 / 3.0 * y);
    }
    return round_to_hex(kSqrt3 / 3.0 * x - 1.0 / 3.0 * y, 2.0 / 3.0 * y);
}

std::array<MapPoint, 6> hex_corners(const HexGeometry& geometry, HexCoord hex) {
    const MapPoint centre = hex_to_point(geometry, hex);
    std::array<MapPoint, 6> corners{};
    for (int i = 0; i < 6; ++i) {
        const double angle =
            to_radians(corner_angle_degrees(geometry.orientation, i) + geometry.rotation_degrees);
        corners[i] = {centre.x + geometry.size * std::cos(angle),
                      centre.y + geometry.size * std::sin(angle)};
    }
    return corners;
}

std::array<MapPoint, 2> hexside_corners(const HexGeometry& geometry, HexCoord hex, int direction) {
    const auto corners = hex_corners(geometry, hex);
    const int first = ((direction % 6) + 6) % 6;
    return {corners[static_cast<std::size_t>(first)], corners[static_cast<std::size_t>((first + 1) % 6)]};
}

}  // namespace sandtable
