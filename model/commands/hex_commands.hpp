#pragma once
// Undoable edits of a hex map's terrain and hexside features.
#include "model/commands/command.hpp"
#include "model/hex_map.hpp"

#include <memory>
#include <string>

namespace sandtable {

[[nodiscard]] std::unique_ptr<Command> make_set_hex_terrain(const std::string& map_id, HexCoord hex, TerrainMask mask,
                                                            std::string label);
[[nodiscard]] std::unique_ptr<Command> make_set_hexside_features(const std::string& map_id, HexsideKey side,
                                                                 TerrainMask mask);

}  // namespace sandtable
