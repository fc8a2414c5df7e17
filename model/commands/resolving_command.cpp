#include "model/commands/resolving_command.hpp"

#include <stdexcept>

namespace sandtable {

void ResolvingCommand::apply(Book& book) {
    if (!change_) {
        Resolution resolution = resolver_(book);
        if (!resolution.change) throw std::logic_error("\"" + name_ + "\" found nothing to change");
        change_ = std::move(resolution.change);
        created_id_ = std::move(resolution.created_id);
    }
    change_->apply(book);
}

void ResolvingCommand::revert(Book& book) {
    if (!change_) throw std::logic_error("\"" + name_ + "\" was not applied");
    change_->revert(book);
}

std::unique_ptr<ResolvingCommand> make_resolving(std::string name, Resolver resolver) {
    return std::make_unique<ResolvingCommand>(std::move(name), std::move(resolver));
}

Edit refused(std::string problem) { return failure(std::move(problem)); }

Edit make_edit(std::string name, Resolver resolver) { return make_resolving(std::move(name), std::move(resolver)); }

}  // namespace sandtable
