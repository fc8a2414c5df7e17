#pragma once
// A command that holds what was asked for (ids and values) and works out the concrete change when
// it is first applied, against the book as it is then. So several such commands compose in one
// transaction, each meeting the state the ones before it left. Redo re-applies the change worked
// out the first time: the book is then as it was at that first apply.
#include "model/outcome.hpp"
#include "model/commands/command.hpp"

#include <functional>
#include <memory>
#include <string>

namespace sandtable {

// The concrete change, and the id of the object it creates (empty when it creates none).
struct Resolution {
    std::unique_ptr<Command> change;
    std::string created_id;
};

using Resolver = std::function<Resolution(const Book&)>;

class ResolvingCommand final : public Command {
public:
    // With no name, the command takes the name of the change it works out (known once applied):
    // for a step named after what it finds in the book then ("Delete entry for Heth (turn 2)").
    ResolvingCommand(std::string name, Resolver resolver) : name_(std::move(name)), resolver_(std::move(resolver)) {}
    // Throws std::logic_error when the book no longer has what the command works on.
    void apply(Book& book) override;
    void revert(Book& book) override;
    [[nodiscard]] std::string name() const override { return name_.empty() && change_ ? change_->name() : name_; }
    // What the worked-out change changed; everything may have before the first apply.
    [[nodiscard]] ChangeSet changes() const override { return change_ ? change_->changes() : ChangeSet::everything(); }
    // The id given to the object the command created; empty before its first apply. A caller
    // keeps a raw pointer to the command across CommandStack::execute, which owns it.
    [[nodiscard]] const std::string& created_id() const { return created_id_; }

private:
    std::string name_;
    Resolver resolver_;
    std::unique_ptr<Command> change_;
    std::string created_id_;
};

[[nodiscard]] std::unique_ptr<ResolvingCommand> make_resolving(std::string name, Resolver resolver);

// A command built from a gesture, or why the gesture changes nothing, in words.
using Edit = Outcome<std::unique_ptr<ResolvingCommand>>;

// What a builder returns: a refusal with its reason, or the command that resolves as `resolver` says.
[[nodiscard]] Edit refused(std::string problem);
[[nodiscard]] Edit make_edit(std::string name, Resolver resolver);

}  // namespace sandtable
