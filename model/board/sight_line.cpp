#include "model/board/sight_line.hpp"

namespace sandtable {

namespace {

// A nudge off the line in cube coordinates (q, r, s) that is parallel to no hexside, so that
// nudging one way and the other settles which hexes a line along a hexside touches.
constexpr double kNudgeQ = 1e-6;
constexpr double kNudgeR = 2e-6;

HexCoord point_on_line(HexCoord a, HexCoord b, double t, double sign) {
    const double q = a.q + (b.q - a.q) * t + sign * kNudgeQ;
    const double r = a.r + (b.r - a.r) * t + sign * kNudgeR;
    return round_to_hex(q, r);
}

}  // namespace

std::vector<SightLineHex> hexes_between(HexCoord a, HexCoord b) {
    std::vector<SightLineHex> result;
    const int steps = distance(a, b);
    for (int i = 1; i < steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        const HexCoord one = point_on_line(a, b, t, 1);
        const HexCoord other = point_on_line(a, b, t, -1);
        SightLineHex entry{one, std::nullopt};
        if (other != one) entry.beside = other;
        result.push_back(entry);
    }
    return result;
}

}  // namespace sandtable
