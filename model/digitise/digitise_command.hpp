#pragma once
// A digitising preview applied to its map as one undoable step: terrain per hex and hexside
// features through the hex commands, and the map's roads as one value.
#include "model/commands/command.hpp"
#include "model/digitise/digitise.hpp"

#include <memory>

namespace sandtable {

struct Book;

// The step that takes the map from its current state in `book` to the state the preview
// describes. Hexes and hexsides whose features do not change get no command. Throws
// std::invalid_argument when the book has no hex map with the preview's map id, or the preview
// was cancelled.
[[nodiscard]] std::unique_ptr<Transaction> make_digitise_command(const Book& book, const DigitisePreview& preview);

// The map as the command would leave it, for counting and showing before applying.
[[nodiscard]] HexMap digitised_map(const HexMap& map, const DigitisePreview& preview);

}  // namespace sandtable
