// The combat sums of §13, §13.1 and §13.2 of Gettysburg (125th Anniversary Edition), on maps that
// hold their hexes (odd columns lower, as the board's own layout).
#include "model/rulesets/gettysburg_125/combat_factors.hpp"
#include "model/rulesets/gettysburg_125/definition.hpp"
#include "support/hex_board_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using rulesets::gettysburg_125::combat_factors;

class CombatSums : public ::testing::Test {
protected:
    CombatSums() : map(rulesets::gettysburg_125::definition(), OffsetLayout::OddColumns, 20, 12) {
        map.formation("union", "us", "army");
        map.formation("confederate", "cs", "army");
    }
    void regular(std::string_view side, std::string id, std::int64_t cf, std::int64_t reduced = 0) {
        map.unit(side, std::move(id), "infantry", side == "union" ? "us" : "cs",
                 {{"combat", cf}, {"combat-reduced", reduced}, {"movement", 5}});
    }
    test::HexBoardBuilder map;
};

TEST_F(CombatSums, AndersonInWoodsGetsTheBonusOnlyWhenTheWoodsAreNotConnected) {
    // Left: K8 is woods, K9 is not. Right: I8 and I9 are both woods.
    map.terrain("K8", {"woods"}).terrain("I8", {"woods"}).terrain("I9", {"woods"});
    regular("union", "us-barlow", 2);
    regular("confederate", "cs-anderson", 5);
    Board board = map.board();
    board.place("us-barlow", map.hex("K9"));
    board.place("cs-anderson", map.hex("K8"));
    EXPECT_EQ(combat_factors(board, {"us-barlow"}, {"cs-anderson"}).defence, 6);
    board.place("us-barlow", map.hex("I9"));
    board.place("cs-anderson", map.hex("I8"));
    const auto connected = combat_factors(board, {"us-barlow"}, {"cs-anderson"});
    EXPECT_EQ(connected.attack, 2);
    EXPECT_EQ(connected.defence, 5);
}

TEST_F(CombatSums, WhatMattersIsTheHexsideAttackedOver) {
    // F3 and G3 are woods and hill; F2 is woods only; G2 is neither.
    map.terrain("F3", {"woods", "hill"}).terrain("G3", {"woods", "hill"}).terrain("F2", {"woods"});
    regular("union", "us-a", 3);
    regular("confederate", "cs-d", 3);
    Board board = map.board();
    board.place("cs-d", map.hex("F3"));
    board.place("us-a", map.hex("F2"));
    EXPECT_EQ(combat_factors(board, {"us-a"}, {"cs-d"}).defence, 3 + 2) << "the hill counts, the woods are connected";
    board.place("us-a", map.hex("G3"));
    EXPECT_EQ(combat_factors(board, {"us-a"}, {"cs-d"}).defence, 3) << "connected by both";
    board.place("cs-d", map.hex("G3"));
    board.place("us-a", map.hex("G2"));
    EXPECT_EQ(combat_factors(board, {"us-a"}, {"cs-d"}).defence, 3 + 1 + 2);
}

TEST_F(CombatSums, McPhersonsWoodsOnTheFirstMorning) {
    // §13.2: Pegram and Heth against Buford, Devin and Gamble in P3, hill and woods.
    map.terrain("P3", {"woods", "hill"});
    map.unit("union", "us-buford", "hq", "us", {{"movement", 8}});
    regular("union", "us-devin", 1);
    regular("union", "us-gamble", 1);
    map.unit("confederate", "cs-pegram", "artillery", "cs", {{"combat", 2}, {"combat-reduced", 1}, {"movement", 4}, {"range", 2}});
    regular("confederate", "cs-heth", 5, 2);
    Board board = map.board();
    for (const char* id : {"us-buford", "us-devin", "us-gamble"}) board.place(id, map.hex("P3"));
    board.place("cs-pegram", map.hex("Q3"));
    board.place("cs-heth", map.hex("Q4"));
    const auto sums = combat_factors(board, {"cs-pegram", "cs-heth"}, {"us-buford", "us-devin", "us-gamble"});
    EXPECT_EQ(sums.defence, 5) << sums.working.back();
    EXPECT_EQ(sums.attack, 7);
    EXPECT_EQ(sums.difference(), 2);
}

TEST_F(CombatSums, TheThreeBattlesOfTheDivisionOfCombat) {
    // §13: Jenkins against McGilvery in woods and Ayres on a hill: 1 - 2 - 5 = -6.
    map.terrain("H5", {"woods"}).terrain("H6", {"hill"});
    regular("confederate", "cs-jenkins", 1);
    regular("union", "us-mcgilvery", 1);
    regular("union", "us-ayres", 3);
    // Heth, Pender and McIntosh against Martin and Crawford on a hill attacked from a connected hill: 9 - 3.
    map.terrain("L5", {"hill"}).terrain("L6", {"hill"});
    regular("confederate", "cs-heth", 5);
    regular("confederate", "cs-pender", 2);
    regular("confederate", "cs-mcintosh", 2);
    regular("union", "us-martin", 1);
    regular("union", "us-crawford", 2);
    // Hood and McLaws (11, capped at 10) against Barnes and the reduced Hays on a hill: 10 - 2 - 4.
    map.terrain("C6", {"hill"});
    regular("confederate", "cs-hood", 6);
    regular("confederate", "cs-mclaws", 5);
    regular("union", "us-barnes", 2);
    regular("union", "us-hays", 4, 2);
    Board board = map.board();
    board.place("cs-jenkins", map.hex("G5"));
    board.place("us-mcgilvery", map.hex("H5"));
    board.place("us-ayres", map.hex("H6"));
    const auto first = combat_factors(board, {"cs-jenkins"}, {"us-mcgilvery", "us-ayres"});
    EXPECT_EQ(first.difference(), -6) << first.working.back();

    for (const char* id : {"cs-heth", "cs-pender"}) board.place(id, map.hex("L6"));
    board.place("cs-mcintosh", map.hex("K5"));
    for (const char* id : {"us-martin", "us-crawford"}) board.place(id, map.hex("L5"));
    const auto second = combat_factors(board, {"cs-heth", "cs-pender", "cs-mcintosh"}, {"us-martin", "us-crawford"});
    EXPECT_EQ(second.attack, 9);
    EXPECT_EQ(second.difference(), 6) << second.working.back();

    board.place("cs-hood", map.hex("B6"));
    board.place("cs-mclaws", map.hex("B6"));
    board.place("us-barnes", map.hex("C5"));
    board.place("us-hays", map.hex("C6"), UnitState::Reduced);
    const auto third = combat_factors(board, {"cs-hood", "cs-mclaws"}, {"us-barnes", "us-hays"});
    EXPECT_EQ(third.attack, 10) << third.working.front();
    EXPECT_NE(third.working.front().find("= 11, capped at 10"), std::string::npos) << third.working.front();
    EXPECT_EQ(third.difference(), 4) << third.working.back();
}

}  // namespace
}  // namespace sandtable
