// The schedule as the resolved scenario shows it: in a variant, edits go into its own changes.
#include "model/commands/command_stack.hpp"
#include "model/commands/schedule_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(ScheduleEditCommands, InAScenarioTheEditsGoIntoItsOwnSchedule) {
    Book book = test::small_book();
    const Book original = book;
    CommandStack stack(book);
    ReinforcementEntry later = book.scenario("s1")->schedule.front();
    later.turn = 4;
    stack.execute(make_change_schedule_entry("s1", later, "Set turn of r1 to 4"));
    EXPECT_EQ(book.scenario("s1")->schedule.front().turn, 4);
    EXPECT_EQ(stack.undo_name(), "Set turn of r1 to 4");
    Edit added = make_new_schedule_entry(book, "s1");
    ASSERT_TRUE(added);
    const ResolvingCommand* entry = added->get();
    stack.execute(std::move(*added));
    EXPECT_EQ(entry->created_id(), "entry-1");
    EXPECT_EQ(stack.undo_name(), "Add reinforcement entry");
    const ReinforcementEntry& fresh = book.scenario("s1")->schedule.back();
    EXPECT_EQ(fresh.turn, 1) << "the scenario's start turn";
    EXPECT_EQ(fresh.location, (Location{LocationKind::Edge, "west"})) << "the first edge of its map";
    stack.execute(make_delete_schedule_entry("s1", "r1"));
    EXPECT_EQ(stack.undo_name(), "Delete entry for Unit c-a, Unit c-b (turn 4)");
    EXPECT_EQ(book.scenario("s1")->schedule.size(), 1U);
    while (stack.can_undo()) stack.undo();
    EXPECT_EQ(book, original);
}

TEST(ScheduleEditCommands, InAVariantTheEditsGoIntoItsChanges) {
    Book book = test::small_book_with_variant();
    const Book original = book;
    CommandStack stack(book);
    ReinforcementEntry later = book.scenario("s1")->schedule.front();
    later.turn = 4;
    stack.execute(make_change_schedule_entry("v1", later));
    EXPECT_EQ(stack.undo_name(), "Edit entry for Unit c-a, Unit c-b (turn 2)") << "the entry as the variant showed it";
    EXPECT_EQ(book.scenario("v1")->changes.set_schedule, std::vector<ReinforcementEntry>{later});
    EXPECT_EQ(book.scenario("s1")->schedule, original.scenario("s1")->schedule) << "the base scenario stays";
    stack.execute(make_delete_schedule_entry("v1", "r1"));
    EXPECT_EQ(stack.undo_name(), "Delete entry for Unit c-a, Unit c-b (turn 4)");
    EXPECT_TRUE(book.scenario("v1")->changes.set_schedule.empty());
    EXPECT_EQ(book.scenario("v1")->changes.remove_schedule, std::vector<std::string>{"r1"}) << "an inherited entry";
    stack.execute(make_change_schedule_entry("v1", later));
    EXPECT_TRUE(book.scenario("v1")->changes.remove_schedule.empty()) << "setting it again takes back the removal";
    while (stack.can_undo()) stack.undo();
    EXPECT_EQ(book, original);
}

TEST(ScheduleEditCommands, TwoNewEntriesOfAVariantInOneTransactionGetDistinctIds) {
    Book book = test::small_book_with_variant();
    const Book original = book;
    CommandStack stack(book);
    Edit first = make_new_schedule_entry(book, "v1");
    Edit second = make_new_schedule_entry(book, "v1");
    ASSERT_TRUE(first && second);
    const ResolvingCommand* a = first->get();
    const ResolvingCommand* b = second->get();
    auto transaction = std::make_unique<Transaction>("Add two entries");
    transaction->add(std::move(*first));
    transaction->add(std::move(*second));
    stack.execute(std::move(transaction));
    EXPECT_EQ(a->created_id(), "entry-1");
    EXPECT_EQ(b->created_id(), "entry-2");
    EXPECT_EQ(book.scenario("v1")->changes.set_schedule.size(), 2U);
    stack.undo();
    EXPECT_EQ(book, original);
    stack.redo();
    EXPECT_EQ(book.scenario("v1")->changes.set_schedule.size(), 2U);
}

TEST(ScheduleEditCommands, TwoDeletionsFromAVariantInOneTransactionBothStay) {
    Book book = test::small_book_with_variant();
    book.scenario("s1")->schedule.push_back(ReinforcementEntry{"r2", 3, {LocationKind::Edge, "west"}, {"u-a"}, {}, "", false});
    const Book original = book;
    CommandStack stack(book);
    auto transaction = std::make_unique<Transaction>("Delete 2 entries");
    transaction->add(make_delete_schedule_entry("v1", "r1"));
    transaction->add(make_delete_schedule_entry("v1", "r2"));
    stack.execute(std::move(transaction));
    EXPECT_EQ(book.scenario("v1")->changes.remove_schedule, (std::vector<std::string>{"r1", "r2"}));
    stack.undo();
    EXPECT_EQ(book, original);
}

TEST(ScheduleEditCommands, DeletingSeveralEntriesIsOneStepAndOneEntryKeepsItsOwnName) {
    Book book = test::small_book_with_variant();
    book.scenario("s1")->schedule.push_back(ReinforcementEntry{"r2", 3, {LocationKind::Edge, "west"}, {"u-a"}, {}, "", false});
    const Book original = book;
    CommandStack stack(book);
    auto both = make_delete_schedule_entries("v1", {"r1", "r2"});
    ASSERT_TRUE(both) << both.error();
    stack.execute(std::move(*both));
    EXPECT_EQ(stack.undo_name(), "Delete 2 entries");
    EXPECT_EQ(book.scenario("v1")->changes.remove_schedule, (std::vector<std::string>{"r1", "r2"}));
    stack.undo();
    EXPECT_EQ(book, original);
    auto one = make_delete_schedule_entries("v1", {"r2"});
    ASSERT_TRUE(one) << one.error();
    stack.execute(std::move(*one));
    EXPECT_EQ(stack.undo_name(), "Delete entry for Unit u-a (turn 3)");
    EXPECT_EQ(make_delete_schedule_entries("v1", {}).error(), "Select the entries to delete");
}

TEST(ScheduleEditCommands, ANewEntryNeedsAScenario) {
    const Book book = test::small_book();
    EXPECT_EQ(make_new_schedule_entry(book, "nope").error(), "Choose a scenario before adding to its schedule");
}

}  // namespace
}  // namespace sandtable
