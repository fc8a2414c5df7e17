// Several edits as one undo step, each built against what the ones before it leave.
#include "model/commands/command_stack.hpp"
#include "model/commands/edit_sequence.hpp"
#include "model/commands/force_commands.hpp"
#include "support/test_books.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

TEST(EditSequence, EachEditIsBuiltOnTheBookTheEditsBeforeItLeaveAndAllUndoAsOneStep) {
    Book book = test::small_book();
    const Book before = book;
    std::vector<std::string> names_seen;
    auto steps = make_edit_sequence(book, "Rename twice", 2, [&](const Book& scratch, std::size_t i) {
        names_seen.push_back(scratch.forces.node("u-a")->name);
        return make_rename_force_node(scratch, "u-a", i == 0 ? "Meredith" : "Meredith's brigade");
    });
    ASSERT_TRUE(steps) << steps.error();
    EXPECT_EQ(names_seen, (std::vector<std::string>{before.forces.node("u-a")->name, "Meredith"}));
    EXPECT_EQ(book, before) << "building the step changes nothing";
    CommandStack stack(book);
    stack.execute(std::move(*steps));
    EXPECT_EQ(stack.undo_name(), "Rename twice");
    EXPECT_EQ(book.forces.node("u-a")->name, "Meredith's brigade");
    ASSERT_TRUE(stack.undo());
    EXPECT_EQ(book, before);
    EXPECT_FALSE(stack.can_undo()) << "one step";
}

TEST(EditSequence, ARefusalRefusesTheWholeSequence) {
    const Book book = test::small_book();
    const auto steps = make_edit_sequence(book, "Rename twice", 2, [&](const Book& scratch, std::size_t) {
        return make_rename_force_node(scratch, "u-a", "Meredith");  // the second changes nothing
    });
    ASSERT_FALSE(steps);
    EXPECT_EQ(steps.error(), "The name does not change.");
}

}  // namespace
}  // namespace sandtable
