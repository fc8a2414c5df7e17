#pragma once
// Pieces of small books for tests that save a book and run the command-line tool on it: force
// nodes with integer attributes, and terrain set on a hex by label.
#include "model/forces.hpp"
#include "model/hex_map.hpp"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace sandtable::test {

[[nodiscard]] ForceNode force_unit(std::string id, std::string type, std::string parent,
                                   std::initializer_list<std::pair<std::string, std::int64_t>> attributes);
[[nodiscard]] ForceNode force_formation(std::string id, std::string type, std::string parent = {});

// Replaces the terrain of the hex `label` with `terrain_ids`.
void set_terrain(HexMap& map, std::string_view label, std::initializer_list<std::string_view> terrain_ids);

}  // namespace sandtable::test
