#include "model/commands/command_stack.hpp"

#include <algorithm>
#include <stdexcept>

namespace sandtable {

ChangeSet CommandStack::execute(std::unique_ptr<Command> command) {
    command->apply(book_);
    ChangeSet changes = command->changes();
    if (open_) {
        open_->add(std::move(command));
        return changes;
    }
    push_step(std::move(command));
    notify(ChangeReason::Execute, steps_.back().get());
    return changes;
}

void CommandStack::begin(std::string name) {
    if (open_) throw std::logic_error("a transaction is already open: " + open_->name());
    open_ = std::make_unique<Transaction>(std::move(name));
}

void CommandStack::commit() {
    if (!open_) throw std::logic_error("no transaction is open");
    auto transaction = std::move(open_);
    if (transaction->empty()) return;
    push_step(std::move(transaction));
    notify(ChangeReason::Execute, steps_.back().get());
}

void CommandStack::rollback() {
    if (!open_) throw std::logic_error("no transaction is open");
    open_->revert(book_);
    open_.reset();
}

void CommandStack::push_step(std::unique_ptr<Command> step) {
    // A new step after undo discards the redo steps; a clean state among them is gone for good.
    if (clean_ && *clean_ > index_) clean_.reset();
    steps_.erase(steps_.begin() + static_cast<std::ptrdiff_t>(index_), steps_.end());
    steps_.push_back(std::move(step));
    ++index_;
}

std::string CommandStack::undo_name() const { return can_undo() ? steps_[index_ - 1]->name() : std::string{}; }
std::string CommandStack::redo_name() const { return can_redo() ? steps_[index_]->name() : std::string{}; }

bool CommandStack::undo() {
    if (!can_undo()) return false;
    --index_;
    steps_[index_]->revert(book_);
    notify(ChangeReason::Undo, steps_[index_].get());
    return true;
}

bool CommandStack::redo() {
    if (!can_redo()) return false;
    steps_[index_]->apply(book_);
    ++index_;
    notify(ChangeReason::Redo, steps_[index_ - 1].get());
    return true;
}

void CommandStack::set_clean() {
    clean_ = index_;
    notify(ChangeReason::CleanStateChanged, nullptr);
}

std::size_t CommandStack::subscribe(Listener listener) {
    listeners_.emplace_back(next_listener_, std::move(listener));
    return next_listener_++;
}

void CommandStack::unsubscribe(std::size_t id) {
    listeners_.erase(std::remove_if(listeners_.begin(), listeners_.end(), [&](const auto& l) { return l.first == id; }),
                     listeners_.end());
}

void CommandStack::notify(ChangeReason reason, const Command* step) {
    const ChangeEvent event{reason, step != nullptr ? step->name() : std::string{},
                            step != nullptr ? step->changes() : ChangeSet{}};
    for (const auto& [id, listener] : listeners_) listener(event);
}

}  // namespace sandtable
