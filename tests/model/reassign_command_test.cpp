// Reassigning a piece in a variant from the Forces pane: the variant gains or loses a <reassign>,
// the book's forces stay, undo puts the variant back, and what cannot be one is refused.
#include "model/commands/command_stack.hpp"
#include "model/commands/reassign_command.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

Book book_with_second_corps() {
    Book book = test::small_book_with_variant();
    test::add_corps(book, "union", "u-2", "II Corps");
    return book;
}

TEST(ReassignInVariant, ThePieceIsPlayedUnderTheFormationInTheVariantOnly) {
    Book book = book_with_second_corps();
    const Book before = book;
    CommandStack stack(book);
    Edit edit = make_reassign_in_variant(book, "v1", "u-a", "u-2");
    ASSERT_TRUE(edit) << edit.error();
    stack.execute(std::move(*edit));
    EXPECT_EQ(book.scenario("v1")->changes.reassign, (std::vector<Assignment>{{"u-a", "u-2"}}));
    EXPECT_EQ(book.forces, before.forces);
    EXPECT_EQ(stack.undo_name(), "Reassign Unit u-a to II Corps in Variant");

    // Back where its base has it: the reassignment goes rather than naming the base's formation.
    Edit back = make_reassign_in_variant(book, "v1", "u-a", "u-1");
    ASSERT_TRUE(back) << back.error();
    stack.execute(std::move(*back));
    EXPECT_TRUE(book.scenario("v1")->changes.reassign.empty());
    stack.undo();
    stack.undo();
    EXPECT_EQ(book, before);
}

TEST(ReassignInVariant, WhatCannotBeAReassignmentIsRefused) {
    const Book book = book_with_second_corps();
    EXPECT_EQ(make_reassign_in_variant(book, "s1", "u-a", "u-2").error(),
              "Pieces are reassigned in a variant: show a variant to play a piece under another formation.");
    EXPECT_EQ(make_reassign_in_variant(book, "v1", "u-a", "u-1").error(), "Unit u-a is already under I Corps in Variant.");
    EXPECT_EQ(make_reassign_in_variant(book, "v1", "u-a", "u-b").error(),
              "Unit u-a cannot be reassigned: Unit u-b is a unit: only a formation takes pieces.");
    EXPECT_EQ(make_reassign_in_variant(book, "v1", "c-a", "u-2").error(),
              "Unit c-a cannot be reassigned: Unit c-a and II Corps are of different sides.");
    EXPECT_EQ(make_reassign_in_variant(book, "v1", "u-1", "u-1").error(),
              "I Corps cannot be reassigned: I Corps is I Corps or inside it.");
    EXPECT_EQ(make_reassign_in_variant(book, "v1", "nobody", "u-2").error(),
              "nobody cannot be reassigned: nobody is not a unit or formation of the book.");
}

}  // namespace
}  // namespace sandtable
