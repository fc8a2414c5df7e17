#pragma once
// Fresh ids for objects an edit creates: "base", else "base-2", "base-3"... Edit commands pick
// them when applied (model/commands/resolving_command.hpp), so ids picked in one transaction differ.
#include "model/book.hpp"

#include <set>
#include <string>

namespace sandtable {

[[nodiscard]] bool id_in_use(const Book& book, const std::string& id);
[[nodiscard]] std::string fresh_id(const Book& book, const std::string& base);
// As above, and none of `reserved` either: ids picked for objects not yet in the book.
[[nodiscard]] std::string fresh_id(const Book& book, const std::string& base, const std::set<std::string>& reserved);
// "entry-N" with the smallest N that no schedule of the book uses (nor a variant's changes).
[[nodiscard]] std::string fresh_entry_id(const Book& book);

}  // namespace sandtable
