// model/scenario_schedule_edit: a whole schedule given to a scenario, or to a variant as the
// changes against its base that resolve to exactly that schedule, order included.
#include "model/scenario_schedule_edit.hpp"

#include "model/variant_resolution.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

ReinforcementEntry entry(const std::string& id, int turn, const std::string& unit) {
    return {id, turn, {LocationKind::Hex, "A1"}, {unit}, {}, "", false};
}

std::vector<ReinforcementEntry> resolved_schedule(const Book& book, const std::string& id) {
    auto resolved = resolve_scenario(book, id);
    EXPECT_TRUE(resolved) << resolved.error();
    return resolved ? resolved->scenario.schedule : std::vector<ReinforcementEntry>{};
}

// A base s1 with entries r1 and r2 on turn 2 and r3 on turn 4, and a variant v1 of it.
Book book_with_three_entries() {
    Book book = test::small_book_with_variant();
    book.scenario("s1")->schedule = {entry("r1", 2, "c-a"), entry("r2", 2, "c-b"), entry("r3", 4, "u-b")};
    return book;
}

TEST(SetResolvedSchedule, AnOrdinaryScenarioTakesTheScheduleAsItIs) {
    Book book = book_with_three_entries();
    const std::vector<ReinforcementEntry> wanted{entry("r9", 5, "c-a")};
    ASSERT_TRUE(set_resolved_schedule(book, "s1", wanted));
    EXPECT_EQ(book.scenario("s1")->schedule, wanted);
}

TEST(SetResolvedSchedule, AVariantGetsOnlyWhatDiffersFromItsBase) {
    Book book = book_with_three_entries();
    std::vector<ReinforcementEntry> wanted = resolved_schedule(book, "s1");
    wanted[1].turn = 7;
    wanted.erase(wanted.begin() + 2);
    wanted.push_back(entry("r4", 8, "u-a"));
    ASSERT_TRUE(set_resolved_schedule(book, "v1", wanted));
    const VariantChanges& changes = book.scenario("v1")->changes;
    EXPECT_EQ(changes.set_schedule, (std::vector<ReinforcementEntry>{wanted[1], wanted[2]}));
    EXPECT_EQ(changes.remove_schedule, (std::vector<std::string>{"r3"}));
    EXPECT_EQ(resolved_schedule(book, "v1"), wanted);
    EXPECT_EQ(book.scenario("s1")->schedule.size(), 3U) << "the base is left as it was";
}

TEST(SetResolvedSchedule, AnEntryOutOfItsBaseOrderWithinATurnIsRemovedAndSetAgainSoTheOrderHolds) {
    Book book = book_with_three_entries();
    const std::vector<ReinforcementEntry> base = resolved_schedule(book, "s1");
    const std::vector<ReinforcementEntry> wanted{base[1], base[0], base[2]};
    ASSERT_TRUE(set_resolved_schedule(book, "v1", wanted));
    EXPECT_EQ(resolved_schedule(book, "v1"), wanted);
    const VariantChanges& changes = book.scenario("v1")->changes;
    EXPECT_EQ(changes.remove_schedule, (std::vector<std::string>{"r1", "r3"}));
}

TEST(SetResolvedSchedule, TheVariantsEarlierScheduleChangesAreReplaced) {
    Book book = book_with_three_entries();
    book.scenario("v1")->changes.remove_schedule = {"r2"};
    book.scenario("v1")->changes.set_schedule = {entry("r5", 9, "u-a")};
    const std::vector<ReinforcementEntry> base = resolved_schedule(book, "s1");
    ASSERT_TRUE(set_resolved_schedule(book, "v1", base));
    EXPECT_TRUE(book.scenario("v1")->changes.set_schedule.empty());
    EXPECT_TRUE(book.scenario("v1")->changes.remove_schedule.empty());
    EXPECT_EQ(resolved_schedule(book, "v1"), base);
}

TEST(SetResolvedSchedule, TheVariantsOwnEntriesBecomeChangesAgainstTheBase) {
    Book book = book_with_three_entries();
    book.scenario("v1")->schedule = {entry("r6", 3, "u-a")};
    const std::vector<ReinforcementEntry> base = resolved_schedule(book, "s1");
    ASSERT_TRUE(set_resolved_schedule(book, "v1", base));
    EXPECT_TRUE(book.scenario("v1")->schedule.empty());
    EXPECT_EQ(resolved_schedule(book, "v1"), base);
}

TEST(SetResolvedSchedule, AVariantThatDoesNotResolveIsLeftAsItWas) {
    Book book = book_with_three_entries();
    book.scenario("v1")->extends = "nowhere";
    book.scenario("v1")->changes.remove_schedule = {"r2"};
    book.scenario("v1")->schedule = {entry("r6", 3, "u-a")};
    const Status set = set_resolved_schedule(book, "v1", {});
    EXPECT_FALSE(set);
    EXPECT_NE(set.error().find("nowhere"), std::string::npos) << set.error();
    EXPECT_EQ(book.scenario("v1")->changes.remove_schedule, (std::vector<std::string>{"r2"}));
    EXPECT_EQ(book.scenario("v1")->schedule.size(), 1U);
}

TEST(SetResolvedSchedule, AnUnknownScenarioIsNamed) {
    Book book = book_with_three_entries();
    EXPECT_EQ(set_resolved_schedule(book, "s9", {}).error(), "no scenario with id \"s9\"");
}

}  // namespace
}  // namespace sandtable
