#pragma once
// Edits built one after another, each against the book the ones before it leave (so that a second
// merge meets what the first made), undone and redone as one step: uniting or deleting several
// features at once.
#include "model/commands/command.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/outcome.hpp"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace sandtable {

struct Book;

// The i-th edit (0 <= i < count), built against the book as the edits before it leave it.
using NthEdit = std::function<Edit(const Book& book, std::size_t i)>;

// One step named `step` of the `count` edits; refused with the first refusal (then none is made).
// `book` is not changed.
[[nodiscard]] Outcome<std::unique_ptr<Command>> make_edit_sequence(const Book& book, std::string step, std::size_t count,
                                                                   const NthEdit& nth_edit);

}  // namespace sandtable
