// model/freeform: boolean edits of terrain shapes on the cases Boost.Geometry's overlay is known
// to get wrong (touching, shared-edge and nearly touching polygons, slivers): each result is
// valid with the area it must have, or refused with a message; nothing empty or invalid comes out.
#include "model/freeform/polygon_ops.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

// A rectangle; polygon_ops turns its ring the way Boost.Geometry wants it.
Polygon box(double x0, double y0, double x1, double y1) { return {Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}, {}}; }

MultiPolygon shape(const Polygon& polygon) { return as_multi(polygon); }

TEST(PolygonOps, NeighboursSharingAnEdgeUniteIntoOne) {
    const auto united = unite(shape(box(0, 0, 10, 10)), shape(box(10, 0, 20, 10)));
    ASSERT_TRUE(united) << united.error();
    EXPECT_EQ(united->size(), 1U);
    EXPECT_NEAR(area_of(*united), 200.0, 1e-9);
    EXPECT_TRUE(check_shape(*united));
}

TEST(PolygonOps, NeighboursTouchingAtACornerStayTwoPolygons) {
    const auto united = unite(shape(box(0, 0, 10, 10)), shape(box(10, 10, 20, 20)));
    ASSERT_TRUE(united) << united.error();
    EXPECT_EQ(united->size(), 2U);
    EXPECT_NEAR(area_of(*united), 200.0, 1e-9);
}

TEST(PolygonOps, ANeighbourATinyGapAwayIsSnappedOntoTheSharedEdge) {
    // Digitised by hand: the second square's edge a ten-thousandth of a unit short of the first's.
    const auto united = unite(shape(box(0, 0, 10, 10)), shape(box(10.0001, 0, 20, 10)));
    ASSERT_TRUE(united) << united.error();
    EXPECT_EQ(united->size(), 1U) << "no sliver of a gap between them";
    EXPECT_NEAR(area_of(*united), 200.0, 1e-6);
}

TEST(PolygonOps, ATouchingHoleAndANearlyCollinearSliver) {
    // A square with a triangular hole touching its outer ring at one point, (5, 0) (valid), and a
    // sliver triangle along its top edge, through that point.
    Polygon holed = box(0, 0, 10, 10);
    holed.holes.push_back(Ring{{5, 0}, {3, 3}, {7, 3}, {5, 0}});
    const Polygon sliver{Ring{{2, 0}, {8, -0.002}, {8, 0}, {2, 0}}, {}};
    const MultiPolygon holed_shape = snapped(shape(holed));
    EXPECT_TRUE(check_shape(holed_shape)) << check_shape(holed_shape).error();
    const auto united = unite(holed_shape, shape(sliver));
    ASSERT_TRUE(united) << united.error();
    EXPECT_NEAR(area_of(*united), 100.0 - 6.0 + 0.006, 1e-6);
    EXPECT_TRUE(check_shape(*united));
}

TEST(PolygonOps, DifferenceCutsAHoleOrSplitsAndRefusesToLeaveNothing) {
    const auto holed = subtract(shape(box(0, 0, 10, 10)), shape(box(3, 3, 6, 6)));
    ASSERT_TRUE(holed) << holed.error();
    ASSERT_EQ(holed->size(), 1U);
    EXPECT_EQ(holed->front().holes.size(), 1U);
    EXPECT_NEAR(area_of(*holed), 91.0, 1e-9);
    const auto halves = subtract(shape(box(0, 0, 10, 10)), shape(box(4, -1, 6, 11)));
    ASSERT_TRUE(halves) << halves.error();
    EXPECT_EQ(halves->size(), 2U);
    EXPECT_NEAR(area_of(*halves), 80.0, 1e-9);
    const auto nothing = subtract(shape(box(0, 0, 10, 10)), shape(box(-1, -1, 11, 11)));
    ASSERT_FALSE(nothing);
    EXPECT_EQ(nothing.error(), "the difference leaves no area");
}

TEST(PolygonOps, AnInvalidShapeIsRefusedNeverUnited) {
    // A bow tie: its outer ring crosses itself.
    const Polygon bow_tie{Ring{{0, 0}, {10, 10}, {10, 0}, {0, 10}, {0, 0}}, {}};
    const auto united = unite(shape(bow_tie), shape(box(20, 0, 30, 10)));
    ASSERT_FALSE(united);
    EXPECT_EQ(united.error().rfind("a shape to unite is invalid: ", 0), 0U) << united.error();
    EXPECT_FALSE(check_shape(snapped(shape(bow_tie))));
}

TEST(PolygonOps, SnappingPutsVerticesOnTheGridDropsRepeatsAndTurnsRingsTheModelsWay) {
    // Anticlockwise with y up (Boost.Geometry's sense), with a repeated vertex and coordinates off
    // the grid.
    const Polygon wrong_way{Ring{{0, 0}, {10, 0}, {10, 10}, {0, 10.00004}, {0, 10}, {0, 0}}, {}};
    const MultiPolygon fixed = snapped(shape(wrong_way));
    EXPECT_EQ(fixed.front().outer, (Ring{{0, 0}, {0, 10}, {10, 10}, {10, 0}, {0, 0}}));
    EXPECT_EQ(bounds_of(fixed), (MapRect{{0, 0}, {10, 10}}));
}

TEST(PolygonOps, ASplitGivesTwoPartsSharingTheCutExactly) {
    // A straight cut drawn only inside the square: carried on at its ends.
    const auto halves = split(shape(box(0, 0, 10, 10)), Polyline{{4, 2}, {4, 8}});
    ASSERT_TRUE(halves) << halves.error();
    const double one = area_of(halves->one_side);
    const double other = area_of(halves->other_side);
    EXPECT_NEAR(std::min(one, other), 40.0, 1e-9);
    EXPECT_NEAR(std::max(one, other), 60.0, 1e-9);
    // Shared exactly: united again they are the square, one polygon, no sliver between.
    const auto again = unite(halves->one_side, halves->other_side);
    ASSERT_TRUE(again) << again.error();
    EXPECT_EQ(again->size(), 1U);
    EXPECT_NEAR(area_of(*again), 100.0, 1e-9);
}

TEST(PolygonOps, AZigzagCutThroughAShapeWithAHole) {
    Polygon holed = box(0, 0, 10, 10);
    holed.holes.push_back(Ring{{4, 4}, {6, 4}, {6, 6}, {4, 6}, {4, 4}});
    const auto parts = split(shape(holed), Polyline{{-1, 5}, {3, 2}, {7, 8}, {11, 5}});
    ASSERT_TRUE(parts) << parts.error();
    EXPECT_NEAR(area_of(parts->one_side) + area_of(parts->other_side), 96.0, 1e-9);
    EXPECT_TRUE(check_shape(parts->one_side));
    EXPECT_TRUE(check_shape(parts->other_side));
}

TEST(PolygonOps, ACutThatMissesOrCrossesItselfIsRefused) {
    EXPECT_EQ(split(shape(box(0, 0, 10, 10)), Polyline{{20, 0}, {20, 10}}).error(), "the line does not cut the shape in two");
    EXPECT_EQ(split(shape(box(0, 0, 10, 10)), Polyline{{0, 0}, {10, 10}, {10, 0}, {0, 10}}).error(), "the cut crosses itself");
    EXPECT_EQ(split(shape(box(0, 0, 10, 10)), Polyline{{5, 5}}).error(), "a cut needs two points or more");
}

}  // namespace
}  // namespace sandtable
