// The combat sums of §12, §13, §13.1, §13.1.1 and §13.2 of Gettysburg (125th Anniversary Edition),
// on maps that hold their hexes (odd columns lower, as the board's own layout).
#include "model/rulesets/gettysburg_125/combat_factors.hpp"
#include "model/board/combat_calculator.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/rulesets/gettysburg_125/combat_results.hpp"
#include "model/rulesets/gettysburg_125/defensive_fire.hpp"
#include "model/rulesets/gettysburg_125/definition.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable {
namespace {

using rulesets::gettysburg_125::combat_factors;
using rulesets::gettysburg_125::combat_outlook;
using rulesets::gettysburg_125::defensive_fire_candidates;

bool mentions(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) { return line.find(text) != std::string::npos; });
}

class CombatFactorSums : public ::testing::Test {
protected:
    CombatFactorSums() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::OddColumns).size(20, 12)) {
        map.formation("union", "us", "army");
        map.formation("confederate", "cs", "army");
    }
    void regular(std::string_view side, std::string id, std::int64_t cf, std::int64_t reduced = 0) {
        map.unit(side, std::move(id), "infantry", side == "union" ? "us" : "cs",
                 {{"combat", cf}, {"combat-reduced", reduced}, {"movement", 5}});
    }
    test::BookBuilder map;
};

