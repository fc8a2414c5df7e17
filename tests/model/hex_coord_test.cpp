#include "model/hex/hex_coord.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <set>
#include <vector>

namespace sandtable {
[[maybe_unused]] static void PrintTo(HexCoord hex, std::ostream* out) {
    *out << "(" << hex.q << ", " << hex.r << ")";
}
}  // namespace sandtable

namespace sandtable {
namespace {

TEST(HexCoord, SIsMinusQMinusR) {
    EXPECT_EQ((HexCoord{2, -5}.s()), 3);
    EXPECT_EQ((HexCoord{-1, -1}.s()), 2);
    EXPECT_EQ((HexCoord{0, 0}.s()), 0);
}

TEST(HexCoord, DirectionVectorsFollowTheDocumentedOrder) {
    const std::vector<HexCoord> expected = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    for (int direction = 0; direction < kHexDirections; ++direction) {
        EXPECT_EQ(direction_vector(direction), expected[static_cast<std::size_t>(direction)])
            << "direction " << direction;
    }
}

TEST(HexCoord, DirectionsOutsideZeroToFiveWrap) {
    EXPECT_EQ(direction_vector(6), (HexCoord{1, 0}));
    EXPECT_EQ(direction_vector(9), (HexCoord{-1, 0}));
    EXPECT_EQ(direction_vector(-1), (HexCoord{0, 1}));
    EXPECT_EQ(direction_vector(-6), (HexCoord{1, 0}));
    EXPECT_EQ(neighbour({2, -1}, 2 + 6), (HexCoord{2, -2}));
}

TEST(HexCoord, OppositeDirectionsCancel) {
    for (int direction = 0; direction < kHexDirections; ++direction) {
        EXPECT_EQ(direction_vector(direction) + direction_vector(direction + 3), (HexCoord{0, 0}))
            << "direction " << direction;
    }
}

TEST(HexCoord, NeighboursOfAHexInDirectionOrder) {
    const std::array<HexCoord, 6> expected = {{{3, -1}, {3, -2}, {2, -2}, {1, -1}, {1, 0}, {2, 0}}};
    EXPECT_EQ(neighbours({2, -1}), expected);
    for (int direction = 0; direction < kHexDirections; ++direction) {
        EXPECT_EQ(neighbour({2, -1}, direction), expected[static_cast<std::size_t>(direction)]);
    }
}

TEST(HexCoord, StepOutAndBackReturnsHome) {
    const HexCoord home{-4, 7};
    for (int direction = 0; direction < kHexDirections; ++direction) {
        EXPECT_EQ(neighbour(neighbour(home, direction), direction + 3), home);
    }
}

TEST(HexCoord, DirectionBetweenNeighbours) {
    const HexCoord from{-3, 5};
    for (int direction = 0; direction < kHexDirections; ++direction) {
        EXPECT_EQ(direction_between(from, neighbour(from, direction)), direction);
    }
}

TEST(HexCoord, DirectionBetweenNonNeighboursIsMinusOne) {
    EXPECT_EQ(direction_between({0, 0}, {0, 0}), -1);
    EXPECT_EQ(direction_between({0, 0}, {2, 0}), -1);
    EXPECT_EQ(direction_between({0, 0}, {1, 1}), -1);
    EXPECT_EQ(direction_between({0, 0}, {-1, -1}), -1);
    EXPECT_EQ(direction_between({5, 5}, {0, 0}), -1);
}

TEST(HexCoord, Distance) {
    struct Case {
        HexCoord a;
        HexCoord b;
        int expected;
    };
    const std::vector<Case> cases = {
        {{0, 0}, {0, 0}, 0},  {{0, 0}, {1, 0}, 1},    {{0, 0}, {1, -1}, 1},
        {{0, 0}, {1, 1}, 2},  {{0, 0}, {3, -1}, 3},   {{1, 2}, {-2, 0}, 5},
        {{0, 0}, {-4, 4}, 4}, {{-3, -3}, {3, 3}, 12}, {{2, -7}, {2, -7}, 0},
    };
    for (const Case& c : cases) {
        EXPECT_EQ(distance(c.a, c.b), c.expected)
            << c.a.q << "," << c.a.r << " to " << c.b.q << "," << c.b.r;
        EXPECT_EQ(distance(c.b, c.a), c.expected) << "distance is symmetric";
    }
}

TEST(HexCoord, LineToItselfIsOneHex) {
    EXPECT_EQ(line({3, -2}, {3, -2}), (std::vector<HexCoord>{{3, -2}}));
}

TEST(HexCoord, LineAlongADiagonal) {
    EXPECT_EQ(line({0, 0}, {3, -3}), (std::vector<HexCoord>{{0, 0}, {1, -1}, {2, -2}, {3, -3}}));
}

TEST(HexCoord, LineOffAnAxis) {
    EXPECT_EQ(line({0, 0}, {4, -1}),
              (std::vector<HexCoord>{{0, 0}, {1, 0}, {2, 0}, {3, -1}, {4, -1}}));
}

TEST(HexCoord, LineNotThroughTheOrigin) {
    EXPECT_EQ(line({-2, 1}, {1, 1}), (std::vector<HexCoord>{{-2, 1}, {-1, 1}, {0, 1}, {1, 1}}));
}

// From (0,0) to (2,-1) the midpoint lies exactly on the side between (1,0) and (1,-1); plain
// rounding picks (1,-1), the nudge towards +q and +r picks (1,0).
TEST(HexCoord, LineAlongAHexsideBreaksTheTieTheSameWayBothWays) {
    EXPECT_EQ(line({0, 0}, {2, -1}), (std::vector<HexCoord>{{0, 0}, {1, 0}, {2, -1}}));
    EXPECT_EQ(line({2, -1}, {0, 0}), (std::vector<HexCoord>{{2, -1}, {1, 0}, {0, 0}}));
    EXPECT_EQ(line({0, 0}, {-2, 1}), (std::vector<HexCoord>{{0, 0}, {-1, 1}, {-2, 1}}));
}

TEST(HexCoord, LinesAreContiguousAndDistancePlusOneLong) {
    const std::vector<std::pair<HexCoord, HexCoord>> ends = {
        {{0, 0}, {5, -2}}, {{-3, 4}, {6, -1}}, {{2, 2}, {-7, 3}},
        {{0, 0}, {0, -9}}, {{1, -1}, {-4, 8}}, {{-5, -5}, {5, 5}}};
    for (const auto& [a, b] : ends) {
        const std::vector<HexCoord> hexes = line(a, b);
        ASSERT_EQ(hexes.size(), static_cast<std::size_t>(distance(a, b) + 1));
        EXPECT_EQ(hexes.front(), a);
        EXPECT_EQ(hexes.back(), b);
        for (std::size_t i = 1; i < hexes.size(); ++i) {
            EXPECT_EQ(distance(hexes[i - 1], hexes[i]), 1) << "gap after step " << i - 1;
        }
        std::vector<HexCoord> backwards = line(b, a);
        std::reverse(backwards.begin(), backwards.end());
        EXPECT_EQ(backwards, hexes);
    }
}

TEST(HexCoord, RingOfRadiusZeroIsTheCentre) {
    EXPECT_EQ(ring({4, -2}, 0), (std::vector<HexCoord>{{4, -2}}));
}

TEST(HexCoord, RingOfNegativeRadiusIsEmpty) { EXPECT_TRUE(ring({0, 0}, -1).empty()); }

TEST(HexCoord, RingOfRadiusOne) {
    EXPECT_EQ(ring({0, 0}, 1),
              (std::vector<HexCoord>{{-1, 1}, {0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}}));
}

TEST(HexCoord, RingOfRadiusTwoStartsInDirectionFourAndGoesRound) {
    const std::vector<HexCoord> expected = {{-1, 1}, {0, 1},  {1, 1},  {2, 0},  {3, -1},  {3, -2},
                                            {3, -3}, {2, -3}, {1, -3}, {0, -2}, {-1, -1}, {-1, 0}};
    const std::vector<HexCoord> hexes = ring({1, -1}, 2);
    ASSERT_EQ(hexes.size(), 12u);
    EXPECT_EQ(hexes, expected);
}

TEST(HexCoord, RingHexesAreDistinctAndAtTheRadius) {
    const HexCoord centre{-2, 3};
    for (int radius = 1; radius <= 5; ++radius) {
        const std::vector<HexCoord> hexes = ring(centre, radius);
        EXPECT_EQ(hexes.size(), static_cast<std::size_t>(6 * radius));
        EXPECT_EQ(std::set<HexCoord>(hexes.begin(), hexes.end()).size(), hexes.size());
        for (const HexCoord hex : hexes) EXPECT_EQ(distance(centre, hex), radius);
    }
}

TEST(HexCoord, RoundToHexKeepsCubeCoordinatesConsistent) {
    EXPECT_EQ(round_to_hex(0.0, 0.0), (HexCoord{0, 0}));
    EXPECT_EQ(round_to_hex(2.1, -0.9), (HexCoord{2, -1}));
    // Rounding each part alone would give (0, 0, -1) and (0, 0, 1), which are not hexes.
    EXPECT_EQ(round_to_hex(0.45, 0.35), (HexCoord{1, 0}));
    EXPECT_EQ(round_to_hex(-0.35, -0.45), (HexCoord{0, -1}));
    EXPECT_EQ(round_to_hex(0.3, 0.45), (HexCoord{0, 1}));
}

}  // namespace
}  // namespace sandtable
