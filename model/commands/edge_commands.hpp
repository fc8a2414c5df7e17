#pragma once
// The map edges of a hex map (named stretches of the border where units enter or leave, with
// their entry hexes) as undoable edits. A changed edge replaces the one of its id whole.
#include "model/commands/command.hpp"
#include "model/hex_map.hpp"

#include <memory>
#include <string>

namespace sandtable {

[[nodiscard]] std::unique_ptr<Command> make_add_map_edge(const std::string& map_id, MapEdge edge);
[[nodiscard]] std::unique_ptr<Command> make_set_map_edge(const std::string& map_id, MapEdge edge, std::string name);
[[nodiscard]] std::unique_ptr<Command> make_remove_map_edge(const std::string& map_id, const MapEdge& edge);

}  // namespace sandtable
