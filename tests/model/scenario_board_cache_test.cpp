// The scenario board the overlays ask on every pointer move: set up once, set up again only
// after a change that touches it.
#include "model/board/scenario_board_cache.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(ScenarioBoardCache, TheBoardIsSetUpOnceForAScenarioAndAgainForAnother) {
    const Book book = test::small_book_with_variant();
    ScenarioBoardCache cache;
    const ScenarioBoardResult& first = cache.board(book, "s1");
    ASSERT_TRUE(first);
    EXPECT_NE(first->board().unit("u-a"), nullptr);
    EXPECT_EQ(&cache.board(book, "s1"), &first);
    EXPECT_EQ(cache.set_ups(), 1U);
    ASSERT_TRUE(cache.board(book, "v1"));
    EXPECT_EQ(cache.set_ups(), 2U);
    EXPECT_FALSE(cache.board(book, "no-such-scenario"));  // a failed set-up says why
    EXPECT_FALSE(cache.board(book, "no-such-scenario").error().empty());
}

TEST(ScenarioBoardCache, OnlyChangesThatTouchTheBoardMakeItStale) {
    const Book book = test::small_book_with_variant();
    ScenarioBoardCache cache;
    const auto kept_after = [&](const ChangeSet& changes) {
        (void)cache.board(book, "v1");
        cache.book_changed(changes);
        return cache.has_board();
    };
    EXPECT_TRUE(kept_after(ChangeSet()));
    EXPECT_TRUE(kept_after(ChangeSet().scenario("another")));
    EXPECT_FALSE(kept_after(ChangeSet().scenario("v1")));
    EXPECT_FALSE(kept_after(ChangeSet().scenario("s1"))) << "the scenario the variant extends";
    EXPECT_FALSE(kept_after(ChangeSet().placement("s1", "u-a", "B2", "C2")));
    EXPECT_FALSE(kept_after(ChangeSet().force_node("u-a")));
    EXPECT_FALSE(kept_after(ChangeSet().hex("m", HexCoord{1, 1})));
    EXPECT_FALSE(kept_after(ChangeSet().map_part("m", MapPart::Grid)));
    EXPECT_FALSE(kept_after(ChangeSet().rules_tables()));
    EXPECT_FALSE(kept_after(ChangeSet().book_properties()));
    EXPECT_FALSE(kept_after(ChangeSet::everything()));
    cache.forget();
    EXPECT_FALSE(cache.has_board());
}

}  // namespace
}  // namespace sandtable
