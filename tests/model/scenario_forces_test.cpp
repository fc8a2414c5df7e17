#include "model/scenario_diff.hpp"
#include "model/scenario_forces.hpp"
#include "model/variant_resolution.hpp"

#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book with_second_corps() {
    Book book = test::small_book_with_variant();
    test::add_corps(book, "union", "u-2", "II Corps");
    return book;
}

TEST(ScenarioForces, AReassignedPieceSitsUnderItsNewFormationOnce) {
    Book book = with_second_corps();
    book.scenario("v1")->changes.reassign.push_back({"u-a", "u-2"});
    const auto resolved = resolve_scenario(book, "v1");
    ASSERT_TRUE(resolved);
    EXPECT_EQ(resolved->scenario.assignments, (std::vector<Assignment>{{"u-a", "u-2"}}));
    const ScenarioForces forces = forces_of(book, resolved->scenario);
    EXPECT_TRUE(forces.problems.empty());
    EXPECT_EQ(forces.forces.node("u-a")->parent, "u-2");
    EXPECT_EQ(forces.forces.unit_count(), book.forces.unit_count()) << "moved, not copied";
    EXPECT_EQ(book.forces.node("u-a")->parent, "u-1") << "the book's forces are left alone";
    EXPECT_EQ(forces_of(book, *book.scenario("s1")).forces, book.forces) << "the base keeps the book's tree";
}

TEST(ScenarioForces, ALaterVariantReplacesAnEarlierAssignmentOfThePiece) {
    Book book = with_second_corps();
    book.scenario("v1")->changes.reassign.push_back({"u-a", "u-2"});
    Scenario v2;
    v2.id = "v2";
    v2.name = "Back";
    v2.extends = "v1";
    v2.changes.reassign.push_back({"u-a", "u-1"});
    book.scenarios.push_back(v2);
    const auto resolved = resolve_scenario(book, "v2");
    ASSERT_TRUE(resolved);
    EXPECT_EQ(resolved->scenario.assignments, (std::vector<Assignment>{{"u-a", "u-1"}}));
}

TEST(ScenarioForces, AnAssignmentThatCannotApplyIsLeftOutWithItsReason) {
    Book book = with_second_corps();
    Scenario scenario = *book.scenario("s1");
    scenario.assignments = {{"u-1", "u-a"}, {"c-a", "u-2"}, {"u-1", "u-2"}};
    const ScenarioForces forces = forces_of(book, scenario);
    ASSERT_EQ(forces.problems.size(), 2U);
    EXPECT_EQ(forces.problems[0].reason, "Unit u-a is a unit: only a formation takes pieces");
    EXPECT_EQ(forces.problems[1].reason, "Unit c-a and II Corps are of different sides");
    EXPECT_EQ(forces.forces.node("u-1")->parent, "u-2") << "the one that can apply is applied";
    EXPECT_EQ(forces.forces.node("u-a")->parent, "u-1") << "with what the formation holds";
}

TEST(ScenarioForces, TheDiffSaysWhoServesUnderWhom) {
    Book book = with_second_corps();
    book.scenario("v1")->changes.reassign.push_back({"u-a", "u-2"});
    const auto diff = diff_scenarios(book, "v1", "s1");
    ASSERT_TRUE(diff) << diff.error();
    ASSERT_EQ(diff->items.size(), 1U);
    EXPECT_EQ(diff->items[0], (DiffItem{DiffTopic::Assignments, DiffChange::Changed, "u-a", "Unit u-a", "under I Corps", "under II Corps"}));
}

TEST(Chits, ASideAndACommandReadAndWriteAsSideColonCommand) {
    EXPECT_EQ(chit_from_string("confederate:III"), (Chit{"confederate", "III"}));
    EXPECT_EQ(to_string(Chit{"union", "C"}), "union:C");
    EXPECT_EQ(to_string(Chit{"", "II"}), "II");
    EXPECT_EQ(chit_from_string("II", false), (Chit{"", "II"}));
    for (const char* bad : {"II", "union:", ":II", "union:II:x", "union II", "", "-x:II"}) {
        EXPECT_FALSE(chit_from_string(bad)) << bad;
    }
}

}  // namespace
}  // namespace sandtable
