#pragma once
// A piece dropped on a formation while a variant is on show: the variant plays it under that
// formation (a <reassign>), and the book's own forces stay as they are. Dropped back under the
// formation its base plays it under, the variant's reassignment of it goes.
#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"

#include <string>

namespace sandtable {

// Refused, with the reason, for a scenario that is not a variant, a piece or formation the book
// does not have, a unit as the formation, another side's formation, a formation inside the piece,
// or the formation the variant already plays the piece under.
[[nodiscard]] Edit make_reassign_in_variant(const Book& book, const std::string& variant_id, const std::string& piece,
                                            const std::string& formation);

}  // namespace sandtable
