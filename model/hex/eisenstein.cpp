#include "model/hex/eisenstein.hpp"

#include <numbers>

namespace sandtable {
namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;
const Complex kOmega{0.5, kSqrt3 / 2.0};

}  // namespace

Complex to_complex(MapPoint point) { return {point.x, point.y}; }
MapPoint to_point(Complex z) { return {z.real(), z.imag()}; }
Complex to_complex(HexCoord hex) { return static_cast<double>(hex.q) + static_cast<double>(hex.r) * kOmega; }

HexCoord nearest_hex(Complex z) {
    // q + r*w = (q + r/2) + i*(r*sqrt(3)/2); the basis (1, w) is the pointy-top layout, whose
    // nearest centre cube rounding finds.
    const double r = z.imag() * 2.0 / kSqrt3;
    const double q = z.real() - r / 2.0;
    return round_to_hex(q, r);
}

HexCoord turn_sixths(HexCoord hex, int sixths) {
    const int turns = ((sixths % 6) + 6) % 6;
    for (int i = 0; i < turns; ++i) {
        // (q + r*w) * w = q*w + r*(w - 1), since w^2 = w - 1.
        hex = {-hex.r, hex.q + hex.r};
    }
    return hex;
}

Complex orientation_basis(HexOrientation orientation) {
    if (orientation == HexOrientation::FlatTop) return {1.5, kSqrt3 / 2.0};
    return {kSqrt3, 0.0};
}

}  // namespace sandtable
