#pragma once
// sandtable-cli diff BOOK --against rulebook: where the book's rules data departs from its
// ruleset's rulebook (model/rulebook_departures.hpp), in words or as JSON
// (docs/schema/cli-diff-rulebook.schema.json).
#include "model/book.hpp"

#include <string>

namespace sandtable::cli {

// Prints the departures; the exit code is kExitOk when there are none, kExitDiffers otherwise.
[[nodiscard]] int diff_against_rulebook(const Book& book, const std::string& format);

}  // namespace sandtable::cli
