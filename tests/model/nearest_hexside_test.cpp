#include "model/hex/nearest_hexside.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(NearestHexside, APointNearASideGivesThatSideWhicheverHexHoldsIt) {
    for (const HexGeometry geometry : {HexGeometry{HexOrientation::FlatTop, 40.0, {40.0, 40.0}, 0.0},
                                       HexGeometry{HexOrientation::PointyTop, 25.0, {-10.0, 5.0}, 7.0}}) {
        const HexCoord hex{2, 3};
        const MapPoint centre = hex_to_point(geometry, hex);
        for (int direction = 0; direction < kHexDirections; ++direction) {
            const MapPoint other = hex_to_point(geometry, neighbour(hex, direction));
            // A little inside the hex, and a little inside its neighbour, near the middle of the side.
            const MapPoint inside{centre.x + (other.x - centre.x) * 0.4, centre.y + (other.y - centre.y) * 0.4};
            const MapPoint beyond{centre.x + (other.x - centre.x) * 0.6, centre.y + (other.y - centre.y) * 0.6};
            EXPECT_EQ(nearest_hexside(geometry, inside), hexside(hex, direction)) << direction;
            EXPECT_EQ(nearest_hexside(geometry, beyond), hexside(hex, direction)) << direction;
        }
    }
}

TEST(NearestHexside, TheEndsOfASideAreTheCornersItsHexesShare) {
    const HexGeometry geometry{HexOrientation::FlatTop, 40.0, {0.0, 0.0}, 0.0};
    const HexsideKey side = hexside({0, 0}, 5);  // the side below the hex, flat top
    const auto ends = hexside_ends(geometry, side);
    EXPECT_NEAR(ends[0].y, 40.0 * std::sqrt(3.0) / 2.0, 1e-9);
    EXPECT_NEAR(ends[1].y, 40.0 * std::sqrt(3.0) / 2.0, 1e-9);
    EXPECT_NEAR(std::abs(ends[0].x - ends[1].x), 40.0, 1e-9);
}

}  // namespace
}  // namespace sandtable
