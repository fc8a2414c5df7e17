#pragma once
// Named places and objective hexes of a hex map as undoable edits. An edited objective replaces
// the one of its id whole (name, VP, scoring side, hexes).
#include "model/commands/command.hpp"
#include "model/hex_map.hpp"

#include <memory>
#include <string>

namespace sandtable {

[[nodiscard]] std::unique_ptr<Command> make_add_named_place(const std::string& map_id, NamedPlace place);
[[nodiscard]] std::unique_ptr<Command> make_rename_named_place(const std::string& map_id, NamedPlace renamed);
[[nodiscard]] std::unique_ptr<Command> make_remove_named_place(const std::string& map_id, const NamedPlace& place);

[[nodiscard]] std::unique_ptr<Command> make_add_objective(const std::string& map_id, HexObjective objective);
[[nodiscard]] std::unique_ptr<Command> make_set_objective(const std::string& map_id, HexObjective objective, std::string name);
[[nodiscard]] std::unique_ptr<Command> make_remove_objective(const std::string& map_id, const HexObjective& objective);

}  // namespace sandtable
