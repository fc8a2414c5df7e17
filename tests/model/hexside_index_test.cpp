// The board's answers by hex index: hexside features and map roads by hex and direction, and
// occupied hexes, the same as the map gives them by coordinates.
#include "model/board/board.hpp"
#include "model/board/hexside_index.hpp"
#include "support/book_builder.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <array>
#include <string_view>

namespace sandtable {
namespace {

class HexsideIndexTest : public ::testing::Test {
protected:
    HexsideIndexTest() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::OddColumns).size(8, 8)) {
        map.formation("union", "us-1", "corps");
        map.unit("union", "us-inf", "infantry", "us-1", {{"combat", 3}, {"movement", 4}});
        map.unit("union", "us-art", "artillery", "us-1", {{"combat", 2}, {"movement", 4}, {"range", 2}});
    }

    test::BookBuilder map;
};

TEST_F(HexsideIndexTest, ASideIsTheSameFromBothItsHexesWithItsFeaturesAndRoads) {
    const HexCoord a = map.hex("C3");
    const HexCoord b = map.hex("C4");
    map.hexside("C3", "C4", "stream");
    map.hex_map().roads.push_back({"pike", "pike", "", {map.hex("C2"), a, b}});
    const Board board = map.board();
    const HexsideIndex& index = board.hexsides();
    const int down = direction_between(a, b);
    const HexsideIndex::Side from_a = index.side(*map.hex_map().index_of(a), down);
    const HexsideIndex::Side from_b = index.side(*map.hex_map().index_of(b), (down + 3) % 6);
    EXPECT_EQ(from_a.features, board.hexside_bit("stream"));
    EXPECT_EQ(from_a.features, from_b.features);
    EXPECT_NE(from_a.roads, 0U);
    EXPECT_EQ(from_a.roads, from_b.roads);
    constexpr std::array<std::string_view, 1> kPike = {"pike"};
    EXPECT_TRUE(board.road_joins(a, b, kPike));
    EXPECT_TRUE(board.road_joins(b, a, kPike));
    EXPECT_TRUE(board.road_joins(map.hex("C2"), a, kPike));
    EXPECT_FALSE(board.road_joins(map.hex("C2"), b, kPike));  // not adjacent
    EXPECT_FALSE(board.road_joins(a, map.hex("D3"), kPike));
    EXPECT_TRUE(board.hexside_has(b, a, "stream"));
    EXPECT_FALSE(board.hexside_has(a, map.hex("D3"), "stream"));
    EXPECT_FALSE(board.hexside_has(a, b, "road"));
}

TEST_F(HexsideIndexTest, SidesOnTheMapsEdgeAndBeyondItAreAnsweredToo) {
    const HexCoord corner = map.hex("A1");
    const HexCoord outside = neighbour(corner, 3);
    const HexCoord further = neighbour(outside, 3);
    ASSERT_FALSE(map.hex_map().contains(outside));
    auto& features = map.hex_map().hexside_features;
    const TerrainMask stream = TerrainMask{1} << *map.hex_map().hexside_feature_index("stream");
    features.set(*hexside_between(corner, outside), stream);
    features.set(*hexside_between(outside, further), stream);
    const Board board = map.board();
    EXPECT_TRUE(board.hexside_has(corner, outside, "stream"));
    EXPECT_TRUE(board.hexside_has(outside, corner, "stream"));
    EXPECT_TRUE(board.hexside_has(outside, further, "stream"));
    EXPECT_FALSE(board.hexside_has(further, neighbour(further, 3), "stream"));
}

TEST_F(HexsideIndexTest, RoadsOfKindsPastTheSixtyFourthAreReadFromTheRoads) {
    for (int kind = 0; kind < 70; ++kind) {
        map.hex_map().roads.push_back({fmt::format("r{}", kind), fmt::format("kind-{}", kind), "",
                                       {map.hex("B2"), map.hex("B3")}});
    }
    map.hex_map().roads.push_back({"last", "kind-69", "", {map.hex("E5"), map.hex("E6")}});
    const Board board = map.board();
    constexpr std::array<std::string_view, 1> kLast = {"kind-69"};
    constexpr std::array<std::string_view, 1> kFirst = {"kind-0"};
    EXPECT_TRUE(board.road_joins(map.hex("E5"), map.hex("E6"), kLast));
    EXPECT_TRUE(board.road_joins(map.hex("B3"), map.hex("B2"), kLast));
    EXPECT_FALSE(board.road_joins(map.hex("E5"), map.hex("E6"), kFirst));
    EXPECT_FALSE(board.road_joins(map.hex("E5"), map.hex("F5"), kLast));
    EXPECT_EQ(board.hexsides().road_kinds(kLast).beyond.size(), 1U);
}

TEST_F(HexsideIndexTest, OccupiedHexesFollowPlacingAndRemoving) {
    Board board = map.board();
    const auto index = [&](std::string_view label) { return *map.hex_map().index_of(map.hex(label)); };
    EXPECT_FALSE(board.occupied(index("C3")));
    board.place("us-inf", map.hex("C3"));
    board.place("us-art", map.hex("C3"));
    EXPECT_TRUE(board.occupied(index("C3")));
    board.remove("us-inf");
    EXPECT_TRUE(board.occupied(index("C3")));
    board.place("us-art", map.hex("D4"));
    EXPECT_FALSE(board.occupied(index("C3")));
    EXPECT_TRUE(board.occupied(index("D4")));
    EXPECT_FALSE(board.occupied(kOffMap));
}

}  // namespace
}  // namespace sandtable
