#include "model/commands/edit_sequence.hpp"

#include "model/book.hpp"

#include <vector>

namespace sandtable {

Outcome<std::unique_ptr<Command>> make_edit_sequence(const Book& book, std::string step, std::size_t count, const NthEdit& nth_edit) {
    // Each edit is built on a scratch copy that the ones before it were applied to. A command
    // applied once may hold what it replaced (a swap), so all are reverted again, last first,
    // before they go into the step: applied to the book, they then do what they did to the copy.
    Book scratch = book;
    std::vector<std::unique_ptr<Command>> commands;
    for (std::size_t i = 0; i < count; ++i) {
        Edit edit = nth_edit(scratch, i);
        if (!edit) return edit.failure();
        (*edit)->apply(scratch);
        commands.push_back(std::move(*edit));
    }
    for (auto it = commands.rbegin(); it != commands.rend(); ++it) (*it)->revert(scratch);
    auto steps = std::make_unique<Transaction>(std::move(step));
    for (auto& command : commands) steps->add(std::move(command));
    return std::unique_ptr<Command>(std::move(steps));
}

}  // namespace sandtable
