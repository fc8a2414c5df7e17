#pragma once
// Tidying a hex map's roads after digitising or hand drawing: short spurs that branch off another
// road are removed, and roads of one kind that meet end to end become one road. The editor's
// Map > Clean Up Roads runs it as one undoable step (make_set_roads).
#include "model/hex_map.hpp"

#include <string>
#include <utility>
#include <vector>

namespace sandtable {

struct RoadCleanupOptions {
    // A road of fewer hexes than this that shares a hex with a road of at least this many is a
    // spur and is removed. 0 or 1 removes none; a short road standing alone is always kept.
    int shortest_road_hexes = 3;
    // Two roads of the same kind that end in the same hex, where no other road of that kind ends
    // or passes, are joined into one, which keeps the first road's id and its name (or the
    // other's, when it has none). The road links between hexes stay exactly as they were.
    bool merge = true;
};

struct RoadCleanup {
    std::vector<HexRoad> roads;
    std::vector<std::string> removed;                          // ids of the spurs taken out
    std::vector<std::pair<std::string, std::string>> merged;  // (kept id, id joined into it)
    [[nodiscard]] bool changed() const { return !removed.empty() || !merged.empty(); }
};

[[nodiscard]] RoadCleanup clean_up_roads(const std::vector<HexRoad>& roads, const RoadCleanupOptions& options);

}  // namespace sandtable
