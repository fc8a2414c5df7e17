#pragma once
// Axial hex coordinates (q, r) with the implied cube coordinate s = -q - r.
#include <array>
#include <compare>
#include <cstddef>
#include <functional>
#include <vector>

namespace sandtable {

struct HexCoord {
    int q = 0;
    int r = 0;

    [[nodiscard]] constexpr int s() const { return -q - r; }
    friend constexpr auto operator<=>(const HexCoord&, const HexCoord&) = default;
};

constexpr HexCoord operator+(HexCoord a, HexCoord b) { return {a.q + b.q, a.r + b.r}; }
constexpr HexCoord operator-(HexCoord a, HexCoord b) { return {a.q - b.q, a.r - b.r}; }
constexpr HexCoord operator*(HexCoord a, int k) { return {a.q * k, a.r * k}; }

// Directions 0..5, counter-clockwise in axial space starting at +q:
// 0 (+1, 0), 1 (+1,-1), 2 (0,-1), 3 (-1, 0), 4 (-1,+1), 5 (0,+1).
// Direction d and (d + 3) % 6 are opposite. Functions taking a direction wrap it into 0..5,
// so d + 3 and d - 1 can be passed as they are.
inline constexpr int kHexDirections = 6;
inline constexpr std::array<HexCoord, kHexDirections> kDirectionVectors = {{
    {+1, 0},
    {+1, -1},
    {0, -1},
    {-1, 0},
    {-1, +1},
    {0, +1},
}};
// Inline: a search asks for six neighbours at every hex it settles.
[[nodiscard]] constexpr HexCoord direction_vector(int direction) {
    const int wrapped = direction % kHexDirections;
    return kDirectionVectors[static_cast<std::size_t>(wrapped < 0 ? wrapped + kHexDirections : wrapped)];
}
[[nodiscard]] constexpr HexCoord neighbour(HexCoord hex, int direction) { return hex + direction_vector(direction); }
[[nodiscard]] std::array<HexCoord, 6> neighbours(HexCoord hex);
// -1 when a and b are not adjacent.
[[nodiscard]] int direction_between(HexCoord from, HexCoord to);

[[nodiscard]] int distance(HexCoord a, HexCoord b);
// Hexes on the straight line from a to b, both included, |result| = distance + 1.
// Ties (the line running exactly along a hexside) are broken consistently by nudging towards +q.
[[nodiscard]] std::vector<HexCoord> line(HexCoord a, HexCoord b);
// Hexes at exactly `radius` from centre, starting at centre + direction 4 * radius, going round
// through directions 0..5. Radius 0 gives the centre alone, a negative radius nothing.
[[nodiscard]] std::vector<HexCoord> ring(HexCoord centre, int radius);
// The hex containing fractional axial coordinates (cube rounding).
[[nodiscard]] HexCoord round_to_hex(double q, double r);

struct HexCoordHash {
    std::size_t operator()(HexCoord h) const noexcept {
        return std::hash<long long>{}((static_cast<long long>(h.q) << 32) ^ static_cast<unsigned>(h.r));
    }
};

}  // namespace sandtable
