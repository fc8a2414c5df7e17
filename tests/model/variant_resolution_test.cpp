#include "model/variant_resolution.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Scenario variant(std::string id, std::string extends) {
    Scenario v;
    v.id = std::move(id);
    v.name = "Variant " + v.id;
    v.extends = std::move(extends);
    return v;
}

TEST(VariantResolution, OrdinaryScenarioResolvesToItself) {
    const Book book = test::small_book();
    const auto resolved = resolve_scenario(book, "s1");
    ASSERT_TRUE(resolved) << resolved.error();
    EXPECT_EQ(resolved->scenario, book.scenarios.front());
    EXPECT_EQ(resolved->chain, std::vector<std::string>{"s1"});
}

TEST(VariantResolution, AppliesAddRemoveAndReplace) {
    Book book = test::small_book();
    book.forces.side("union")->nodes.push_back(test::unit_node("u-c", "u-1"));
    book.scenarios.front().units = std::vector<std::string>{"u-a", "u-b", "c-a", "c-b"};
    Scenario v = variant("v1", "s1");
    v.changes.add_units = {"u-c"};
    v.changes.remove_units = {"c-b"};
    v.changes.set_placements = {Placement{"u-a", {LocationKind::Hex, "D4"}, UnitState::Full},
                                Placement{"u-c", {LocationKind::Hex, "E1"}, UnitState::Full}};
    v.changes.set_schedule = {ReinforcementEntry{"r1", 3, {LocationKind::Edge, "west"}, {"c-a"}, {Chit{"confederate", "A"}}, "late", true}};
    v.changes.add_chits = {Chit{"union", "x"}, Chit{"union", "y"}};
    v.changes.remove_chits = {Chit{"union", "x"}};
    v.end_turn = 6;
    book.scenarios.push_back(v);

    const auto resolved = resolve_scenario(book, "v1");
    ASSERT_TRUE(resolved) << resolved.error();
    const Scenario& s = resolved->scenario;
    EXPECT_EQ(s.id, "v1");
    EXPECT_FALSE(s.is_variant());
    EXPECT_TRUE(s.changes.empty());
    EXPECT_EQ(*s.units, (std::vector<std::string>{"u-a", "u-b", "c-a", "u-c"}));
    EXPECT_EQ(s.placement("u-a")->location.ref, "D4");
    EXPECT_EQ(s.placement("u-c")->location.ref, "E1");
    ASSERT_EQ(s.schedule.size(), 1U);
    EXPECT_EQ(s.schedule[0].turn, 3);
    EXPECT_EQ(s.schedule[0].units, std::vector<std::string>{"c-a"});
    EXPECT_EQ(s.chits, (std::vector<Chit>{Chit{"union", "y"}}));
    EXPECT_EQ(s.start_turn, 1);
    EXPECT_EQ(s.end_turn, 6);
    EXPECT_EQ(s.map, "m");
}

TEST(VariantResolution, RemovingUnitsFromAnImplicitOrderOfBattleListsTheRest) {
    Book book = test::small_book();
    Scenario v = variant("v1", "s1");
    v.changes.remove_units = {"c-a", "c-b"};
    book.scenarios.push_back(v);
    const auto resolved = resolve_scenario(book, "v1");
    ASSERT_TRUE(resolved);
    EXPECT_EQ(*resolved->scenario.units, (std::vector<std::string>{"u-a", "u-b"}));
    EXPECT_TRUE(resolved->scenario.schedule.empty());  // the entry lost all its units
}

TEST(VariantResolution, ChainsResolveInOrder) {
    Book book = test::small_book();
    Scenario v1 = variant("v1", "s1");
    v1.changes.set_placements = {Placement{"u-a", {LocationKind::Hex, "D4"}, UnitState::Full}};
    Scenario v2 = variant("v2", "v1");
    v2.changes.set_placements = {Placement{"u-a", {LocationKind::Hex, "E5"}, UnitState::Reduced}};
    v2.changes.remove_placements = {"u-b"};
    book.scenarios.push_back(v2);  // declared before its base: order in the book does not matter
    book.scenarios.push_back(v1);
    const auto resolved = resolve_scenario(book, "v2");
    ASSERT_TRUE(resolved) << resolved.error();
    EXPECT_EQ(resolved->chain, (std::vector<std::string>{"s1", "v1", "v2"}));
    EXPECT_EQ(resolved->scenario.placement("u-a")->location.ref, "E5");
    EXPECT_EQ(resolved->scenario.placement("u-a")->state, UnitState::Reduced);
    EXPECT_EQ(resolved->scenario.placement("u-b"), nullptr);
}

TEST(VariantResolution, CycleIsAnErrorNamingItsMembers) {
    Book book = test::small_book();
    book.scenarios.push_back(variant("v1", "v2"));
    book.scenarios.push_back(variant("v2", "v1"));
    const auto resolved = resolve_scenario(book, "v1");
    EXPECT_FALSE(resolved);
    EXPECT_EQ(resolved.error(), "variant cycle: v1 extends v2 extends v1");
}

TEST(VariantResolution, MissingBaseAndUnknownScenarioAreErrors) {
    Book book = test::small_book();
    book.scenarios.push_back(variant("v1", "gone"));
    EXPECT_EQ(resolve_scenario(book, "v1").error(), "scenario \"v1\" extends \"gone\", which does not exist");
    EXPECT_EQ(resolve_scenario(book, "nope").error(), "no scenario with id \"nope\"");
}

}  // namespace
}  // namespace sandtable
