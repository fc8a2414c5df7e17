#pragma once
// The roads of a hex map as one undoable edit: a stroke of the road tool sets them step by step,
// each step one command of the stroke's transaction.
#include "model/commands/command.hpp"
#include "model/game_map.hpp"
#include "model/hex_map.hpp"
#include "model/road_cleanup.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

// Sets the roads of hex map `map_id` to `roads`; undo puts back what they were.
[[nodiscard]] std::unique_ptr<Command> make_set_roads(const std::string& map_id, std::vector<HexRoad> roads, std::string name);

// Map > Clean Up Roads: the clean-up of the map's roads as one step named "Clean Up Roads", and
// what it does in words ("Removed 2 spurs (pike-2, lane); joined 3 roads into others."). The
// command is null, and the words say so, when the roads are clean already.
struct RoadCleanupEdit {
    std::unique_ptr<Command> command;
    RoadCleanup cleanup;
    std::string summary;
};
[[nodiscard]] RoadCleanupEdit make_clean_up_roads(const GameMap& map, const RoadCleanupOptions& options);

}  // namespace sandtable
