#pragma once
// Undoable edits of the book's acknowledgements: a designer's word that a diagnostic is intended,
// with the reason, and taking that word back. Each changes the book's properties only.
#include "model/commands/command.hpp"
#include "model/diagnostic.hpp"
#include "model/outcome.hpp"

#include <memory>
#include <string>

namespace sandtable {

struct Book;

// "Acknowledge CODE"; refused for a diagnostic acknowledged already or without a reason.
[[nodiscard]] Outcome<std::unique_ptr<Command>> make_acknowledge(const Book& book, const Diagnostic& diagnostic,
                                                                 std::string reason);
// "Withdraw acknowledgement of CODE"; refused when no acknowledgement of the book matches it.
[[nodiscard]] Outcome<std::unique_ptr<Command>> make_withdraw_acknowledgement(const Book& book, const Diagnostic& diagnostic);

}  // namespace sandtable
