// The hex inspector's account of a hex: everything on it, in the names a designer gave.
#include "model/hex_inspection.hpp"
#include "model/variant_resolution.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book inspected_book() {
    test::BookBuilder builder("gettysburg-125");
    builder.map_id("m").size(6, 5);
    builder.terrain("C3", {"woods", "hill"}).terrain("D3", {"clear"});
    builder.hexside("C3", "D3", "stream").hexside("C3", "C2", "road");
    builder.place("tavern", "Herr's Tavern", "C3").objective("seminary", "Seminary Ridge", {"C3", "C4"}, 3);
    builder.edge("west", "West edge", {"A3"});
    builder.unit("confederate", "cs-heth", "infantry", "").name("Heth").unit("confederate", "cs-pegram", "artillery", "").name("Pegram");
    builder.scenario("s1", "First", 1, 8).setup("cs-heth", "C3").setup("cs-pegram", "C3");
    HexMap& map = builder.hex_map();
    map.roads.push_back(HexRoad{"pike", "pike", "Chambersburg Pike", {builder.hex("B3"), builder.hex("C3"), builder.hex("D3")}});
    map.roads.push_back(HexRoad{"lane", "trail", "", {builder.hex("C3"), builder.hex("C4")}});
    map.objectives.front().side = "confederate";
    return builder.build();
}

TEST(HexInspection, NamesTheTerrainSidesRoadsPlacesObjectiveAndStackTopFirst) {
    const Book book = inspected_book();
    const GameMap& map = *book.map("m");
    const Scenario scenario = resolve_scenario(book, "s1").value().scenario;
    const HexInspection c3 = inspect_hex(book, map, &scenario, *map.hex.find_label("C3"));
    EXPECT_EQ(c3.label, "C3");
    EXPECT_EQ(c3.terrain, (std::vector<std::string>{"Woods", "Hill"}));
    ASSERT_EQ(c3.hexsides.size(), 2U);
    std::vector<std::string> sides;
    for (const auto& side : c3.hexsides) sides.push_back(side.toward + ":" + side.features.front());
    std::sort(sides.begin(), sides.end());
    EXPECT_EQ(sides, (std::vector<std::string>{"C2:Road", "D3:Stream"}));
    EXPECT_EQ(c3.roads, (std::vector<std::string>{"Pike: Chambersburg Pike", "Trail"}));
    EXPECT_EQ(c3.places, std::vector<std::string>{"Herr's Tavern"});
    const std::string side_name = book.forces.side("confederate")->name;
    EXPECT_EQ(c3.objectives, std::vector<std::string>{"Seminary Ridge (3 VP, " + side_name + ")"});
    EXPECT_EQ(c3.stack, (std::vector<std::string>{"Pegram", "Heth"}));
    EXPECT_EQ(brief(c3), "C3: Woods, Hill; " + c3.hexsides[0].features[0] + " toward " + c3.hexsides[0].toward + "; " +
                             c3.hexsides[1].features[0] + " toward " + c3.hexsides[1].toward +
                             "; Pike: Chambersburg Pike, Trail; Herr's Tavern; Objective Seminary Ridge (3 VP, " + side_name +
                             "); Pegram, Heth");
}

TEST(HexInspection, AnEmptyHexSaysSoAndAHexOffTheMapIsNothing) {
    const Book book = inspected_book();
    const GameMap& map = *book.map("m");
    const HexInspection a1 = inspect_hex(book, map, nullptr, *map.hex.find_label("A1"));
    EXPECT_EQ(a1.label, "A1");
    EXPECT_TRUE(a1.terrain.empty() && a1.hexsides.empty() && a1.stack.empty());
    EXPECT_EQ(brief(a1), "A1: no terrain");
    const HexInspection a3 = inspect_hex(book, map, nullptr, *map.hex.find_label("A3"));
    EXPECT_EQ(a3.entry_edges, std::vector<std::string>{"West edge"});
    EXPECT_EQ(inspect_hex(book, map, nullptr, HexCoord{-40, 3}), HexInspection{});
    EXPECT_EQ(brief(HexInspection{}), "");
}

}  // namespace
}  // namespace sandtable
