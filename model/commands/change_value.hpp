#pragma once
// A one-line undoable edit of any value reachable from the book: the accessor finds the value
// (by id, never by a stored pointer, since containers move), and apply/revert swap it. The caller
// says what the value is part of; without that, the edit may have changed everything.
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <functional>
#include <stdexcept>
#include <utility>

namespace sandtable {

template <typename Value>
class ChangeValue final : public Command {
public:
    using Accessor = std::function<Value*(Book&)>;

    ChangeValue(std::string name, Accessor accessor, Value value, ChangeSet changes = ChangeSet::everything())
        : name_(std::move(name)), accessor_(std::move(accessor)), value_(std::move(value)), changes_(std::move(changes)) {}

    void apply(Book& book) override { swap_value(book); }
    void revert(Book& book) override { swap_value(book); }
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] ChangeSet changes() const override { return changes_; }

private:
    void swap_value(Book& book) {
        Value* target = accessor_(book);
        if (target == nullptr) throw std::logic_error("the object of \"" + name_ + "\" no longer exists");
        std::swap(*target, value_);
    }

    std::string name_;
    Accessor accessor_;
    Value value_;
    ChangeSet changes_;
};

}  // namespace sandtable
