// Places along a free-form map's border: clockwise on screen from the top-left corner.
#include "model/freeform/map_border.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

const MapRect kField{{0, 0}, {1000, 700}};

TEST(MapBorder, RunsClockwiseFromTheTopLeftCorner) {
    EXPECT_DOUBLE_EQ(perimeter_of(kField), 3400.0);
    EXPECT_EQ(border_point(kField, 0), (MapPoint{0, 0}));
    EXPECT_EQ(border_point(kField, 250), (MapPoint{250, 0}));
    EXPECT_EQ(border_point(kField, 1350), (MapPoint{1000, 350}));
    EXPECT_EQ(border_point(kField, 1900), (MapPoint{800, 700}));
    EXPECT_EQ(border_point(kField, 3050), (MapPoint{0, 350}));
    EXPECT_EQ(border_point(kField, 3400 + 250), (MapPoint{250, 0}));
    EXPECT_EQ(border_point(kField, -100), (MapPoint{0, 100}));
}

TEST(MapBorder, AStretchFollowsTheBorderRoundItsCorners) {
    EXPECT_EQ(border_stretch(kField, 0, 1000), (Polyline{{0, 0}, {1000, 0}}));
    EXPECT_EQ(border_stretch(kField, 800, 1200), (Polyline{{800, 0}, {1000, 0}, {1000, 200}}));
    // Past the top-left corner: the north-west stretch.
    EXPECT_EQ(border_stretch(kField, 3200, 200), (Polyline{{0, 200}, {0, 0}, {200, 0}}));
    EXPECT_EQ(border_stretch(kField, 2700, 3400), (Polyline{{0, 700}, {0, 0}}));
}

TEST(MapBorder, ThePointNearestAPlaceSaysHowFarAlong) {
    EXPECT_DOUBLE_EQ(along_border(kField, {250, -30}), 250.0);
    EXPECT_DOUBLE_EQ(along_border(kField, {990, 350}), 1350.0);
    EXPECT_DOUBLE_EQ(along_border(kField, {5, 350}), 3050.0);
    EXPECT_DOUBLE_EQ(along_border(kField, {800, 720}), 1900.0);
}

}  // namespace
}  // namespace sandtable
