#pragma once
// The free-form map an edit is made on, or why it cannot be made there.
#include "model/book.hpp"

#include <string>

namespace sandtable {

// Null, with the problem in words a designer understands, when the book has no map of that id or
// it is not a free-form map.
[[nodiscard]] const FreeformMap* freeform_map_of(const Book& book, const std::string& map_id, std::string& problem);

}  // namespace sandtable
