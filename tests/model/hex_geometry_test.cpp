#include "model/hex/hex_geometry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <ostream>
#include <string>
#include <vector>

namespace sandtable {
[[maybe_unused]] static void PrintTo(HexCoord hex, std::ostream* out) {
    *out << "(" << hex.q << ", " << hex.r << ")";
}
}  // namespace sandtable

namespace sandtable {
namespace {

const double kSqrt3 = std::sqrt(3.0);
constexpr double kTolerance = 1e-9;

void expect_point_near(MapPoint actual, MapPoint expected, const std::string& what = {}) {
    EXPECT_NEAR(actual.x, expected.x, kTolerance) << what;
    EXPECT_NEAR(actual.y, expected.y, kTolerance) << what;
}

double distance_between(MapPoint a, MapPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }

HexGeometry flat(double size, MapPoint origin = {}, double rotation = 0) {
    return {HexOrientation::FlatTop, size, origin, rotation};
}

HexGeometry pointy(double size, MapPoint origin = {}, double rotation = 0) {
    return {HexOrientation::PointyTop, size, origin, rotation};
}

std::string name_of(const HexGeometry& geometry) {
    return std::string(geometry.orientation == HexOrientation::FlatTop ? "flat" : "pointy") +
           " size " + std::to_string(geometry.size) + " origin (" +
           std::to_string(geometry.origin.x) + ", " + std::to_string(geometry.origin.y) +
           ") rotated " + std::to_string(geometry.rotation_degrees);
}

std::vector<HexCoord> hexes_within(int radius) {
    std::vector<HexCoord> hexes;
    for (int q = -radius; q <= radius; ++q) {
        for (int r = -radius; r <= radius; ++r) {
            if (distance({0, 0}, {q, r}) <= radius) hexes.push_back({q, r});
        }
    }
    return hexes;
}

TEST(HexGeometry, FlatTopCentres) {
    const HexGeometry geometry = flat(10);
    expect_point_near(hex_to_point(geometry, {0, 0}), {0, 0});
    expect_point_near(hex_to_point(geometry, {1, 0}), {15, 5 * kSqrt3});
    expect_point_near(hex_to_point(geometry, {0, 1}), {0, 10 * kSqrt3});
    expect_point_near(hex_to_point(geometry, {2, -1}), {30, 0});
    expect_point_near(hex_to_point(geometry, {-1, -1}), {-15, -15 * kSqrt3});
}

TEST(HexGeometry, PointyTopCentres) {
    const HexGeometry geometry = pointy(10);
    expect_point_near(hex_to_point(geometry, {0, 0}), {0, 0});
    expect_point_near(hex_to_point(geometry, {1, 0}), {10 * kSqrt3, 0});
    expect_point_near(hex_to_point(geometry, {0, 1}), {5 * kSqrt3, 15});
    expect_point_near(hex_to_point(geometry, {-1, 2}), {0, 30});
    expect_point_near(hex_to_point(geometry, {1, -2}), {0, -30});
}

TEST(HexGeometry, OriginIsTheCentreOfHexZero) {
    expect_point_near(hex_to_point(flat(10, {100, 50}), {0, 0}), {100, 50});
    expect_point_near(hex_to_point(flat(10, {100, 50}), {1, 0}), {115, 50 + 5 * kSqrt3});
    expect_point_near(hex_to_point(pointy(2, {-3, 4}), {0, 1}), {-3 + kSqrt3, 7});
}

TEST(HexGeometry, PositiveRotationTurnsXTowardsYDown) {
    // Unrotated, flat-top hex (2,-1) sits at (30, 0): straight right of the origin.
    expect_point_near(hex_to_point(flat(10, {}, 90), {2, -1}), {0, 30});
    expect_point_near(hex_to_point(flat(10, {100, 50}, 90), {2, -1}), {100, 80});
    expect_point_near(hex_to_point(flat(10, {}, -90), {2, -1}), {0, -30});
    // Unrotated, pointy-top hex (1,0) sits at (10 sqrt 3, 0).
    expect_point_near(hex_to_point(pointy(10, {}, 30), {1, 0}), {15, 5 * kSqrt3});
    expect_point_near(hex_to_point(pointy(10, {}, 180), {1, 0}), {-10 * kSqrt3, 0});
}

TEST(HexGeometry, RotationKeepsDistancesFromTheOrigin) {
    const HexGeometry turned = flat(7, {20, -5}, 37);
    for (const HexCoord hex : hexes_within(3)) {
        const double unturned = distance_between(hex_to_point(flat(7), hex), {0, 0});
        EXPECT_NEAR(distance_between(hex_to_point(turned, hex), turned.origin), unturned,
                    kTolerance);
    }
}

std::vector<HexGeometry> sample_geometries() {
    return {
        flat(1),
        pointy(1),
        flat(12.5, {40, -30}, 15),
        pointy(8, {-200, 75.5}, -40),
        flat(3, {10, 10}, 90),
        pointy(30, {0, 0}, 200),
    };
}

TEST(HexGeometry, CentresMapBackToTheirHex) {
    for (const HexGeometry& geometry : sample_geometries()) {
        for (const HexCoord hex : hexes_within(4)) {
            EXPECT_EQ(point_to_hex(geometry, hex_to_point(geometry, hex)), hex)
                << name_of(geometry);
        }
    }
}

TEST(HexGeometry, PointsInsideAHexMapToIt) {
    for (const HexGeometry& geometry : sample_geometries()) {
        const double inner_radius = geometry.size * kSqrt3 / 2;
        for (const HexCoord hex : hexes_within(3)) {
            const MapPoint centre = hex_to_point(geometry, hex);
            for (int i = 0; i < 12; ++i) {
                const double angle = i * 30.0 * std::acos(-1.0) / 180.0 + 0.1;
                const MapPoint inside{centre.x + 0.95 * inner_radius * std::cos(angle),
                                      centre.y + 0.95 * inner_radius * std::sin(angle)};
                EXPECT_EQ(point_to_hex(geometry, inside), hex) << name_of(geometry);
            }
        }
    }
}

TEST(HexGeometry, PointsNearAFlatTopCornerMapToTheRightHex) {
    // Corner (10, 0) of hex (0,0) is shared with (1,0) below-right and (1,-1) above-right.
    const HexGeometry geometry = flat(10);
    EXPECT_EQ(point_to_hex(geometry, {9.9, 0.05}), (HexCoord{0, 0}));
    EXPECT_EQ(point_to_hex(geometry, {9.9, -0.05}), (HexCoord{0, 0}));
    EXPECT_EQ(point_to_hex(geometry, {10.1, 0.05}), (HexCoord{1, 0}));
    EXPECT_EQ(point_to_hex(geometry, {10.1, -0.05}), (HexCoord{1, -1}));
}

TEST(HexGeometry, PointsNearAPointyTopCornerMapToTheRightHex) {
    // Corner (5 sqrt 3, 5) of hex (0,0) is shared with (1,0) to the right and (0,1) below.
    const HexGeometry geometry = pointy(10);
    EXPECT_EQ(point_to_hex(geometry, {8.56, 4.95}), (HexCoord{0, 0}));
    EXPECT_EQ(point_to_hex(geometry, {8.8, 4.9}), (HexCoord{1, 0}));
    EXPECT_EQ(point_to_hex(geometry, {8.7, 5.2}), (HexCoord{0, 1}));
}

TEST(HexGeometry, PointsJustInsideEveryCornerMapToTheirHex) {
    for (const HexGeometry& geometry : sample_geometries()) {
        for (const HexCoord hex : hexes_within(2)) {
            const MapPoint centre = hex_to_point(geometry, hex);
            for (const MapPoint corner : hex_corners(geometry, hex)) {
                const MapPoint just_inside{corner.x + 0.02 * (centre.x - corner.x),
                                           corner.y + 0.02 * (centre.y - corner.y)};
                EXPECT_EQ(point_to_hex(geometry, just_inside), hex) << name_of(geometry);
            }
        }
    }
}

TEST(HexGeometry, FlatTopCornersStartBetweenDirectionsFiveAndZero) {
    const std::array<MapPoint, 6> corners = hex_corners(flat(10), {0, 0});
    const std::array<MapPoint, 6> expected = {{{5, 5 * kSqrt3},
                                               {10, 0},
                                               {5, -5 * kSqrt3},
                                               {-5, -5 * kSqrt3},
                                               {-10, 0},
                                               {-5, 5 * kSqrt3}}};
    for (std::size_t i = 0; i < 6; ++i) {
        expect_point_near(corners[i], expected[i], "corner " + std::to_string(i));
    }
}

TEST(HexGeometry, PointyTopCorners) {
    const std::array<MapPoint, 6> corners = hex_corners(pointy(10, {1, 2}), {0, 0});
    const std::array<MapPoint, 6> expected = {{{1 + 5 * kSqrt3, 7},
                                               {1 + 5 * kSqrt3, -3},
                                               {1, -8},
                                               {1 - 5 * kSqrt3, -3},
                                               {1 - 5 * kSqrt3, 7},
                                               {1, 12}}};
    for (std::size_t i = 0; i < 6; ++i) {
        expect_point_near(corners[i], expected[i], "corner " + std::to_string(i));
    }
}

TEST(HexGeometry, CornersTurnWithTheMap) {
    const std::array<MapPoint, 6> corners = hex_corners(flat(10, {}, 90), {0, 0});
    expect_point_near(corners[1], {0, 10});
    expect_point_near(corners[4], {0, -10});
}

// Corner i touches the neighbours across the sides in directions i-1 and i, so it lies one
// size away from their centres too.
TEST(HexGeometry, CornerIBelongsToTheNeighboursInDirectionsIMinusOneAndI) {
    for (const HexGeometry& geometry : sample_geometries()) {
        const HexCoord hex{2, -1};
        const std::array<MapPoint, 6> corners = hex_corners(geometry, hex);
        for (int i = 0; i < 6; ++i) {
            const MapPoint corner = corners[static_cast<std::size_t>(i)];
            const std::string what = name_of(geometry) + " corner " + std::to_string(i);
            EXPECT_NEAR(distance_between(corner, hex_to_point(geometry, hex)), geometry.size,
                        1e-9 * geometry.size)
                << what;
            EXPECT_NEAR(distance_between(corner, hex_to_point(geometry, neighbour(hex, i - 1))),
                        geometry.size, 1e-9 * geometry.size)
                << what;
            EXPECT_NEAR(distance_between(corner, hex_to_point(geometry, neighbour(hex, i))),
                        geometry.size, 1e-9 * geometry.size)
                << what;
        }
    }
}


TEST(HexGeometry, AHexsideRunsBetweenTheCornersItsHexSharesWithTheNeighbour) {
    for (const HexOrientation orientation : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
        const HexGeometry geometry{orientation, 10.0, {5.0, -3.0}, 17.0};
        const HexCoord hex{2, -1};
        for (int direction = 0; direction < 6; ++direction) {
            const auto side = hexside_corners(geometry, hex, direction);
            const auto across = hex_corners(geometry, neighbour(hex, direction));
            for (const MapPoint& corner : side) {
                const bool shared = std::any_of(across.begin(), across.end(), [&](MapPoint other) {
                    return std::abs(other.x - corner.x) < 1e-9 && std::abs(other.y - corner.y) < 1e-9;
                });
                EXPECT_TRUE(shared) << "direction " << direction;
            }
            const auto wrapped = hexside_corners(geometry, hex, direction + 6);
            EXPECT_EQ(wrapped[0].x, side[0].x);
            EXPECT_EQ(wrapped[1].y, side[1].y);
        }
    }
}

}  // namespace
}  // namespace sandtable
