// The combat against a stack of a scenario's setup, as the editor shows it: the §13.2 combat at
// McPherson's woods, with a Union battery that may support under the Indirect fire rule (§13.1.1).
#include "model/board/stack_combat.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builders.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable {
namespace {

using test::force_formation;
using test::force_unit;

class StackCombatAtMcPhersonsWoods : public ::testing::Test {
protected:
    StackCombatAtMcPhersonsWoods() : book(new_book(*find_ruleset("gettysburg-125"), MapKind::Hex)) {
        HexMap& map = book.maps.front().hex;
        map.grid.layout = OffsetLayout::OddColumns;
        map.resize(20, 12);
        test::set_terrain(map, "P3", {"woods", "hill"});
        auto& us = book.forces.side("union")->nodes;
        us.push_back(force_formation("us-1c", "division"));
        us.push_back(force_unit("us-buford", "hq", "us-1c", {{"movement", 8}}));
        us.push_back(force_unit("us-devin", "cavalry", "us-1c", {{"combat", 1}, {"movement", 8}}));
        us.push_back(force_unit("us-gamble", "cavalry", "us-1c", {{"combat", 1}, {"movement", 8}}));
        us.push_back(force_unit("us-calef", "horse-artillery", "us-1c", {{"combat", 1}, {"movement", 6}, {"range", 2}}));
        auto& cs = book.forces.side("confederate")->nodes;
        cs.push_back(force_formation("cs-3", "corps"));
        cs.push_back(force_unit("cs-pegram", "artillery", "cs-3", {{"combat", 2}, {"movement", 4}, {"range", 2}}));
        cs.push_back(force_unit("cs-heth", "infantry", "cs-3", {{"combat", 5}, {"movement", 5}}));
        Scenario scenario;
        scenario.id = "first-morning";
        scenario.name = "McPherson's woods";
        scenario.map = book.maps.front().id;
        scenario.start_turn = 2;
        scenario.end_turn = 8;
        scenario.options = std::vector<std::string>{"indirect-fire"};
        scenario.setup = {{"us-buford", {LocationKind::Hex, "P3"}, UnitState::Full},
                          {"us-devin", {LocationKind::Hex, "P3"}, UnitState::Full},
                          {"us-gamble", {LocationKind::Hex, "P3"}, UnitState::Full},
                          {"us-calef", {LocationKind::Hex, "O4"}, UnitState::Full},
                          {"cs-pegram", {LocationKind::Hex, "Q3"}, UnitState::Full},
                          {"cs-heth", {LocationKind::Hex, "Q4"}, UnitState::Full}};
        book.scenarios.insert(book.scenarios.begin(), scenario);
    }
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
