#pragma once
// The map a scenario is shown on, and the free-form map it plays on.
#include "model/book.hpp"

#include <string>

namespace sandtable {

// The resolved scenario's map, else the book's first; null when the book has no map.
[[nodiscard]] const GameMap* scenario_map(const Book& book, const std::string& scenario_id);
// The free-form map a (resolved) scenario plays on; null when it plays on another kind or none.
[[nodiscard]] const FreeformMap* scenario_freeform_map(const Book& book, const Scenario& scenario);

}  // namespace sandtable
