#pragma once
// The check every edit command's test makes: executed on a command stack of its own, undo gives
// back the book exactly and redo brings the change back.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"

#include <memory>
#include <string>

namespace sandtable::test {

// Executes the command, undoes and redoes it with gtest checks, and returns the id it created.
std::string execute_undo_redo(Book& book, std::unique_ptr<ResolvingCommand> command);
// As above for an edit, which must not have been refused.
std::string execute_undo_redo(Book& book, Edit edit);

}  // namespace sandtable::test
