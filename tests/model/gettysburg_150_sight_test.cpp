// Range and line of sight of Gettysburg 150, §8, with its Examples 1 and 2.
#include "model/rulesets/gettysburg_150/definition.hpp"
#include "model/rulesets/gettysburg_150/engine.hpp"
#include "model/rulesets/gettysburg_150/line_of_sight.hpp"
#include "support/book_builder.hpp"
#include "support/rules_cells.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

class Gettysburg150SightRules : public ::testing::Test {
protected:
    Gettysburg150SightRules() : map(test::BookBuilder("gettysburg-150").layout(OffsetLayout::OddColumns).size(10, 10)) {
        map.unit("union", "hazard", "artillery", "", {{"morale", 3}});
        map.unit("union", "us-inf", "infantry", "", {{"morale", 4}});
        map.unit("union", "us-leader", "leader", "", {{"command", 3}});
        map.unit("confederate", "cs-art", "artillery", "", {{"morale", 2}});
        map.unit("confederate", "cs-inf", "infantry", "", {{"morale", 4}});
        map.unit("confederate", "cs-leader", "leader", "", {{"command", 2}});
    }

    Sight sight(std::string_view from, std::string_view to) const {
        const Board board = map.board();
        return engine.line_of_sight(board, map.hex(from), map.hex(to), nullptr);
    }

    Sight sight_of(const Board& board, std::string_view observer, std::string_view target) const {
        const BoardUnit* from = board.unit(observer);
        return engine.line_of_sight(board, from->hex, board.unit(target)->hex, from);
    }

    test::BookBuilder map;
    rulesets::gettysburg_150::Engine engine;
};

// Example 1: Hazard on the ridge sees both Confederate units below it, and their artillery sees him.
TEST_F(Gettysburg150SightRules, Example1FromTheRidgeHazardSeesBothConfederateUnits) {
    map.terrain("0503", {"ridge"}).terrain("0403", {"ridge"}).terrain("0603", {"ridge"});
    Board board = map.board();
    board.place("hazard", map.hex("0503"));
    board.place("cs-art", map.hex("0505"));
    board.place("cs-inf", map.hex("0605"));
    EXPECT_TRUE(sight_of(board, "hazard", "cs-art").clear) << sight_of(board, "hazard", "cs-art").summary;
    EXPECT_TRUE(sight_of(board, "hazard", "cs-inf").clear) << sight_of(board, "hazard", "cs-inf").summary;
    EXPECT_TRUE(sight_of(board, "cs-art", "hazard").clear);
}

// Example 2: Hazard one hex behind the ridge sees nothing beyond it, and is not seen.
TEST_F(Gettysburg150SightRules, Example2OneHexBehindTheRidgeNeitherSideSees) {
    map.terrain("0504", {"ridge"}).terrain("0404", {"ridge"}).terrain("0604", {"ridge"});
    Board board = map.board();
    board.place("hazard", map.hex("0503"));
    board.place("cs-art", map.hex("0505"));
    board.place("cs-inf", map.hex("0506"));
    const Sight out = sight_of(board, "hazard", "cs-art");
    EXPECT_FALSE(out.clear);
    ASSERT_EQ(out.points.size(), 1U);
    EXPECT_NE(out.points.front().reason.find("ridge with 0503 1 hex behind it"), std::string::npos)
        << out.points.front().reason;
    EXPECT_FALSE(sight_of(board, "hazard", "cs-inf").clear);
    EXPECT_FALSE(sight_of(board, "cs-art", "hazard").clear);
    EXPECT_EQ(out.rule, "gettysburg-150 §8 Combat");
}

TEST_F(Gettysburg150SightRules, TwoHexesBehindTheRidgeIsHiddenTooButThreeIsNot) {
    map.terrain("0504", {"ridge"});
    EXPECT_FALSE(sight("0502", "0505").clear);
    // Only a longer line than artillery's range puts both ends 3 hexes from the ridge.
    const Board board = map.board();
    EXPECT_TRUE(rulesets::gettysburg_150::line_of_sight(board, map.hex("0501"), map.hex("0507"), 6).clear);
}

TEST_F(Gettysburg150SightRules, BetweenTwoRidgeHexesARidgeDoesNotBlockButWoodsDo) {
    map.terrain("0503", {"ridge"}).terrain("0504", {"ridge"}).terrain("0505", {"ridge"});
    EXPECT_TRUE(sight("0503", "0505").clear);
    map.terrain("0505", {});
    EXPECT_FALSE(sight("0503", "0505").clear);  // the far end is 1 hex behind 0504 and lower
    map.terrain("0505", {"ridge"}).terrain("0504", {"ridge", "woods"});
    EXPECT_FALSE(sight("0503", "0505").clear);
}

