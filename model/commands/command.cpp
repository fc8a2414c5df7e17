#include "model/commands/command.hpp"

namespace sandtable {

void Transaction::apply(Book& book) {
    for (auto& command : commands_) command->apply(book);
}

ChangeSet Transaction::changes() const {
    ChangeSet all;
    for (const auto& command : commands_) all.merge(command->changes());
    return all;
}

void Transaction::revert(Book& book) {
    for (auto it = commands_.rbegin(); it != commands_.rend(); ++it) (*it)->revert(book);
}

}  // namespace sandtable
