#include "support/edit_round_trip.hpp"

#include "model/commands/command_stack.hpp"

#include <gtest/gtest.h>

namespace sandtable::test {

std::string execute_undo_redo(Book& book, std::unique_ptr<ResolvingCommand> command) {
    const Book before = book;
    CommandStack stack(book);
    const ResolvingCommand* executed = command.get();  // the stack owns it from here on
    stack.execute(std::move(command));
    const Book after = book;
    EXPECT_TRUE(stack.undo());
    EXPECT_EQ(book, before);
    EXPECT_TRUE(stack.redo());
    EXPECT_EQ(book, after);
    return executed->created_id();
}

std::string execute_undo_redo(Book& book, Edit edit) {
    EXPECT_TRUE(edit) << edit.error();
    if (!edit) return {};
    return execute_undo_redo(book, std::move(*edit));
}

}  // namespace sandtable::test
