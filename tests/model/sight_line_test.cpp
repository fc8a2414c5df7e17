#include "model/board/sight_line.hpp"

#include <gtest/gtest.h>

#include <set>

namespace sandtable {
namespace {

TEST(SightLine, AStraightRowOfHexesHasNoHexsideRuns) {
    const auto between = hexes_between({0, 0}, {3, 0});
    ASSERT_EQ(between.size(), 2U);
    EXPECT_EQ(between[0].hex, (HexCoord{1, 0}));
    EXPECT_EQ(between[1].hex, (HexCoord{2, 0}));
    EXPECT_FALSE(between[0].beside);
    EXPECT_FALSE(between[1].beside);
}

TEST(SightLine, ALineAlongAHexsideTouchesBothHexesInEveryDirection) {
    // The six directions between two corners of a hex, each two hexes away.
    const HexCoord diagonals[] = {{2, -1}, {1, 1}, {-1, 2}, {-2, 1}, {-1, -1}, {1, -2}};
    for (const HexCoord to : diagonals) {
        const auto between = hexes_between({0, 0}, to);
        ASSERT_EQ(between.size(), 1U);
        ASSERT_TRUE(between[0].beside) << to.q << "," << to.r;
        const std::set<HexCoord> touched = {between[0].hex, *between[0].beside};
        std::set<HexCoord> expected;
        for (const HexCoord hex : neighbours({0, 0})) {
            if (distance(hex, to) == 1) expected.insert(hex);
        }
        EXPECT_EQ(touched, expected) << to.q << "," << to.r;
    }
}

TEST(SightLine, LongerDiagonalsAlternateHexsidesAndHexes) {
    const auto between = hexes_between({0, 0}, {4, -2});
    ASSERT_EQ(between.size(), 3U);
    EXPECT_TRUE(between[0].beside);
    EXPECT_FALSE(between[1].beside);
    EXPECT_EQ(between[1].hex, (HexCoord{2, -1}));
    EXPECT_TRUE(between[2].beside);
}

}  // namespace
}  // namespace sandtable
