#include "model/commands/command_stack.hpp"
#include "model/commands/schedule_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>
#include <stdexcept>

namespace sandtable {
namespace {

ReinforcementEntry entry(std::string id, int turn, std::vector<std::string> units) {
    return ReinforcementEntry{std::move(id), turn, {LocationKind::Edge, "west"}, std::move(units), {}, "", false};
}

// small_book() with three entries in s1: r1 (turn 2), r2 (turn 5), r3 (turn 3).
Book book_with_three_entries() {
    Book book = test::small_book();
    auto& schedule = book.scenario("s1")->schedule;
    schedule.push_back(entry("r2", 5, {"u-a"}));
    schedule.push_back(entry("r3", 3, {"u-b"}));
    return book;
}

std::vector<std::string> entry_ids(const Book& book) {
    std::vector<std::string> ids;
    for (const auto& e : book.scenario("s1")->schedule) ids.push_back(e.id);
    return ids;
}

TEST(ScheduleCommands, SetReplacesTheEntryInPlaceAndUndoRestoresTheBook) {
    Book book = book_with_three_entries();
    const Book original = book;
    CommandStack stack(book);
    ReinforcementEntry changed = book.scenario("s1")->schedule[1];
    changed.turn = 7;
    changed.location = {LocationKind::Hex, "C3"};
    changed.units.push_back("c-a");
    changed.chits = {Chit{"union", "I"}};
    changed.note = "Late";
    changed.may_delay = true;
    stack.execute(make_set_schedule_entry("s1", changed, "Set turn of r2 to 7"));
    EXPECT_EQ(stack.undo_name(), "Set turn of r2 to 7");
    EXPECT_EQ(entry_ids(book), (std::vector<std::string>{"r1", "r2", "r3"}));
    EXPECT_EQ(book.scenario("s1")->schedule[1], changed);
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(book.scenario("s1")->schedule[1], changed);
}

TEST(ScheduleCommands, SetWithoutAStepNameNamesTheEntryAsItWas) {
    Book book = book_with_three_entries();
    CommandStack stack(book);
    auto set = make_set_schedule_entry("s1", entry("r2", 7, {"u-a", "u-b"}));
    EXPECT_EQ(set->name(), "Edit reinforcement entry") << "before it finds the entry";
    stack.execute(std::move(set));
    EXPECT_EQ(stack.undo_name(), "Edit entry for Unit u-a (turn 5)");
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(stack.redo_name(), "Edit entry for Unit u-a (turn 5)") << "the name stays after undo";
}

TEST(ScheduleCommands, AddAppendsAndUndoRemoves) {
    Book book = book_with_three_entries();
    const Book original = book;
    CommandStack stack(book);
    stack.execute(make_add_schedule_entry("s1", entry("entry-1", 1, {})));
    EXPECT_EQ(stack.undo_name(), "Add reinforcement entry");
    EXPECT_EQ(entry_ids(book), (std::vector<std::string>{"r1", "r2", "r3", "entry-1"}));
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(book.scenario("s1")->schedule.back(), entry("entry-1", 1, {}));
}

TEST(ScheduleCommands, RemoveAndUndoPutTheEntryBackWhereItWas) {
    Book book = book_with_three_entries();
    const Book original = book;
    CommandStack stack(book);
    stack.execute(make_remove_schedule_entry("s1", "r2"));
    EXPECT_EQ(stack.undo_name(), "Delete entry for Unit u-a (turn 5)");
    EXPECT_EQ(entry_ids(book), (std::vector<std::string>{"r1", "r3"}));
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
    ASSERT_TRUE(stack.redo());
    EXPECT_EQ(entry_ids(book), (std::vector<std::string>{"r1", "r3"}));
}

TEST(ScheduleCommands, ATransactionOfEditsIsUndoneAsOne) {
    Book book = book_with_three_entries();
    const Book original = book;
    CommandStack stack(book);
    stack.begin("Rework schedule");
    stack.execute(make_add_schedule_entry("s1", entry("entry-1", 4, {"u-a"})));
    stack.execute(make_remove_schedule_entry("s1", "r1"));
    stack.execute(make_set_schedule_entry("s1", entry("r3", 8, {"u-b", "c-b"})));
    stack.execute(make_remove_schedule_entry("s1", "r2"));
    stack.commit();
    EXPECT_EQ(entry_ids(book), (std::vector<std::string>{"r3", "entry-1"}));
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, original);
}

TEST(ScheduleCommands, CommandsOnMissingObjectsThrowAndLeaveTheBook) {
    Book book = book_with_three_entries();
    const Book original = book;
    EXPECT_THROW(make_set_schedule_entry("s1", entry("nope", 1, {}))->apply(book), std::logic_error);
    EXPECT_THROW(make_add_schedule_entry("s1", entry("r1", 1, {}))->apply(book), std::logic_error);
    EXPECT_THROW(make_remove_schedule_entry("s1", "nope")->apply(book), std::logic_error);
    EXPECT_THROW(make_remove_schedule_entry("no-scenario", "r1")->apply(book), std::logic_error);
    EXPECT_EQ(book, original);
}

}  // namespace
}  // namespace sandtable
