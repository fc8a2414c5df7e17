#pragma once
// The map a scenario is shown on.
#include "model/book.hpp"

#include <string>

namespace sandtable {

// The resolved scenario's map, else the book's first; null when the book has no map.
[[nodiscard]] const GameMap* scenario_map(const Book& book, const std::string& scenario_id);

}  // namespace sandtable
