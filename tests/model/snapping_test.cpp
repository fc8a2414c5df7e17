// model/freeform/snapping: a point put down near another feature's vertex or edge, or near the
// map's border, goes exactly onto it; vertices win over edges; the feature being edited is skipped.
#include "model/freeform/snapping.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

FreeformMap field() {
    FreeformMap map;
    map.extent = {{0, 0}, {100, 80}};
    map.areas = {{"woods", "woods", MultiPolygon{Polygon{Ring{{10, 10}, {10, 30}, {30, 30}, {30, 10}, {10, 10}}, {}}}, {}, {}}};
    map.lines = {{"pike", "major-road", "Pike", Polyline{{40, 0}, {40, 80}}}};
    map.points = {{"ford", "ford", "Ford", {60, 40}}};
    return map;
}

TEST(Snapping, AVertexWithinReachWinsOverANearerEdge) {
    const auto snap = snap_point(field(), {30.5, 28.0}, 3.0);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->kind, SnapKind::Vertex);
    EXPECT_EQ(snap->at, (MapPoint{30, 30}));
    EXPECT_EQ(snap->feature, "woods");
}

TEST(Snapping, OntoTheNearestEdgeOfAnAreaALineOrTheBorder) {
    const FreeformMap map = field();
    auto snap = snap_point(map, {29.0, 20.0}, 2.0);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->kind, SnapKind::Edge);
    EXPECT_EQ(snap->at, (MapPoint{30, 20}));

    snap = snap_point(map, {41.0, 50.0}, 2.0);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->feature, "pike");
    EXPECT_EQ(snap->at, (MapPoint{40, 50}));

    snap = snap_point(map, {70.0, 79.0}, 2.0);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->feature, kBorderFeature);
    EXPECT_EQ(snap->at, (MapPoint{70, 80}));

    snap = snap_point(map, {61.0, 41.0}, 2.0);
    ASSERT_TRUE(snap);
    EXPECT_EQ(snap->feature, "ford");
}

TEST(Snapping, NothingOutOfReachAndNotTheFeatureBeingEdited) {
    const FreeformMap map = field();
    EXPECT_FALSE(snap_point(map, {20.0, 20.0}, 2.0));
    EXPECT_FALSE(snap_point(map, {29.0, 20.0}, 2.0, "woods"));
}

}  // namespace
}  // namespace sandtable
