// Where a variant sets units up differently from its base: what the editor marks on the map.
#include "model/setup_changes.hpp"

#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(SetupChanges, AVariantWithoutChangesHasNone) {
    const Book book = test::small_book_with_variant();
    EXPECT_TRUE(setup_changes(book, "v1", "s1").empty());
}

TEST(SetupChanges, PlacementsAddedMovedAndTakenAwayWithTheirPlaces) {
    Book book = test::small_book_with_variant();
    auto& changes = book.scenario("v1")->changes;
    changes.set_placements.push_back({"u-a", {LocationKind::Hex, "D4"}, UnitState::Full});
    changes.set_placements.push_back({"c-a", {LocationKind::Hex, "E5"}, UnitState::Full});
    changes.remove_placements.push_back("u-b");
    const auto found = setup_changes(book, "v1", "s1");
    const Placement was_a{"u-a", {LocationKind::Hex, "B2"}, UnitState::Full};
    const Placement now_a{"u-a", {LocationKind::Hex, "D4"}, UnitState::Full};
    const Placement now_c{"c-a", {LocationKind::Hex, "E5"}, UnitState::Full};
    const Placement was_b{"u-b", {LocationKind::Hex, "C3"}, UnitState::Reduced};
    EXPECT_EQ(found, (std::vector<SetupChange>{{"u-a", DiffChange::Changed, was_a, now_a},
                                               {"c-a", DiffChange::Added, std::nullopt, now_c},
                                               {"u-b", DiffChange::Removed, was_b, std::nullopt}}));
    EXPECT_EQ(setup_changes(book, "s1", "v1").size(), 3U) << "the other way round";
    EXPECT_TRUE(setup_changes(book, "v1", "nope").empty());
}

TEST(SetupChanges, AUnitSetUpInAnotherStateOnItsHexIsChanged) {
    Book book = test::small_book_with_variant();
    book.scenario("v1")->changes.set_placements.push_back({"u-b", {LocationKind::Hex, "C3"}, UnitState::Full});
    const auto found = setup_changes(book, "v1", "s1");
    ASSERT_EQ(found.size(), 1U);
    EXPECT_EQ(found[0].change, DiffChange::Changed);
    EXPECT_EQ(found[0].before->location, found[0].after->location);
}

}  // namespace
}  // namespace sandtable
