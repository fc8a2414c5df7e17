#pragma once
// Named places and objective hexes of a hex map as undoable edits.
#include "model/commands/command.hpp"
#include "model/hex_map.hpp"

#include <memory>
#include <string>

namespace sandtable {

[[nodiscard]] std::unique_ptr<Command> make_add_named_place(const std::string& map_id, NamedPlace place);
[[nodiscard]] std::unique_ptr<Command> make_add_objective(const std::string& map_id, HexObjective objective);

}  // namespace sandtable
