// The one reader of Gettysburg 150's unit-types table (§3) and combat hit number chart (§8).
#include "model/rulesets/gettysburg_150/definition.hpp"
#include "model/rulesets/gettysburg_150/unit_types.hpp"
#include "support/rules_cells.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using rulesets::gettysburg_150::UnitTypes;

TEST(Gettysburg150UnitTypes, TheRulebooksValues) {
    const UnitTypes types(nullptr);
    EXPECT_EQ(types.movement_points("infantry"), 2);
    EXPECT_EQ(types.movement_points("cavalry"), 3);
    EXPECT_EQ(types.movement_points("artillery"), 2);
    EXPECT_EQ(types.movement_points("leader"), 3);
    EXPECT_EQ(types.movement_points("wagon"), 0);
    EXPECT_EQ(types.fire_range("infantry"), 1);
    EXPECT_EQ(types.fire_range("cavalry"), 1);
    EXPECT_EQ(types.fire_range("artillery"), 3);
    EXPECT_EQ(types.fire_range("leader"), 0);
    EXPECT_EQ(types.longest_fire_range(), 3);
    ASSERT_TRUE(types.morale_range("infantry"));
    EXPECT_EQ(types.morale_range("infantry")->low, 1);
    EXPECT_EQ(types.morale_range("infantry")->high, 6);
    EXPECT_EQ(types.morale_range("cavalry")->high, 2);
    EXPECT_FALSE(types.morale_range("leader")) << "leaders print no MP";
}

TEST(Gettysburg150UnitTypes, TheBooksOwnCopyWins) {
    RulesData rules = rulesets::gettysburg_150::definition().rulebook_data;
    test::set_rules_cell(rules, "unit-types", 0, "movement-points", "4");
    test::set_rules_cell(rules, "unit-types", 1, "morale-points", "1 to 3");
    test::set_rules_cell(rules, "combat-hit-numbers", 1, "range-3", "");  // artillery's 3-hex column
    const UnitTypes types(&rules);
    EXPECT_EQ(types.movement_points("infantry"), 4);
    EXPECT_EQ(types.morale_range("cavalry")->high, 3);
    EXPECT_EQ(types.fire_range("artillery"), 2);
    EXPECT_EQ(types.longest_fire_range(), 2);
}

TEST(Gettysburg150UnitTypes, ABookWithoutTheTablesReadsTheRulebooks) {
    const RulesData empty;
    const UnitTypes types(&empty);
    EXPECT_EQ(types.movement_points("cavalry"), 3);
    EXPECT_EQ(types.fire_range("artillery"), 3);
}

TEST(Gettysburg150UnitTypes, AMoraleRangeThatIsNotTwoNumbersIsNone) {
    RulesData rules = rulesets::gettysburg_150::definition().rulebook_data;
    test::set_rules_cell(rules, "unit-types", 0, "morale-points", "1 to six");
    EXPECT_FALSE(UnitTypes(&rules).morale_range("infantry"));
}

}  // namespace
}  // namespace sandtable
