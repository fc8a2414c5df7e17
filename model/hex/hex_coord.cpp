#include "model/hex/hex_coord.hpp"

#include <cmath>
#include <cstdlib>

namespace sandtable {

HexCoord round_to_hex(double q, double r) {
    const double s = -q - r;
    double rounded_q = std::round(q);
    double rounded_r = std::round(r);
    const double rounded_s = std::round(s);
    const double q_error = std::abs(rounded_q - q);
    const double r_error = std::abs(rounded_r - r);
    const double s_error = std::abs(rounded_s - s);
    // Rounding each part alone can break q + r + s == 0; rebuild the worst-rounded part.
    if (q_error > r_error && q_error > s_error) {
        rounded_q = -rounded_r - rounded_s;
    } else if (r_error > s_error) {
        rounded_r = -rounded_q - rounded_s;
    }
    return {static_cast<int>(rounded_q), static_cast<int>(rounded_r)};
}

std::array<HexCoord, 6> neighbours(HexCoord hex) {
    std::array<HexCoord, 6> result{};
    for (int direction = 0; direction < kHexDirections; ++direction) {
        result[direction] = neighbour(hex, direction);
    }
    return result;
}

int direction_between(HexCoord from, HexCoord to) {
    const HexCoord step = to - from;
    for (int direction = 0; direction < kHexDirections; ++direction) {
        if (kDirectionVectors[direction] == step) return direction;
    }
    return -1;
}

int distance(HexCoord a, HexCoord b) {
    const HexCoord d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

std::vector<HexCoord> line(HexCoord a, HexCoord b) {
    const int steps = distance(a, b);
    if (steps == 0) return {a};
    // Nudging q and r by +1e-6 (so s by -2e-6) keeps every sample off hexsides and corners,
    // so a line running exactly along a hexside always picks the same side.
    constexpr double kNudge = 1e-6;
    const double start_q = a.q + kNudge;
    const double start_r = a.r + kNudge;
    const double delta_q = b.q - a.q;
    const double delta_r = b.r - a.r;
    std::vector<HexCoord> hexes;
    hexes.reserve(static_cast<std::size_t>(steps) + 1);
    for (int i = 0; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        hexes.push_back(round_to_hex(start_q + delta_q * t, start_r + delta_r * t));
    }
    return hexes;
}

std::vector<HexCoord> ring(HexCoord centre, int radius) {
    if (radius < 0) return {};
    if (radius == 0) return {centre};
    std::vector<HexCoord> hexes;
    hexes.reserve(static_cast<std::size_t>(radius) * kHexDirections);
    HexCoord hex = centre + direction_vector(4) * radius;
    for (int direction = 0; direction < kHexDirections; ++direction) {
        for (int step = 0; step < radius; ++step) {
            hexes.push_back(hex);
            hex = neighbour(hex, direction);
        }
    }
    return hexes;
}

}  // namespace sandtable
