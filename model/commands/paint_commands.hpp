#pragma once
// Terrain painting and hexside drawing as undoable edits: one command per hex or hexside that
// changes, gathered so that a stroke or a fill is one undo step.
#include "model/commands/command.hpp"
#include "model/terrain_paint.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

// Paints catalogue entry `terrain` over the hexes in `mode`; hexes off the map and hexes the
// paint would not change are left out, so the transaction may be empty.
[[nodiscard]] std::unique_ptr<Transaction> make_paint_terrain(const std::string& map_id, const HexMap& map,
                                                              const std::vector<HexCoord>& hexes, std::size_t terrain,
                                                              TerrainPaintMode mode, std::string name);

// Adds (or, with `erase`, takes away) hexside catalogue entry `feature` on a side; null when the
// side would not change or lies wholly off the map.
[[nodiscard]] std::unique_ptr<Command> make_draw_hexside(const std::string& map_id, const HexMap& map, HexsideKey side,
                                                         std::size_t feature, bool erase);

}  // namespace sandtable
