#pragma once
// The roads of a hex map as one undoable edit: a stroke of the road tool sets them step by step,
// each step one command of the stroke's transaction.
#include "model/commands/command.hpp"
#include "model/hex_map.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

// Sets the roads of hex map `map_id` to `roads`; undo puts back what they were.
[[nodiscard]] std::unique_ptr<Command> make_set_roads(const std::string& map_id, std::vector<HexRoad> roads, std::string name);

}  // namespace sandtable
