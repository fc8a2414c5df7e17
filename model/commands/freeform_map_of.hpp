#pragma once
// The free-form map an edit is made on, or why it cannot be made there.
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <string>

namespace sandtable {

// The map of that id, or why not in words a designer understands: the book has no map of that id,
// or it is not a free-form map.
[[nodiscard]] Outcome<const FreeformMap*> freeform_map_of(const Book& book, const std::string& map_id);

}  // namespace sandtable
