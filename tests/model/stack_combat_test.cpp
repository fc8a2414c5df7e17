// The combat against a stack of a scenario's setup, as the editor shows it: the §13.2 combat at
// McPherson's woods, with a Union battery that may support under the Indirect fire rule (§13.1.1).
#include "model/board/stack_combat.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/mcphersons_woods.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable {
namespace {

class StackCombatAtMcPhersonsWoods : public ::testing::Test {
protected:
    StackCombatAtMcPhersonsWoods() : book(test::mcphersons_woods_book({"indirect-fire"})) {}
    HexCoord hex(const char* label) const { return *book.maps.front().hex.find_label(label).hex; }
    Book book;
};

TEST_F(StackCombatAtMcPhersonsWoods, TheStackDefendsAgainstEveryEnemyUnitNextToIt) {
    const StackCombat combat = combat_against_stack(book, "first-morning", hex("P3"));
    ASSERT_TRUE(combat.problem.empty()) << combat.problem;
    EXPECT_EQ(combat.defenders, (std::vector<std::string>{"us-buford", "us-devin", "us-gamble"}));
    auto attackers = combat.attackers;
    std::sort(attackers.begin(), attackers.end());
    EXPECT_EQ(attackers, (std::vector<std::string>{"cs-heth", "cs-pegram"}));
    EXPECT_EQ(combat.sums.difference(), 2);
    EXPECT_EQ(combat.headline(), "Combat at P3: AF 7 - DF 5 = +2, DR with even dice");
    const auto lines = combat.lines();
    EXPECT_NE(std::find(lines.begin(), lines.end(), "  + us-calef could add 1: sees cs-heth in Q4 from O4, 2 hexes [gettysburg-125 §9, §13.1.1]"),
              lines.end());
    EXPECT_NE(std::find(lines.begin(), lines.end(), "  > +1 to +2 DR: 19%"), lines.end());
}

TEST_F(StackCombatAtMcPhersonsWoods, NamedSupportIsAddedToTheDefence) {
    const StackCombat combat = combat_against_stack(book, "first-morning", hex("P3"), {"us-calef"});
    EXPECT_EQ(combat.sums.defence, 6);
    EXPECT_EQ(combat.headline(), "Combat at P3: AF 7 - DF 6 = +1, DR with even dice");
    const auto lines = combat.lines();
    EXPECT_TRUE(std::none_of(lines.begin(), lines.end(), [](const std::string& line) { return line.find("could add") != std::string::npos; }));
}

TEST_F(StackCombatAtMcPhersonsWoods, AnEmptyHexOrOneWithNoEnemyNextToItHasNoCombat) {
    EXPECT_EQ(combat_against_stack(book, "first-morning", hex("A1")).headline(), "Combat at A1: no unit to defend");
    EXPECT_EQ(combat_against_stack(book, "first-morning", hex("O4")).problem, "no enemy unit next to it");
    EXPECT_FALSE(combat_against_stack(book, "no-such-scenario", hex("P3")).problem.empty());
}

TEST(StackCombat, ARulesetWithoutACombatCalculatorSaysSo) {
    const Book book = new_book(*find_ruleset("gettysburg-150"), MapKind::Hex);
    EXPECT_EQ(combat_against_stack(book, "", HexCoord{}).problem, "ruleset gettysburg-150 has no combat calculator");
}

}  // namespace
}  // namespace sandtable
