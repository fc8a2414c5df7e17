#include "model/commands/command.hpp"

namespace sandtable {

void Transaction::apply(Book& book) {
    for (auto& command : commands_) command->apply(book);
}

void Transaction::revert(Book& book) {
    for (auto it = commands_.rbegin(); it != commands_.rend(); ++it) (*it)->revert(book);
}

}  // namespace sandtable
