// A piece's footprint on a free-form map: its width across its facing, its front edge ahead, and
// lengthwise in road column.
#include "model/freeform/piece_footprint.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

void expect_near(MapPoint actual, MapPoint expected) {
    EXPECT_NEAR(actual.x, expected.x, 1e-9);
    EXPECT_NEAR(actual.y, expected.y, 1e-9);
}

TEST(PieceFootprint, FacingZeroIsTheTopOfTheMapAndAnglesGrowClockwise) {
    expect_near(facing_direction(0), {0, -1});
    expect_near(facing_direction(90), {1, 0});
    expect_near(facing_direction(180), {0, 1});
    expect_near(facing_direction(270), {-1, 0});
}

TEST(PieceFootprint, InLineTheFrontIsTheLongEdgeAhead) {
    const PieceFootprint up = piece_footprint({100, 100}, 0, false, {120, 40});
    expect_near(up.front_left(), {40, 80});
    expect_near(up.front_right(), {160, 80});
    expect_near(up.corners[2], {160, 120});
    expect_near(up.corners[3], {40, 120});
    const PieceFootprint east = piece_footprint({100, 100}, 90, false, {120, 40});
    expect_near(east.front_left(), {120, 40});
    expect_near(east.front_right(), {120, 160});
}

TEST(PieceFootprint, InRoadColumnItRunsLengthwise) {
    const PieceFootprint column = piece_footprint({100, 100}, 0, true, {120, 40});
    expect_near(column.front_left(), {80, 40});
    expect_near(column.front_right(), {120, 40});
    expect_near(column.corners[2], {120, 160});
}

TEST(PieceFootprint, UnsetMeasuresGiveASizeFromTheExtent) {
    FreeformMap map;
    map.extent = {{0, 0}, {1200, 800}};
    EXPECT_DOUBLE_EQ(piece_size(map).width, 30.0);
    EXPECT_DOUBLE_EQ(piece_size(map).depth, 10.0);
    map.measures.piece_width = 90;
    map.measures.piece_depth = 45;
    EXPECT_DOUBLE_EQ(piece_size(map).depth, 45.0);
}

}  // namespace
}  // namespace sandtable

#include "model/freeform/piece_query.hpp"
#include "support/test_books.hpp"

namespace sandtable {
namespace {

TEST(PieceQuery, APieceIsFoundWithinItsFootprintOnlyAndTheTopOneFirst) {
    const Book book = test::small_freeform_book();
    const Scenario& day1 = book.scenarios.front();
    const FreeformMap& map = book.maps.front().freeform;
    // u-a at (200.5, 450) faces right: 40 deep along x, 120 wide along y.
    EXPECT_EQ(pieces_at(day1, map, {210, 500}), std::vector<std::string>{"u-a"});
    EXPECT_TRUE(pieces_at(day1, map, {230, 450}).empty()) << "beyond its front";
    EXPECT_TRUE(pieces_at(day1, map, {200, 515}).empty()) << "beyond its width";
    Scenario both = day1;
    both.setup.push_back({"c-a", Location{MapPoint{210, 460}}, UnitState::Full, 0.0, false});
    EXPECT_EQ(pieces_at(both, map, {205, 455}), (std::vector<std::string>{"c-a", "u-a"}));
}

TEST(PieceQuery, EachPieceAtAPointHasTheRectangleOfItsFootprint) {
    const Book book = test::small_freeform_book();
    const auto bounds = piece_bounds(book.scenarios.front(), book.maps.front().freeform);
    ASSERT_TRUE(bounds.contains("u-a"));
    // Facing right: 40 deep along x, 120 wide along y, about (200.5, 450).
    const MapRect& a = bounds.at("u-a");
    EXPECT_NEAR(a.min.x, 180.5, 1e-9);
    EXPECT_NEAR(a.max.x, 220.5, 1e-9);
    EXPECT_NEAR(a.min.y, 390.0, 1e-9);
    EXPECT_NEAR(a.max.y, 510.0, 1e-9);
}

}  // namespace
}  // namespace sandtable
