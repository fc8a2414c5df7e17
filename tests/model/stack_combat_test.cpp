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
    HexCoord hex(const char* label) const { return *book.maps.front().hex.find_label(label); }
    Book book;
};

TEST_F(StackCombatAtMcPhersonsWoods, TheStackDefendsAgainstEveryEnemyUnitNextToIt) {
    const StackCombat combat = combat_against_stack(book, find_ruleset(book.ruleset), "first-morning", hex("P3"));
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
    const StackCombat combat = combat_against_stack(book, find_ruleset(book.ruleset), "first-morning", hex("P3"), {"us-calef"});
    EXPECT_EQ(combat.sums.defence, 6);
    EXPECT_EQ(combat.headline(), "Combat at P3: AF 7 - DF 6 = +1, DR with even dice");
    const auto lines = combat.lines();
    EXPECT_TRUE(std::none_of(lines.begin(), lines.end(), [](const std::string& line) { return line.find("could add") != std::string::npos; }));
}

TEST_F(StackCombatAtMcPhersonsWoods, AnEmptyHexOrOneWithNoEnemyNextToItHasNoCombat) {
    EXPECT_EQ(combat_against_stack(book, find_ruleset(book.ruleset), "first-morning", hex("A1")).headline(), "Combat at A1: no unit to defend");
    EXPECT_EQ(combat_against_stack(book, find_ruleset(book.ruleset), "first-morning", hex("O4")).problem, "no enemy unit next to it");
    EXPECT_FALSE(combat_against_stack(book, find_ruleset(book.ruleset), "no-such-scenario", hex("P3")).problem.empty());
}

TEST_F(StackCombatAtMcPhersonsWoods, TheLinesNameUnitsByTheirNames) {
    const std::pair<const char*, const char*> names[] = {{"us-buford", "Buford"}, {"us-devin", "Devin"}, {"us-gamble", "Gamble"},
                                                         {"us-calef", "Calef"},   {"cs-heth", "Heth"},   {"cs-pegram", "Pegram"}};
    for (const auto& [id, name] : names) book.forces.node(id)->name = name;
    const StackCombat combat = combat_against_stack(book, find_ruleset(book.ruleset), "first-morning", hex("P3"));
    EXPECT_EQ(combat.defenders, (std::vector<std::string>{"us-buford", "us-devin", "us-gamble"})) << "the combat still holds ids";
    EXPECT_EQ(combat.name_of("us-calef"), "Calef");
    const auto lines = combat.lines();
    const auto has = [&](const std::string& line) { return std::find(lines.begin(), lines.end(), line) != lines.end(); };
    EXPECT_TRUE(has("Heth, Pegram against Buford, Devin, Gamble") || has("Pegram, Heth against Buford, Devin, Gamble")) << lines[1];
    EXPECT_TRUE(has("  DF 5 = Buford 0, Devin 1, Gamble 1, woods in P3 +1, hill in P3 +2")) << lines[3];
    EXPECT_TRUE(has("  + Calef could add 1: sees Heth in Q4 from O4, 2 hexes [gettysburg-125 §9, §13.1.1]"));
    for (const auto& line : lines) EXPECT_EQ(line.find("us-"), std::string::npos) << line;
    for (const auto& line : lines) EXPECT_EQ(line.find("cs-"), std::string::npos) << line;
    const StackCombat supported = combat_against_stack(book, find_ruleset(book.ruleset), "first-morning", hex("P3"), {"us-calef"});
    EXPECT_NE(supported.sums.working.back().find("Calef 1 defensive indirect fire (§13.1.1)"), std::string::npos);
}

TEST(StackCombat, ARulesetWithoutACombatCalculatorSaysSo) {
    const Book book = new_book(*find_ruleset("gettysburg-150"), MapKind::Hex);
    const StackCombat combat = combat_against_stack(book, find_ruleset(book.ruleset), "", HexCoord{});
    EXPECT_EQ(combat.problem, "Gettysburg 150 has no combat calculator");
    EXPECT_EQ(combat.headline(), "Combat: Gettysburg 150 has no combat calculator") << "no hex to name";
}

}  // namespace
}  // namespace sandtable