TEST_F(Gettysburg150SightRules, ADoubleRidgeHidesWhatIsOnlyOnARidge) {
    map.terrain("0503", {"ridge"}).terrain("0504", {"double-ridge"}).terrain("0505", {"double-ridge"});
    EXPECT_FALSE(sight("0503", "0505").clear);
    map.terrain("0503", {"double-ridge"});
    EXPECT_TRUE(sight("0503", "0505").clear);
}

TEST_F(Gettysburg150SightRules, BlockingTerrainBetweenBlocksAndAtTheEndsDoesNot) {
    for (const auto terrain : {"woods", "town"}) {
        map.terrain("0504", {terrain});
        const Sight blocked = sight("0503", "0505");
        EXPECT_FALSE(blocked.clear) << terrain;
        ASSERT_EQ(blocked.points.size(), 1U);
        EXPECT_TRUE(blocked.points.front().blocks);
    }
    map.terrain("0504", {"road", "clear"}).terrain("0503", {"woods"}).terrain("0505", {"town"});
    EXPECT_TRUE(sight("0503", "0505").clear);
}

TEST_F(Gettysburg150SightRules, AlongAHexsideBothHexesMustBlock) {
    // 0603 and 0705 are two apart; the line runs between 0604 and 0704.
    const Sight open = sight("0603", "0705");
    ASSERT_EQ(open.points.size(), 1U);
    ASSERT_EQ(open.points.front().hexes.size(), 2U);
    map.terrain("0604", {"woods"});
    EXPECT_TRUE(sight("0603", "0705").clear);
    map.terrain("0704", {"town"});
    EXPECT_FALSE(sight("0603", "0705").clear);
}

TEST_F(Gettysburg150SightRules, UnitsBetweenBlockButLeadersDoNot) {
    Board board = map.board();
    board.place("us-inf", map.hex("0504"));
    EXPECT_FALSE(engine.line_of_sight(board, map.hex("0503"), map.hex("0505"), nullptr).clear);
    board.place("us-inf", map.hex("0804"));
    board.place("cs-inf", map.hex("0504"));
    EXPECT_FALSE(engine.line_of_sight(board, map.hex("0503"), map.hex("0505"), nullptr).clear);
    board.remove("cs-inf");
    board.place("us-leader", map.hex("0504"));
    board.place("cs-leader", map.hex("0504"));
    EXPECT_TRUE(engine.line_of_sight(board, map.hex("0503"), map.hex("0505"), nullptr).clear);
}

TEST_F(Gettysburg150SightRules, ArtilleryReachesThreeHexesAndInfantryOne) {
    EXPECT_TRUE(sight("0503", "0506").clear);
    const Sight far = sight("0503", "0507");
    EXPECT_FALSE(far.clear);
    EXPECT_NE(far.summary.find("beyond the range of 3"), std::string::npos) << far.summary;
    Board board = map.board();
    board.place("us-inf", map.hex("0503"));
    board.place("cs-inf", map.hex("0505"));
    board.place("us-leader", map.hex("0506"));
    const Sight rifle = sight_of(board, "us-inf", "cs-inf");
    EXPECT_FALSE(rifle.clear);
    EXPECT_NE(rifle.summary.find("beyond the range of 1"), std::string::npos) << rifle.summary;
    board.remove("cs-inf");
    EXPECT_TRUE(sight_of(board, "us-leader", "us-inf").clear);  // a leader is given artillery's reach
}

TEST_F(Gettysburg150SightRules, AHouseRuleInTheBooksHitChartChangesTheRange) {
    // A book whose chart gives infantry a 2-hex column (the rulebook leaves it blank, §8) fires 2 hexes.
    RulesData rules = rulesets::gettysburg_150::definition().rulebook_data;
    test::set_rules_cell(rules, "combat-hit-numbers", 0, "range-2", "6");
    Board house(map.hex_map(), map.forces(), &rules);
    house.place("us-inf", map.hex("0503"));
    house.place("cs-inf", map.hex("0505"));
    EXPECT_TRUE(sight_of(house, "us-inf", "cs-inf").clear) << sight_of(house, "us-inf", "cs-inf").summary;
}

TEST_F(Gettysburg150SightRules, AdjacentHexesAlwaysSeeEachOther) {
    map.terrain("0503", {"woods"}).terrain("0504", {"ridge"});
    const Sight adjacent = sight("0503", "0504");
    EXPECT_TRUE(adjacent.clear);
    EXPECT_TRUE(adjacent.points.empty());
}

}  // namespace
}  // namespace sandtable
