#include "model/hex/hex_similarity_fit.hpp"

#include "model/hex/eisenstein.hpp"

#include <cmath>
#include <numbers>

namespace sandtable {

std::optional<HexGeometry> fit_hex_similarity(HexOrientation orientation, std::span<const HexCoord> hexes,
                                              std::span<const MapPoint> points) {
    if (hexes.empty() || hexes.size() != points.size()) return std::nullopt;
    // point = origin + m * u, with u the unit-size unrotated centre and m = size * e^(i*rotation):
    // a straight line fit in the complex plane.
    const Complex basis = orientation_basis(orientation);
    const double count = static_cast<double>(hexes.size());
    Complex mean_u{};
    Complex mean_p{};
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        mean_u += basis * to_complex(hexes[i]);
        mean_p += to_complex(points[i]);
    }
    mean_u /= count;
    mean_p /= count;
    Complex cross{};
    double spread = 0.0;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        const Complex du = basis * to_complex(hexes[i]) - mean_u;
        cross += std::conj(du) * (to_complex(points[i]) - mean_p);
        spread += std::norm(du);
    }
    if (spread == 0.0) return std::nullopt;
    const Complex m = cross / spread;
    HexGeometry geometry;
    geometry.orientation = orientation;
    geometry.size = std::abs(m);
    geometry.rotation_degrees = std::arg(m) * 180.0 / std::numbers::pi;
    geometry.origin = to_point(mean_p - m * mean_u);
    return geometry;
}

double normalised_degrees(double degrees) {
    double wrapped = std::fmod(degrees, 360.0);
    if (wrapped <= -180.0) wrapped += 360.0;
    if (wrapped > 180.0) wrapped -= 360.0;
    return wrapped;
}

}  // namespace sandtable
