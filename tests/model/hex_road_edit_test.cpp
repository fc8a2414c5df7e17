// Roads through hex centres drawn and erased a step at a time (model/hex_road_edit.hpp), and the
// undoable edit that sets a map's roads.
#include "model/book.hpp"
#include "model/commands/road_commands.hpp"
#include "model/hex_road_edit.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

const HexCoord kA{0, 0};
const HexCoord kB{1, 0};
const HexCoord kC{2, 0};
const HexCoord kD{3, 0};
const HexCoord kE{4, 0};

std::vector<HexRoad> drawn(std::initializer_list<HexCoord> hexes, const std::string& kind = "road") {
    std::vector<HexRoad> roads;
    const HexCoord* previous = nullptr;
    for (const HexCoord& hex : hexes) {
        if (previous != nullptr) roads = with_road_step(std::move(roads), *previous, hex, kind);
        previous = &hex;
    }
    return roads;
}

TEST(HexRoadEdit, AStrokeOfStepsDrawsOneRoad) {
    const auto roads = drawn({kA, kB, kC, kD});
    ASSERT_EQ(roads.size(), 1U);
    EXPECT_EQ(roads[0].id, "road-1");
    EXPECT_EQ(roads[0].kind, "road");
    EXPECT_EQ(roads[0].hexes, (std::vector<HexCoord>{kA, kB, kC, kD}));
    EXPECT_TRUE(runs_along(roads[0], kC, kB));
    EXPECT_FALSE(runs_along(roads[0], kA, kC));
}

TEST(HexRoadEdit, AStepFromEitherEndGrowsTheRoadAndAStepItHasChangesNothing) {
    auto roads = drawn({kB, kC});
    roads = with_road_step(roads, kB, kA, "road");  // from the start
    roads = with_road_step(roads, kC, kD, "road");  // from the end
    ASSERT_EQ(roads.size(), 1U);
    EXPECT_EQ(roads[0].hexes, (std::vector<HexCoord>{kA, kB, kC, kD}));
    EXPECT_EQ(with_road_step(roads, kC, kB, "road"), roads);
    EXPECT_EQ(with_road_step(roads, kA, kC, "road"), roads) << "A and C are not neighbours";
}

TEST(HexRoadEdit, AnotherKindStartsItsOwnRoadWithANewId) {
    auto roads = drawn({kA, kB});
    roads = with_road_step(roads, kA, kB, "railroad");
    ASSERT_EQ(roads.size(), 2U);
    EXPECT_EQ(roads[1].id, "railroad-1");
    EXPECT_EQ(roads[1].kind, "railroad");
}

TEST(HexRoadEdit, ErasingAMiddleStepCutsTheRoadInTwo) {
    const auto roads = without_road_step(drawn({kA, kB, kC, kD, kE}), kC, kB);
    ASSERT_EQ(roads.size(), 2U);
    EXPECT_EQ(roads[0].id, "road-1");
    EXPECT_EQ(roads[0].hexes, (std::vector<HexCoord>{kA, kB}));
    EXPECT_EQ(roads[1].hexes, (std::vector<HexCoord>{kC, kD, kE}));
    EXPECT_NE(roads[1].id, roads[0].id);
}

TEST(HexRoadEdit, ErasingAnEndStepShortensTheRoadAndTheLastStepRemovesIt) {
    auto roads = without_road_step(drawn({kA, kB, kC}), kA, kB);
    ASSERT_EQ(roads.size(), 1U);
    EXPECT_EQ(roads[0].id, "road-1");
    EXPECT_EQ(roads[0].hexes, (std::vector<HexCoord>{kB, kC}));
    EXPECT_EQ(without_road_step(drawn({kA, kB, kC}), kC, kB)[0].hexes, (std::vector<HexCoord>{kA, kB}));
    EXPECT_EQ(without_road_step(drawn({kA, kB, kC}), kC, kB).size(), 1U);
    roads = without_road_step(roads, kB, kC);
    EXPECT_TRUE(roads.empty());
    EXPECT_TRUE(without_road_step({}, kA, kB).empty());
}

TEST(HexRoadEdit, SettingTheRoadsIsOneUndoableEdit) {
    Book book;
    GameMap map;
    map.id = "board";
    map.kind = MapKind::Hex;
    map.hex.resize(5, 5);
    book.maps.push_back(map);
    auto command = make_set_roads("board", drawn({kA, kB, kC}), "Draw Road");
    command->apply(book);
    ASSERT_EQ(book.maps[0].hex.roads.size(), 1U);
    EXPECT_EQ(command->name(), "Draw Road");
    command->revert(book);
    EXPECT_TRUE(book.maps[0].hex.roads.empty());
    auto missing = make_set_roads("nowhere", {}, "Draw Road");
    EXPECT_THROW(missing->apply(book), std::logic_error);
}

}  // namespace
}  // namespace sandtable
