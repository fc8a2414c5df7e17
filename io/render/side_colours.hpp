#pragma once
// The counter colour of each side of a book: the colour its ruleset gives the side, else one from
// a small palette.
#include "io/render/colour.hpp"

#include <cstddef>

namespace sandtable {

struct Book;

// side_index is the side's place in book.forces.sides; it also picks the palette entry for a side
// whose ruleset gives it no colour.
[[nodiscard]] Colour side_colour(const Book& book, std::size_t side_index);

}  // namespace sandtable