TEST_F(CombatFactorSums, AndersonInWoodsGetsTheBonusOnlyWhenTheWoodsAreNotConnected) {
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

TEST_F(CombatFactorSums, WhatMattersIsTheHexsideAttackedOver) {
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

TEST_F(CombatFactorSums, McPhersonsWoodsOnTheFirstMorning) {
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

// §13.2's combat at McPherson's woods with the Indirect fire rule in force (§13.1.1): Calef's
// battery stands two hexes from Heth with open ground (P4) between.
class DefensiveIndirectFire : public CombatFactorSums {
protected:
    DefensiveIndirectFire() {
        map.terrain("P3", {"woods", "hill"});
        map.unit("union", "us-buford", "hq", "us", {{"movement", 8}});
        regular("union", "us-devin", 1);
        regular("union", "us-gamble", 1);
        map.unit("union", "us-calef", "horse-artillery", "us", {{"combat", 1}, {"movement", 6}, {"range", 2}});
        map.unit("union", "us-hall", "artillery", "us", {{"combat", 2}, {"combat-reduced", 1}, {"movement", 4}, {"range", 2}});
        map.unit("confederate", "cs-pegram", "artillery", "cs", {{"combat", 2}, {"combat-reduced", 1}, {"movement", 4}, {"range", 2}});
        regular("confederate", "cs-heth", 5, 2);
    }
    Board board_with_calef_in(std::string_view hex) {
        Board board = map.board();
        for (const char* id : {"us-buford", "us-devin", "us-gamble"}) board.place(id, map.hex("P3"));
        board.place("cs-pegram", map.hex("Q3"));
        board.place("cs-heth", map.hex("Q4"));
        board.place("us-calef", map.hex(hex));
        return board;
    }
    CombatRequest request(const Board& board, std::vector<std::string> support = {"us-calef"}) {
        return {&board, {"cs-pegram", "cs-heth"}, {"us-buford", "us-devin", "us-gamble"}, std::move(support), {"indirect-fire"}, {}};
    }
};

TEST_F(DefensiveIndirectFire, ABatteryThatSeesAnAttackerAddsItsCfWithoutTerrainBonus) {
    map.terrain("O4", {"woods"});
    const Board board = board_with_calef_in("O4");
    const auto sums = combat_factors(request(board));
    EXPECT_EQ(sums.defence, 5 + 1) << sums.working.back();
    EXPECT_EQ(sums.difference(), 1);
    EXPECT_TRUE(sums.refused.empty());
    EXPECT_NE(sums.working.back().find("us-calef 1 defensive indirect fire (§13.1.1)"), std::string::npos) << sums.working.back();
    EXPECT_EQ(sums.working.back().find("woods in O4"), std::string::npos) << sums.working.back();
}

TEST_F(DefensiveIndirectFire, OnlyWhenTheOptionalRuleIsInForce) {
    const Board board = board_with_calef_in("O4");
    auto without = request(board);
    without.options.clear();
    const auto sums = combat_factors(without);
    EXPECT_EQ(sums.defence, 5);
    ASSERT_EQ(sums.refused.size(), 1U);
    EXPECT_NE(sums.refused.front().find("the Indirect fire optional rule is not in force"), std::string::npos) << sums.refused.front();
}

TEST_F(DefensiveIndirectFire, UnitsAndBlockingTerrainBetweenCutTheLineOfSight) {
    map.terrain("P4", {"woods"});  // with the Union stack in P3, nothing between O4 and Q4 is open
    const Board board = board_with_calef_in("O4");
    const auto sums = combat_factors(request(board));
    EXPECT_EQ(sums.defence, 5);
    ASSERT_EQ(sums.refused.size(), 1U);
    EXPECT_NE(sums.refused.front().find("no line of sight to an attacker"), std::string::npos) << sums.refused.front();
    EXPECT_NE(sums.refused.front().find("[gettysburg-125 §9, §13.1.1]"), std::string::npos) << sums.refused.front();
}

TEST_F(DefensiveIndirectFire, ABatteryInEnemyZocIsEngagedAndGivesNone) {
    const Board board = board_with_calef_in("P2");  // next to Pegram in Q3
    const auto sums = combat_factors(request(board));
    EXPECT_EQ(sums.defence, 5);
    EXPECT_TRUE(mentions(sums.refused, "engaged: P2 is in enemy ZOC")) << sums.refused.front();
}

TEST_F(DefensiveIndirectFire, NoneAgainstAnAttackerNextToTheBatteryEvenAHeadquarters) {
    // §9: indirect fire may not be used against adjacent enemy units; a headquarters has no ZOC,
    // so Calef in O4 is not engaged by A. P. Hill in O3, but Hill attacks with the others.
    map.unit("confederate", "cs-hill", "hq", "cs", {{"movement", 8}});
    Board board = board_with_calef_in("O4");
    board.place("cs-hill", map.hex("O3"));
    CombatRequest with_hill = request(board);
    with_hill.attackers.push_back("cs-hill");
    const auto sums = combat_factors(with_hill);
    EXPECT_EQ(sums.defence, 5);
    EXPECT_TRUE(mentions(sums.refused, "cs-hill in O3 is adjacent: indirect fire may not be used against it")) << sums.refused.front();
}

TEST_F(DefensiveIndirectFire, ABombardedBatteryGivesNoneAsInTheExampleOfSection12) {
    const Board board = board_with_calef_in("O4");
    auto bombarded = request(board);
    bombarded.bombarded = {"us-calef"};
    const auto sums = combat_factors(bombarded);
    EXPECT_EQ(sums.defence, 5);
    EXPECT_TRUE(mentions(sums.refused, "bombarded this turn"));
}

TEST_F(DefensiveIndirectFire, BeyondRangeTwoOrOnTheOtherSideThereIsNoSupport) {
    Board board = board_with_calef_in("N4");  // three hexes from Heth
    board.place("us-hall", map.hex("O4"));
    const auto sums = combat_factors(request(board, {"us-calef", "us-hall", "cs-pegram", "us-devin"}));
    EXPECT_EQ(sums.defence, 5 + 2) << "Hall supports; Calef is out of range, Pegram attacks, Devin defends";
    EXPECT_TRUE(mentions(sums.refused, "beyond the range of 2"));
    EXPECT_TRUE(mentions(sums.refused, "cs-pegram gives no defensive indirect fire: it takes part in the combat"));
    EXPECT_TRUE(mentions(sums.refused, "us-devin gives no defensive indirect fire: infantry is not artillery"));
}

TEST_F(DefensiveIndirectFire, TheCandidatesAreTheDefendersBatteriesOutsideTheCombat) {
    Board board = board_with_calef_in("N4");
    board.place("us-hall", map.hex("O4"));
    const auto candidates = defensive_fire_candidates(request(board, {}));
    ASSERT_EQ(candidates.size(), 2U);
    for (const auto& candidate : candidates) {
        EXPECT_EQ(candidate.eligible, candidate.unit == "us-hall") << candidate.unit << ": " << candidate.reason;
        EXPECT_EQ(candidate.factor, candidate.unit == "us-hall" ? 2 : 1);
    }
}

// §12's example: us muhlenberg bombards cs alexander in the woods, then Union infantry attacks
// cs pickett, whom the bombarded Alexander may then not support (§13.1.1).
class Bombardment : public CombatFactorSums {
protected:
    Bombardment() {
        map.terrain("E5", {"woods"});
        map.unit("union", "us-muhlenberg", "artillery", "us", {{"combat", 2}, {"movement", 4}, {"range", 2}});
        regular("union", "us-hays", 4, 2);
        map.unit("confederate", "cs-alexander", "artillery", "cs", {{"combat", 1}, {"movement", 4}, {"range", 2}});
        regular("confederate", "cs-pickett", 6, 3);
    }
    Board board() {
        Board board = map.board();
        board.place("us-muhlenberg", map.hex("E7"));
        board.place("cs-alexander", map.hex("E5"));
        board.place("us-hays", map.hex("G5"));
        board.place("cs-pickett", map.hex("H5"));
        return board;
    }
    static CombatRequest bombard(const Board& board, std::vector<std::string> attackers, std::vector<std::string> defenders) {
        return {&board, std::move(attackers), std::move(defenders), {}, {"indirect-fire"}, {}, true};
    }
};

TEST_F(Bombardment, MuhlenbergBombardsAlexanderWhoKeepsHisWoods) {
    const Board board = this->board();
    const auto sums = combat_factors(bombard(board, {"us-muhlenberg"}, {"cs-alexander"}));
    EXPECT_TRUE(sums.problems.empty()) << sums.problems.front();
    EXPECT_EQ(sums.attack, 2);
    EXPECT_EQ(sums.defence, 1 + 1) << sums.working.back();
    EXPECT_TRUE(mentions(sums.working, "bombardment"));
    const auto rules = rulesets::gettysburg_125::definition().rulebook_data;
    const auto outlook = combat_outlook(rules, sums.difference(), true);
    ASSERT_EQ(outlook.row, 2);
    EXPECT_EQ(outlook.results[2].result, "none") << "AR is ignored";
    EXPECT_EQ(outlook.results[0].result, "none") << "A2 is ignored";
    EXPECT_EQ(outlook.results[3].result, "D1") << "DR is treated as D1";
    EXPECT_EQ(outlook.results[5].result, "D1") << "D2 is treated as D1";
    EXPECT_NE(outlook.results[5].meaning.find("no retreat"), std::string::npos);
    EXPECT_EQ(outlook.rule, "gettysburg-125 §12, §13.2 Table 4");
}

TEST_F(Bombardment, OnlyArtilleryOutOfEnemyZocBombardsArtilleryItSees) {
    Board board = this->board();
    EXPECT_TRUE(mentions(combat_factors(bombard(board, {"us-muhlenberg"}, {"cs-pickett"})).problems,
                         "cs-pickett is infantry: a bombardment may only attack artillery [gettysburg-125 §12]"));
    EXPECT_TRUE(mentions(combat_factors(bombard(board, {"us-hays"}, {"cs-alexander"})).problems, "us-hays is infantry: only artillery bombards"));
    auto without_rule = bombard(board, {"us-muhlenberg"}, {"cs-alexander"});
    without_rule.options.clear();
    EXPECT_TRUE(mentions(combat_factors(without_rule).problems, "needs the Indirect fire optional rule"));
    board.place("us-hays", map.hex("D5"));  // next to Alexander
    EXPECT_TRUE(mentions(combat_factors(bombard(board, {"us-muhlenberg"}, {"cs-alexander"})).problems,
                         "cs-alexander is engaged in normal combat: E5 is in enemy ZOC"));
    map.terrain("E6", {"woods"});
    const Board blocked = this->board();
    EXPECT_TRUE(mentions(combat_factors(bombard(blocked, {"us-muhlenberg"}, {"cs-alexander"})).problems,
                         "us-muhlenberg has no line of sight to E5"));
}

TEST_F(Bombardment, WhenAskedTheWorkingNamesUnitsByTheirNames) {
    for (const char* id : {"us-muhlenberg", "us-hays", "cs-alexander", "cs-pickett"}) {
        map.book().forces.node(id)->name = std::string(id).substr(3) + " (name)";  // "hays (name)"
    }
    map.unit("confederate", "cs-nameless", "infantry", "cs", {{"combat", 1}, {"movement", 5}});
    Board board = this->board();
    board.place("cs-nameless", map.hex("H6"));
    CombatRequest attack{&board, {"us-hays"}, {"cs-pickett", "cs-nameless"}, {"cs-alexander"}, {"indirect-fire"}, {}};
    attack.units_by_name = true;
    const auto sums = combat_factors(attack);
    EXPECT_TRUE(mentions(sums.working, "AF 4 = hays (name) 4")) << sums.working.front();
    EXPECT_TRUE(mentions(sums.working, "pickett (name) 6")) << sums.working.back();
    EXPECT_TRUE(mentions(sums.working, "cs-nameless 1")) << "a unit without a name by its id: " << sums.working.back();
    EXPECT_TRUE(mentions(sums.working, "alexander (name) 1 defensive indirect fire")) << sums.working.back();
    const auto candidates = defensive_fire_candidates(attack);
    ASSERT_EQ(candidates.size(), 1U);
    EXPECT_NE(candidates.front().reason.find("sees hays (name) in G5"), std::string::npos) << candidates.front().reason;
    attack.bombarded = {"cs-alexander"};
    EXPECT_TRUE(mentions(combat_factors(attack).refused, "alexander (name) gives no defensive indirect fire: bombarded this turn"));
    CombatRequest far{&board, {"us-muhlenberg"}, {"cs-pickett"}, {}, {}, {}};
    far.units_by_name = true;
    EXPECT_TRUE(mentions(combat_factors(far).problems, "muhlenberg (name) in E7 is not next to pickett (name) in H5"));
    CombatRequest bombardment = bombard(board, {"us-hays"}, {"cs-alexander"});
    bombardment.units_by_name = true;
    EXPECT_TRUE(mentions(combat_factors(bombardment).problems, "hays (name) is infantry: only artillery bombards"));
}

TEST_F(Bombardment, TheBombardedAlexanderMayNotSupportPickett) {
    const Board board = this->board();
    CombatRequest attack{&board, {"us-hays"}, {"cs-pickett"}, {"cs-alexander"}, {"indirect-fire"}, {}};
    EXPECT_EQ(combat_factors(attack).defence, 6 + 1) << "Alexander sees Hays over F4 or F5";
    attack.bombarded = {"cs-alexander"};
    const auto sums = combat_factors(attack);
    EXPECT_EQ(sums.defence, 6);
    EXPECT_TRUE(mentions(sums.refused, "cs-alexander gives no defensive indirect fire: bombarded this turn [gettysburg-125 §12, §13.1.1]"));
}

TEST(CombatOutlook, McPhersonsWoodsAttackerWinsOnADieDifferenceOfMinusOneOrMore) {
    // §13.2: at 2 ∆CF before the dice the Union retreats when the die difference is −1 or more.
    const auto rules = rulesets::gettysburg_125::definition().rulebook_data;
    const auto outlook = combat_outlook(rules, 2);
    ASSERT_TRUE(outlook.problem.empty()) << outlook.problem;
    ASSERT_EQ(outlook.results.size(), 6U);
    ASSERT_EQ(outlook.row, 3);
    EXPECT_EQ(outlook.results[3].result, "DR");
    double total = 0;
    double attacker_wins = 0;
    for (std::size_t i = 0; i < outlook.results.size(); ++i) {
        total += outlook.results[i].chance;
        if (i >= 3) attacker_wins += outlook.results[i].chance;
    }
    EXPECT_NEAR(total, 1.0, 1e-9);
    EXPECT_NEAR(attacker_wins, 0.64, 1e-9);
    EXPECT_NEAR(outlook.results[0].chance, 0.03, 1e-9) << "A2 only on die differences of −8 and −9";
    EXPECT_NEAR(outlook.results[5].chance, 0.21, 1e-9) << "D2 on die differences of +4 and more";
}

TEST(CombatOutlook, ATableWithoutNumericBoundsIsAProblem) {
    RulesData rules;
    rules.tables.push_back({"combat-results", {"cf-difference", "min-difference", "max-difference", "result", "meaning"}, {{"low", "x", "", "AR", ""}}});
    EXPECT_FALSE(combat_outlook(rules, 0).problem.empty());
    EXPECT_TRUE(combat_outlook(rules, 0).results.empty()) << "no odds from a table that cannot be read";
    EXPECT_FALSE(combat_outlook(RulesData{}, 0).problem.empty());
}

TEST(CombatCalculators, OnlyThe125thHasOneSoFar) {
    EXPECT_NE(rules_engines("gettysburg-125").combat, nullptr);
    EXPECT_EQ(rules_engines("gettysburg-150").combat, nullptr);
}

TEST_F(CombatFactorSums, TheThreeBattlesOfTheDivisionOfCombat) {
    // The example names no hexes; these put every attacker next to every defender (§13).
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
    board.place("cs-jenkins", map.hex("G6"));
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

    board.place("cs-hood", map.hex("B5"));
    board.place("cs-mclaws", map.hex("B5"));
    board.place("us-barnes", map.hex("C5"));
    board.place("us-hays", map.hex("C6"), UnitState::Reduced);
    const auto third = combat_factors(board, {"cs-hood", "cs-mclaws"}, {"us-barnes", "us-hays"});
    EXPECT_EQ(third.attack, 10) << third.working.front();
    EXPECT_NE(third.working.front().find("= 11, capped at 10"), std::string::npos) << third.working.front();
    EXPECT_EQ(third.difference(), 4) << third.working.back();
    for (const auto* sums : {&first, &second, &third}) EXPECT_TRUE(sums->problems.empty()) << sums->problems.front();
}

TEST_F(CombatFactorSums, EveryAttackerMustBeNextToEveryDefenderAndHeadquartersNeverAttackAlone) {
    // §13: the attacks of the division of combat are allowed; from two hexes away they are not.
    regular("confederate", "cs-jenkins", 1);
    regular("union", "us-mcgilvery", 1);
    regular("union", "us-ayres", 3);
    map.unit("confederate", "cs-ewell", "hq", "cs", {{"movement", 8}});
    Board board = map.board();
    board.place("cs-jenkins", map.hex("G5"));
    board.place("us-mcgilvery", map.hex("H5"));
    board.place("us-ayres", map.hex("I6"));
    board.place("cs-ewell", map.hex("G6"));
    const auto sums = combat_factors(board, {"cs-jenkins"}, {"us-mcgilvery", "us-ayres"});
    ASSERT_EQ(sums.problems.size(), 1U);
    EXPECT_EQ(sums.problems.front(),
              "cs-jenkins in G5 is not next to us-ayres in I6: every attacker must be next to every defender [gettysburg-125 §13]");
    EXPECT_EQ(sums.difference(), 1 - 1 - 3) << "the sums are given all the same";
    EXPECT_TRUE(mentions(combat_factors(board, {"cs-ewell"}, {"us-mcgilvery"}).problems, "headquarters cannot attack on their own"));
    EXPECT_TRUE(combat_factors(board, {"cs-ewell", "cs-jenkins"}, {"us-mcgilvery"}).problems.empty());
}

}  // namespace
}  // namespace sandtable
