#pragma once
// One undoable change to a book. apply() and revert() must be exact inverses.
#include "model/change_set.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

struct Book;

class Command {
public:
    virtual ~Command() = default;
    virtual void apply(Book& book) = 0;
    virtual void revert(Book& book) = 0;
    [[nodiscard]] virtual std::string name() const = 0;
    // What apply() changed, and revert() changes back; known once the command has been applied.
    // A command that cannot tell says everything, and every view redraws whole.
    [[nodiscard]] virtual ChangeSet changes() const { return ChangeSet::everything(); }
};

// Commands applied together and undone together under one name ("Move Heth to P3").
class Transaction final : public Command {
public:
    explicit Transaction(std::string name) : name_(std::move(name)) {}
    void add(std::unique_ptr<Command> command) { commands_.push_back(std::move(command)); }
    [[nodiscard]] bool empty() const { return commands_.empty(); }
    void apply(Book& book) override;
    void revert(Book& book) override;
    [[nodiscard]] std::string name() const override { return name_; }
    // What its commands changed, added up.
    [[nodiscard]] ChangeSet changes() const override;

private:
    std::string name_;
    std::vector<std::unique_ptr<Command>> commands_;
};

}  // namespace sandtable
