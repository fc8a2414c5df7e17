#include "model/hex/hexside.hpp"

#include <gtest/gtest.h>

#include <ostream>
#include <set>
#include <unordered_set>
#include <vector>

namespace sandtable {
[[maybe_unused]] static void PrintTo(HexCoord hex, std::ostream* out) {
    *out << "(" << hex.q << ", " << hex.r << ")";
}
[[maybe_unused]] static void PrintTo(const HexsideKey& side, std::ostream* out) {
    *out << "side " << side.direction << " of (" << side.hex.q << ", " << side.hex.r << ")";
}
}  // namespace sandtable

namespace sandtable {
namespace {

const std::vector<HexCoord> kSampleHexes = {{0, 0}, {2, -1}, {-3, 4}, {-5, -5}, {7, 0}};

TEST(Hexside, CanonicalDirectionsKeepTheirHex) {
    const HexCoord hex{2, -1};
    for (int direction = 0; direction < 3; ++direction) {
        EXPECT_EQ(hexside(hex, direction), (HexsideKey{hex, direction}));
    }
}

TEST(Hexside, OtherDirectionsBelongToTheNeighbour) {
    const HexCoord hex{2, -1};
    EXPECT_EQ(hexside(hex, 3), (HexsideKey{{1, -1}, 0}));
    EXPECT_EQ(hexside(hex, 4), (HexsideKey{{1, 0}, 1}));
    EXPECT_EQ(hexside(hex, 5), (HexsideKey{{2, 0}, 2}));
}

TEST(Hexside, BothHexesNameTheSameSide) {
    for (const HexCoord hex : kSampleHexes) {
        for (int direction = 0; direction < kHexDirections; ++direction) {
            const HexsideKey from_here = hexside(hex, direction);
            const HexsideKey from_there = hexside(neighbour(hex, direction), direction + 3);
            EXPECT_EQ(from_here, from_there);
            EXPECT_GE(from_here.direction, 0);
            EXPECT_LE(from_here.direction, 2);
        }
    }
}

TEST(Hexside, DirectionsOutsideZeroToFiveWrap) {
    EXPECT_EQ(hexside({0, 0}, 7), hexside({0, 0}, 1));
    EXPECT_EQ(hexside({0, 0}, -1), hexside({0, 0}, 5));
    EXPECT_EQ(hexside({0, 0}, -1), (HexsideKey{{0, 1}, 2}));
}

TEST(Hexside, TheSixSidesOfAHexAreDistinct) {
    std::set<HexsideKey> sides;
    for (int direction = 0; direction < kHexDirections; ++direction) {
        sides.insert(hexside({-3, 4}, direction));
    }
    EXPECT_EQ(sides.size(), 6u);
}

TEST(Hexside, SidesOfAPatchCountEachSharedSideOnce) {
    // Seven hexes (a centre and its ring) share 12 sides and have 18 more round the outside.
    std::vector<HexCoord> patch = {{0, 0}};
    for (const HexCoord hex : neighbours({0, 0})) patch.push_back(hex);
    std::unordered_set<HexsideKey, HexsideKeyHash> sides;
    for (const HexCoord hex : patch) {
        for (int direction = 0; direction < kHexDirections; ++direction) {
            sides.insert(hexside(hex, direction));
        }
    }
    EXPECT_EQ(sides.size(), 30u);
}

TEST(Hexside, BetweenNeighboursIsTheSameFromEitherSide) {
    for (const HexCoord hex : kSampleHexes) {
        for (int direction = 0; direction < kHexDirections; ++direction) {
            const HexCoord other = neighbour(hex, direction);
            const std::optional<HexsideKey> forwards = hexside_between(hex, other);
            const std::optional<HexsideKey> backwards = hexside_between(other, hex);
            ASSERT_TRUE(forwards.has_value());
            ASSERT_TRUE(backwards.has_value());
            EXPECT_EQ(*forwards, *backwards);
            EXPECT_EQ(*forwards, hexside(hex, direction));
        }
    }
}

TEST(Hexside, BetweenKnownNeighbours) {
    EXPECT_EQ(hexside_between({0, 0}, {1, 0}), (HexsideKey{{0, 0}, 0}));
    EXPECT_EQ(hexside_between({0, 0}, {-1, 0}), (HexsideKey{{-1, 0}, 0}));
    EXPECT_EQ(hexside_between({0, 0}, {0, 1}), (HexsideKey{{0, 1}, 2}));
}

TEST(Hexside, BetweenHexesThatDoNotTouchIsEmpty) {
    EXPECT_FALSE(hexside_between({0, 0}, {0, 0}).has_value());
    EXPECT_FALSE(hexside_between({0, 0}, {2, 0}).has_value());
    EXPECT_FALSE(hexside_between({0, 0}, {1, 1}).has_value());
    EXPECT_FALSE(hexside_between({0, 0}, {-1, -1}).has_value());
    EXPECT_FALSE(hexside_between({3, -3}, {-3, 3}).has_value());
}

TEST(Hexside, HexesOfASideOwnerFirst) {
    EXPECT_EQ(hexside_hexes({{1, -1}, 0}), (std::pair<HexCoord, HexCoord>{{1, -1}, {2, -1}}));
    EXPECT_EQ(hexside_hexes({{1, -1}, 1}), (std::pair<HexCoord, HexCoord>{{1, -1}, {2, -2}}));
    EXPECT_EQ(hexside_hexes({{1, -1}, 2}), (std::pair<HexCoord, HexCoord>{{1, -1}, {1, -2}}));
}

TEST(Hexside, HexesOfTheSideBetweenTwoHexesAreThoseHexes) {
    for (const HexCoord hex : kSampleHexes) {
        for (int direction = 0; direction < kHexDirections; ++direction) {
            const HexCoord other = neighbour(hex, direction);
            const auto [owner, across] = hexside_hexes(*hexside_between(hex, other));
            EXPECT_EQ(std::set<HexCoord>({owner, across}), std::set<HexCoord>({hex, other}));
        }
    }
}

}  // namespace
}  // namespace sandtable
