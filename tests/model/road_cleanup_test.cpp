// Cleaning up a hex map's roads: short spurs off longer roads go, roads of a kind that end in the
// same hex become one without changing which hexes a road links, and forks, crossings, other
// kinds and short roads standing alone are left as they are.
#include "model/road_cleanup.hpp"

#include <gtest/gtest.h>

#include <set>
#include <utility>

namespace sandtable {
namespace {

// Hexes east along a row of axial coordinates: (q, r), (q + 1, r), ...
std::vector<HexCoord> run(int q, int r, int count) {
    std::vector<HexCoord> hexes;
    for (int i = 0; i < count; ++i) hexes.push_back({q + i, r});
    return hexes;
}

// The pairs of hexes a set of roads links, either way round.
std::set<std::pair<HexCoord, HexCoord>> links(const std::vector<HexRoad>& roads) {
    std::set<std::pair<HexCoord, HexCoord>> pairs;
    for (const HexRoad& road : roads) {
        for (std::size_t i = 1; i < road.hexes.size(); ++i) {
            pairs.insert(std::minmax(road.hexes[i - 1], road.hexes[i]));
        }
    }
    return pairs;
}

TEST(RoadCleanup, AShortRoadOffALongerOneIsASpurAndGoes) {
    const std::vector<HexRoad> roads = {{"pike", "road", "Pike", run(0, 0, 6)},
                                        {"pike-2", "road", "Pike", {{2, 0}, {2, 1}}},
                                        {"lane", "road", "", {{10, 5}, {11, 5}}}};
    const RoadCleanup cleanup = clean_up_roads(roads, {3, false});
    EXPECT_EQ(cleanup.removed, std::vector<std::string>{"pike-2"});
    ASSERT_EQ(cleanup.roads.size(), 2U);
    EXPECT_EQ(cleanup.roads[0], roads[0]);
    EXPECT_EQ(cleanup.roads[1], roads[2]) << "a short road standing alone is the designer's";
    EXPECT_FALSE(clean_up_roads(roads, {0, false}).changed());
    EXPECT_FALSE(clean_up_roads(roads, {2, false}).changed()) << "pike-2 has 2 hexes, not fewer";
}

TEST(RoadCleanup, RoadsOfAKindThatEndInOneHexBecomeOneWithTheSameLinks) {
    std::vector<HexCoord> west = run(0, 0, 4);
    std::vector<HexCoord> east = run(3, 0, 3);
    std::reverse(east.begin(), east.end());  // drawn from the other end
    const std::vector<HexRoad> roads = {{"pike", "road", "", west}, {"pike-2", "road", "Chambersburg Pike", east}};
    const RoadCleanup cleanup = clean_up_roads(roads, {});
    ASSERT_EQ(cleanup.roads.size(), 1U);
    EXPECT_EQ(cleanup.roads[0].id, "pike");
    EXPECT_EQ(cleanup.roads[0].name, "Chambersburg Pike");
    EXPECT_EQ(cleanup.roads[0].hexes, run(0, 0, 6));
    EXPECT_EQ(cleanup.merged, (std::vector<std::pair<std::string, std::string>>{{"pike", "pike-2"}}));
    EXPECT_EQ(links(cleanup.roads), links(roads));
}

TEST(RoadCleanup, ChainsOfOneLineJoinInTurn) {
    const std::vector<HexRoad> roads = {
        {"a", "road", "", run(0, 0, 3)}, {"c", "road", "", run(4, 0, 3)}, {"b", "road", "", run(2, 0, 3)}};
    const RoadCleanup cleanup = clean_up_roads(roads, {});
    ASSERT_EQ(cleanup.roads.size(), 1U);
    EXPECT_EQ(cleanup.roads[0].hexes, run(0, 0, 7));
    EXPECT_EQ(cleanup.merged.size(), 2U);
}

TEST(RoadCleanup, ForksCrossingsAndOtherKindsAreLeftAlone) {
    const std::vector<HexRoad> fork = {{"a", "road", "", run(0, 0, 3)},
                                       {"b", "road", "", {{2, 0}, {2, 1}, {2, 2}}},
                                       {"c", "road", "", {{2, 0}, {3, -1}, {4, -2}}}};
    EXPECT_FALSE(clean_up_roads(fork, {}).changed()) << "three roads end in (2, 0): which two is not for us to say";
    const std::vector<HexRoad> through = {{"a", "road", "", run(0, 0, 3)},
                                          {"b", "road", "", {{2, 0}, {2, 1}, {2, 2}}},
                                          {"c", "road", "", {{1, 1}, {2, 0}, {3, -1}}}};
    EXPECT_FALSE(clean_up_roads(through, {}).changed()) << "a road passes through the joint";
    const std::vector<HexRoad> kinds = {{"a", "road", "", run(0, 0, 3)}, {"rail", "railroad", "", run(2, 0, 3)}};
    EXPECT_FALSE(clean_up_roads(kinds, {}).changed());
    const std::vector<HexRoad> loop = {{"a", "road", "", {{0, 0}, {1, 0}, {1, 1}}}, {"b", "road", "", {{1, 1}, {0, 1}, {0, 0}}}};
    EXPECT_FALSE(clean_up_roads(loop, {}).changed()) << "joined, the road would pass (0, 0) twice";
}

}  // namespace
}  // namespace sandtable

#include "model/book.hpp"
#include "model/commands/command_stack.hpp"
#include "model/commands/road_commands.hpp"

namespace sandtable {
namespace {

TEST(RoadCleanupCommand, IsOneUndoableStepThatSaysWhatItDid) {
    Book book;
    GameMap map;
    map.id = "board";
    map.kind = MapKind::Hex;
    map.hex.roads = {{"pike", "road", "", run(0, 0, 4)}, {"pike-2", "road", "", run(3, 0, 3)}, {"spur", "road", "", {{1, 0}, {1, 1}}}};
    book.maps.push_back(map);
    CommandStack stack(book);

    RoadCleanupEdit edit = make_clean_up_roads(book.maps[0], {});
    EXPECT_EQ(edit.summary, "Removed 1 spur (spur); joined 1 road (pike-2 into pike).");
    ASSERT_TRUE(edit.command);
    stack.execute(std::move(edit.command));
    ASSERT_EQ(book.maps[0].hex.roads.size(), 1U);
    EXPECT_EQ(book.maps[0].hex.roads[0].hexes, run(0, 0, 6));
    EXPECT_EQ(stack.undo_name(), "Clean Up Roads");
    stack.undo();
    EXPECT_EQ(book.maps[0].hex.roads, map.hex.roads);

    book.maps[0].hex.roads = {{"lane", "road", "", run(0, 0, 2)}};
    const RoadCleanupEdit clean = make_clean_up_roads(book.maps[0], {});
    EXPECT_FALSE(clean.command);
    EXPECT_EQ(clean.summary, "The roads of map 'board' are clean: no spur under 3 hexes, no two roads to join.");
}

}  // namespace
}  // namespace sandtable
