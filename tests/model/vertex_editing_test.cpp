// model/freeform/vertex_editing: the editor's vertex handles find the vertex or edge under the
// pointer, move, insert and delete vertices and add or take out holes, keeping rings closed.
#include "model/freeform/vertex_editing.hpp"

#include "model/freeform/polygon_ops.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

MultiPolygon square_with_hole() {
    return snapped(as_multi(Polygon{Ring{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}}, {Ring{{4, 4}, {6, 4}, {6, 6}, {4, 6}, {4, 4}}}}));
}

TEST(VertexEditing, TheVertexAndTheEdgeNearestThePointerWithinReach) {
    const MultiPolygon shape = square_with_hole();
    const auto corner = vertex_near(shape, {10.3, 9.8}, 0.5);
    ASSERT_TRUE(corner);
    EXPECT_EQ(vertex_at(shape, *corner), (MapPoint{10, 10}));
    EXPECT_FALSE(vertex_near(shape, {8, 8}, 0.5));
    const auto hole_corner = vertex_near(shape, {4.1, 5.9}, 0.5);
    ASSERT_TRUE(hole_corner);
    EXPECT_EQ(hole_corner->ring, 1U);

    const auto edge = edge_near(shape, {10.2, 5}, 0.5);
    ASSERT_TRUE(edge);
    EXPECT_EQ(edge->foot, (MapPoint{10, 5}));
    EXPECT_EQ(edge->from.ring, 0U);
    EXPECT_FALSE(edge_near(shape, {8, 8}, 0.5));
}

TEST(VertexEditing, MovingTheFirstVertexMovesTheClosingRepeatToo) {
    const MultiPolygon shape = square_with_hole();
    const VertexRef first{0, 0, 0};
    const MapPoint was = vertex_at(shape, first);
    const MultiPolygon moved = with_vertex_moved(shape, first, {was.x - 1, was.y - 1});
    const Ring& ring = moved.front().outer;
    EXPECT_EQ(ring.front(), (MapPoint{was.x - 1, was.y - 1}));
    EXPECT_EQ(ring.back(), ring.front());
    EXPECT_TRUE(check_shape(moved));
}

TEST(VertexEditing, InsertingAndDeletingVerticesKeepsTheRingClosedAndRefusesBelowThreeCorners) {
    MultiPolygon shape = square_with_hole();
    const auto edge = edge_near(shape, {5, -0.1}, 0.5);
    ASSERT_TRUE(edge);
    const MultiPolygon more = with_vertex_inserted(shape, edge->from, {5, -2});
    EXPECT_EQ(more.front().outer.size(), 6U);
    EXPECT_NEAR(area_of(more), 100.0 - 4.0 + 10.0, 1e-9);
    const auto bump = vertex_near(more, {5, -2}, 0.1);
    ASSERT_TRUE(bump);
    auto back = with_vertex_deleted(more, *bump);
    ASSERT_TRUE(back);
    EXPECT_EQ(*back, shape);

    MultiPolygon triangle = snapped(as_multi(Polygon{Ring{{0, 0}, {10, 0}, {0, 10}, {0, 0}}, {}}));
    auto refused = with_vertex_deleted(triangle, VertexRef{0, 0, 1});
    EXPECT_FALSE(refused);
    EXPECT_NE(refused.error().find("three corners"), std::string::npos);
    // Deleting the first corner closes the ring on the next one.
    auto without_first = with_vertex_deleted(more, VertexRef{0, 0, 0});
    ASSERT_TRUE(without_first);
    EXPECT_EQ(without_first->front().outer.front(), without_first->front().outer.back());
    EXPECT_EQ(without_first->front().outer.size(), 5U);
}

TEST(VertexEditing, AHoleGoesIntoThePartThatHoldsItAndCanBeTakenOutAgain) {
    MultiPolygon shape = snapped(as_multi(Polygon{Ring{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}}, {}}));
    shape.push_back(snapped(as_multi(Polygon{Ring{{20, 0}, {30, 0}, {30, 10}, {20, 10}, {20, 0}}, {}})).front());
    auto holed = with_hole(shape, Ring{{22, 2}, {24, 2}, {24, 4}, {22, 4}});
    ASSERT_TRUE(holed) << holed.error();
    EXPECT_TRUE(check_shape(*holed)) << check_shape(*holed).error();
    EXPECT_EQ((*holed)[1].holes.size(), 1U);
    EXPECT_NEAR(area_of(*holed), 196.0, 1e-9);
    EXPECT_FALSE(with_hole(shape, Ring{{8, 2}, {12, 2}, {12, 4}, {8, 4}})) << "across the border of a part";
    EXPECT_FALSE(with_hole(shape, Ring{{2, 2}, {4, 2}})) << "two corners";

    auto no_hole = with_ring_removed(*holed, VertexRef{1, 1, 0});
    ASSERT_TRUE(no_hole);
    EXPECT_NEAR(area_of(*no_hole), 200.0, 1e-9);
    auto one_part = with_ring_removed(*no_hole, VertexRef{0, 0, 0});
    ASSERT_TRUE(one_part);
    EXPECT_EQ(one_part->size(), 1U);
    EXPECT_FALSE(with_ring_removed(*one_part, VertexRef{0, 0, 0})) << "the last part";
}

TEST(VertexEditing, LinesMoveInsertAndDeleteVerticesAndKeepTwoPoints) {
    const Polyline road{{0, 0}, {10, 0}, {20, 5}};
    EXPECT_EQ(vertex_near(road, {9.8, 0.3}, 0.5), std::optional<std::size_t>(1));
    const auto edge = edge_near(road, {15, 2}, 1.0);
    ASSERT_TRUE(edge);
    EXPECT_EQ(edge->from, 1U);
    EXPECT_EQ(with_vertex_moved(road, 2, {20, 0})[2], (MapPoint{20, 0}));
    EXPECT_EQ(with_vertex_inserted(road, 0, {5, 1}).size(), 4U);
    auto shorter = with_vertex_deleted(road, 1);
    ASSERT_TRUE(shorter);
    EXPECT_EQ(shorter->size(), 2U);
    EXPECT_FALSE(with_vertex_deleted(*shorter, 0));
}

}  // namespace
}  // namespace sandtable
