// Range and line of sight of Gettysburg (125th Anniversary Edition), §9.
#include "model/rulesets/gettysburg_125/definition.hpp"
#include "model/rulesets/gettysburg_125/engine.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

class SightRules : public ::testing::Test {
protected:
    SightRules() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::OddColumns).size(10, 10)) {
        map.formation("union", "us-1", "corps");
        map.unit("union", "us-art", "artillery", "us-1", {{"combat", 2}, {"movement", 4}, {"range", 2}});
        map.formation("confederate", "cs-1", "corps");
        map.unit("confederate", "cs-inf", "infantry", "cs-1", {{"combat", 3}, {"movement", 4}});
    }

    Sight sight(std::string_view from, std::string_view to) const {
        const Board board = map.board();
        return engine.line_of_sight(board, map.hex(from), map.hex(to), nullptr);
    }

    test::BookBuilder map;
    rulesets::gettysburg_125::Engine engine;
};

TEST_F(SightRules, OpenGroundGivesSightAtRangeTwo) {
    const Sight open = sight("C3", "C5");
    EXPECT_TRUE(open.clear) << open.summary;
    EXPECT_EQ(open.distance, 2);
    EXPECT_EQ(open.rule, "gettysburg-125 §9");
}

TEST_F(SightRules, BlockingTerrainInTheOneHexBetweenBlocks) {
    for (const auto terrain : {"woods", "hill", "rocky-hill", "town"}) {
        map.terrain("C4", {terrain});
        const Sight blocked = sight("C3", "C5");
        EXPECT_FALSE(blocked.clear) << terrain;
        ASSERT_EQ(blocked.points.size(), 1U);
        EXPECT_TRUE(blocked.points.front().blocks);
    }
}

TEST_F(SightRules, TerrainAtEitherEndDoesNotBlock) {
    map.terrain("C3", {"woods"}).terrain("C5", {"town"});
    EXPECT_TRUE(sight("C3", "C5").clear);
}

TEST_F(SightRules, BetweenTwoHexesBothMustBlock) {
    // F3 and G5 are two apart, with F4 and G4 both next to each.
    const Sight both_open = sight("F3", "G5");
    ASSERT_EQ(both_open.points.size(), 2U);
    map.terrain("F4", {"woods"});
    EXPECT_TRUE(sight("F3", "G5").clear);
    map.terrain("G4", {"town"});
    EXPECT_FALSE(sight("F3", "G5").clear);
}

TEST_F(SightRules, UnitsBetweenBlock) {
    Board board = map.board();
    board.place("cs-inf", map.hex("C4"));
    EXPECT_FALSE(engine.line_of_sight(board, map.hex("C3"), map.hex("C5"), nullptr).clear);
}

TEST_F(SightRules, FromAHillHillsBetweenDoNotBlockButWoodsStillDo) {
    map.terrain("C3", {"hill"}).terrain("C4", {"rocky-hill"});
    EXPECT_TRUE(sight("C3", "C5").clear);
    map.terrain("C4", {"hill", "woods"});
    EXPECT_FALSE(sight("C3", "C5").clear);
    map.terrain("C3", {}).terrain("C4", {"hill"});
    EXPECT_FALSE(sight("C3", "C5").clear);
}

TEST_F(SightRules, BeyondRangeTwoThereIsNoLineOfSight) {
    const Sight far = sight("C3", "C6");
    EXPECT_FALSE(far.clear);
    EXPECT_NE(far.summary.find("beyond the range of 2"), std::string::npos) << far.summary;
}

TEST_F(SightRules, AdjacentHexesSeeEachOther) {
    map.terrain("C4", {"woods"});
    const Sight adjacent = sight("C3", "C4");
    EXPECT_TRUE(adjacent.clear);
    EXPECT_TRUE(adjacent.points.empty());
}

}  // namespace
}  // namespace sandtable
