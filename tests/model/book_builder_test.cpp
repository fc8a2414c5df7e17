// The tests' book builder: it builds what it is asked for, and whatever it cannot find fails the
// test with a message naming it instead of crashing or doing nothing.
#include "support/book_builder.hpp"

#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

namespace sandtable {
namespace {

using test::BookBuilder;

TEST(BookBuilder, BuildsTheMapForcesAndScenarioByLabel) {
    BookBuilder builder("gettysburg-125");
    builder.map_id("m").layout(OffsetLayout::EvenColumns).size(6, 5);
    builder.terrain("B2", {"woods", "hill"}).hexside("C3", "C4", "stream").edge("west", "West", {"A1", "A2"});
    builder.place("seminary", "Seminary", "D4").objective("vp-e5", "E5", {"E5", "F5"}, 3);
    builder.formation("union", "us-1", "corps").echelon("corps").name("I Corps");
    builder.unit("union", "us-a", "infantry", "us-1", {{"combat", 3}, {"replaces", "us-b"}}).short_name("us a/1 id");
    builder.scenario("s1", "First", 1, 8).setup("us-a", "B2", UnitState::Reduced);
    builder.arrival("r1", 2, {LocationKind::Edge, "west"}, {"us-a"});
    const Book book = builder.build();

    EXPECT_EQ(book.ruleset, "gettysburg-125");
    const HexMap& map = book.maps.front().hex;
    EXPECT_EQ(book.maps.front().id, "m");
    EXPECT_EQ(map.grid.layout, OffsetLayout::EvenColumns);
    EXPECT_EQ(map.grid.columns, 6);
    EXPECT_EQ(map.terrain_at(builder.hex("B2")), (std::vector<std::string>{"woods", "hill"}));
    EXPECT_EQ(map.hexside_features_at(*hexside_between(builder.hex("C3"), builder.hex("C4"))),
              std::vector<std::string>{"stream"});
    ASSERT_EQ(map.edges.size(), 1U);
    EXPECT_EQ(map.edges[0].entry_hexes, (std::vector<HexCoord>{builder.hex("A1"), builder.hex("A2")}));
    ASSERT_EQ(map.places.size(), 1U);
    EXPECT_EQ(map.places[0].hex, builder.hex("D4"));
    ASSERT_EQ(map.objectives.size(), 1U);
    EXPECT_EQ(map.objectives[0].hexes, (std::vector<HexCoord>{builder.hex("E5"), builder.hex("F5")}));
    EXPECT_EQ(map.objectives[0].vp, 3);

    const ForceNode& corps = *book.forces.node("us-1");
    EXPECT_EQ(corps.kind, ForceNodeKind::Formation);
    EXPECT_EQ(corps.echelon, "corps");
    EXPECT_EQ(corps.name, "I Corps");
    const ForceNode& unit = *book.forces.node("us-a");
    EXPECT_EQ(unit.kind, ForceNodeKind::Unit);
    EXPECT_EQ(unit.parent, "us-1");
    EXPECT_EQ(unit.short_name, "us a/1 id");
    EXPECT_EQ(unit.attributes.at("combat"), AttributeValue{std::int64_t{3}});
    EXPECT_EQ(unit.attributes.at("replaces"), AttributeValue{std::string("us-b")});

    ASSERT_EQ(book.scenarios.size(), 1U);
    const Scenario& scenario = book.scenarios[0];
    EXPECT_EQ(scenario.map, "m");
    EXPECT_EQ(scenario.setup, (std::vector<Placement>{{"us-a", {LocationKind::Hex, "B2"}, UnitState::Reduced}}));
    ASSERT_EQ(scenario.schedule.size(), 1U);
    EXPECT_EQ(scenario.schedule[0].units, std::vector<std::string>{"us-a"});
}

TEST(BookBuilder, ItsBoardStandsOnItsMapForcesAndRulesData) {
    BookBuilder builder("gettysburg-150");
    builder.unit("union", "us-inf", "infantry", "", {{"morale", 4}});
    const Board board = builder.board();
    EXPECT_EQ(&board.map(), &builder.hex_map());
    EXPECT_EQ(&board.forces(), &builder.forces());
    EXPECT_EQ(board.rules(), &builder.book().rules);
}

TEST(BookBuilder, MoreOfABookBuiltAlready) {
    BookBuilder builder(test::BookBuilder("gettysburg-125").map_id("m").build());
    builder.unit("confederate", "cs-a", "infantry", "");
    const Book book = builder.build();
    EXPECT_EQ(book.maps.front().id, "m");
    EXPECT_NE(book.forces.node("cs-a"), nullptr);
}

TEST(BookBuilder, AnUnknownRulesetOrLabelFailsNamingIt) {
    EXPECT_NONFATAL_FAILURE(BookBuilder("gettysburg-200"), "no ruleset \"gettysburg-200\"");
    BookBuilder builder("gettysburg-125");
    builder.size(6, 5);
    EXPECT_NONFATAL_FAILURE(builder.terrain("Z9", {"woods"}), "no hex \"Z9\"");
    EXPECT_NONFATAL_FAILURE((void)builder.hex("G1"), "no hex \"G1\"");
    EXPECT_NONFATAL_FAILURE(builder.hexside("A1", "Q9", "stream"), "no hex \"Q9\"");
    EXPECT_NONFATAL_FAILURE(builder.edge("west", "West", {"A9"}), "no hex \"A9\"");
    EXPECT_NONFATAL_FAILURE(builder.place("p", "P", "X1"), "no hex \"X1\"");
    EXPECT_NONFATAL_FAILURE(builder.objective("o", "O", {"A1", "X2"}, 1), "no hex \"X2\"");
    EXPECT_TRUE(builder.hex_map().places.empty());
    EXPECT_TRUE(builder.hex_map().objectives.empty());
}

TEST(BookBuilder, AnUnknownTerrainOrHexsideFeatureFailsNamingIt) {
    BookBuilder builder("gettysburg-125");
    EXPECT_NONFATAL_FAILURE(builder.terrain("B2", {"woods", "lava"}), "no terrain \"lava\"");
    EXPECT_TRUE(builder.hex_map().terrain_at(builder.hex("B2")).empty());
    EXPECT_NONFATAL_FAILURE(builder.hexside("B2", "B3", "moat"), "no hexside feature \"moat\"");
    EXPECT_NONFATAL_FAILURE(builder.hexside("B2", "F6", "stream"), "B2 and F6 are not adjacent");
}

TEST(BookBuilder, AnUnknownSideParentOrAttributeFailsNamingIt) {
    BookBuilder builder("gettysburg-125");
    builder.formation("confederate", "cs-1", "corps");
    EXPECT_NONFATAL_FAILURE(builder.unit("blue", "b-1", "infantry", ""), "no side \"blue\"");
    EXPECT_NONFATAL_FAILURE(builder.unit("union", "us-a", "infantry", "us-9"), "parent \"us-9\" of us-a");
    EXPECT_NONFATAL_FAILURE(builder.unit("union", "us-b", "infantry", "cs-1"), "parent \"cs-1\" of us-b is not on side union");
    EXPECT_NONFATAL_FAILURE(builder.unit("union", "us-c", "infantry", "", {{"charisma", 3}}),
                            "no unit attribute \"charisma\"");
    EXPECT_EQ(builder.forces().unit_count(), 0U);
    EXPECT_NONFATAL_FAILURE(builder.echelon("division"), "no node added just before");
}

TEST(BookBuilder, AScenarioStepWithAnUnknownUnitOrEdgeFailsNamingIt) {
    BookBuilder builder("gettysburg-125");
    builder.unit("union", "us-a", "infantry", "");
    EXPECT_NONFATAL_FAILURE(builder.setup("us-a", "B2"), "the setup of us-a before any scenario");
    builder.scenario("s1", "First", 1, 8);
    EXPECT_NONFATAL_FAILURE(builder.setup("us-z", "B2"), "no unit \"us-z\"");
    EXPECT_NONFATAL_FAILURE(builder.arrival("r1", 2, {LocationKind::Edge, "east"}, {"us-a"}), "no edge \"east\"");
    EXPECT_NONFATAL_FAILURE(builder.arrival("r2", 2, {LocationKind::Hex, "B2"}, {"us-y"}), "no unit \"us-y\"");
    EXPECT_TRUE(builder.book().scenarios[0].setup.empty());
    EXPECT_TRUE(builder.book().scenarios[0].schedule.empty());
}

}  // namespace
}  // namespace sandtable
