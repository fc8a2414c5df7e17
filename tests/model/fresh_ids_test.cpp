#include "model/fresh_ids.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(FreshIds, ABaseNotInUseIsKeptAndATakenOneGetsTheNextNumber) {
    Book book = test::small_book();
    EXPECT_EQ(fresh_id(book, "extra"), "extra");
    EXPECT_EQ(fresh_id(book, "s1"), "s1-2");
    Scenario taken;
    taken.id = "s1-2";
    book.scenarios.push_back(taken);
    EXPECT_EQ(fresh_id(book, "s1"), "s1-3");
}

TEST(FreshIds, ANameBecomesAnId) {
    const Book book = test::small_book();
    EXPECT_EQ(fresh_id(book, "Herr's Tavern"), "herr-s-tavern");
    EXPECT_EQ(fresh_id(book, "-west"), "item--west");
}

TEST(FreshIds, EveryKindOfObjectCountsAsInUse) {
    const Book book = test::small_book();
    for (const char* id : {"u-1", "u-a", "union", "s1", "m", "west"}) EXPECT_TRUE(id_in_use(book, id)) << id;
    EXPECT_FALSE(id_in_use(book, "nothing"));
}

TEST(FreshIds, EntryIdsSkipThoseOfEverySchedule) {
    Book book = test::small_book();
    EXPECT_EQ(fresh_entry_id(book), "entry-1");
    book.scenario("s1")->schedule.push_back(ReinforcementEntry{"entry-1", 2, {}, {}, {}, "", false});
    book.scenario("s1")->changes.remove_schedule = {"entry-2"};
    EXPECT_EQ(fresh_entry_id(book), "entry-3");
}

}  // namespace
}  // namespace sandtable
