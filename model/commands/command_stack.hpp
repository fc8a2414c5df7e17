#pragma once
// The undo history of one book. Every edit goes through execute(); a transaction opened with
// begin() gathers the commands executed until commit() into one undo step.
#include "model/commands/command.hpp"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct Book;

enum class ChangeReason { Execute, Undo, Redo, CleanStateChanged };

struct ChangeEvent {
    ChangeReason reason;
    std::string name;   // of the step executed, undone or redone
    ChangeSet changes;  // what the step changed (or changed back); empty for CleanStateChanged
};

class CommandStack {
public:
    using Listener = std::function<void(const ChangeEvent&)>;

    explicit CommandStack(Book& book) : book_(book) {}

    // Applies the command now and returns what it changed. Outside a transaction it becomes one
    // undo step of its own; inside one, listeners hear of it when the transaction is committed.
    ChangeSet execute(std::unique_ptr<Command> command);
    void begin(std::string name);
    // Closes the open transaction; an empty one leaves no undo step.
    void commit();
    // Reverts what the open transaction applied and discards it.
    void rollback();
    [[nodiscard]] bool in_transaction() const { return open_ != nullptr; }

    [[nodiscard]] bool can_undo() const { return index_ > 0 && !open_; }
    [[nodiscard]] bool can_redo() const { return index_ < steps_.size() && !open_; }
    [[nodiscard]] std::string undo_name() const;
    [[nodiscard]] std::string redo_name() const;
    bool undo();
    bool redo();

    void set_clean();
    [[nodiscard]] bool is_clean() const { return clean_ && *clean_ == index_; }
    [[nodiscard]] std::size_t size() const { return steps_.size(); }
    [[nodiscard]] std::size_t index() const { return index_; }

    // Returns an id for unsubscribe.
    std::size_t subscribe(Listener listener);
    void unsubscribe(std::size_t id);

private:
    void push_step(std::unique_ptr<Command> step);
    void notify(ChangeReason reason, const Command* step);

    Book& book_;
    std::vector<std::unique_ptr<Command>> steps_;
    std::size_t index_ = 0;                     // steps_[0, index_) are applied
    std::optional<std::size_t> clean_ = 0;      // nothing when the clean state was discarded
    std::unique_ptr<Transaction> open_;
    std::vector<std::pair<std::size_t, Listener>> listeners_;
    std::size_t next_listener_ = 1;
};

}  // namespace sandtable
