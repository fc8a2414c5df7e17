#pragma once
// The counter colour of each side: Union blue, Confederate grey, others from a small palette.
#include "io/render/colour.hpp"

#include <cstddef>
#include <string_view>

namespace sandtable {

// side_index (the side's place in the book) picks the palette entry for sides without a
// traditional colour.
[[nodiscard]] Colour side_colour(std::string_view side_id, std::size_t side_index);

}  // namespace sandtable
