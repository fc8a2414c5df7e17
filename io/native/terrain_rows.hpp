#pragma once
// Per-hex terrain is written one map row per line: tokens of terrain ids joined by "+", "-" for
// none, and "*N" to repeat a token N times ("clear*12 woods+hill clear*3"). Large maps stay
// small and a change to one hex changes one line.
#include "model/hex_map.hpp"
#include "model/outcome.hpp"

#include <string>
#include <string_view>

namespace sandtable {

[[nodiscard]] std::string encode_terrain_row(const HexMap& map, int row);
// Fills `row` of map.terrain; fails with what is wrong with the text.
[[nodiscard]] Status decode_terrain_row(HexMap& map, int row, std::string_view text);

}  // namespace sandtable
