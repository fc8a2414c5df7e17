#pragma once
// Writing a fitted grid (docs/grid-calibration.md) into a hex map as one undoable step.
#include "model/commands/command.hpp"
#include "model/book.hpp"
#include "model/game_map.hpp"
#include "model/hex/grid_fit.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

// What the map keeps by hex (axial coordinates): roads, places, objectives, map edges, hexside
// features. A change of offset layout would move them to other labels.
[[nodiscard]] std::vector<std::string> kept_by_hex(const HexMap& map);

// What writing the fit would move to other labels: kept_by_hex() when the fit's layout differs
// from the map's, nothing otherwise. Callers refuse to write a fit that disturbs anything.
[[nodiscard]] std::vector<std::string> disturbed_by_fit(const HexMap& map, const GridFit& fit);

// Sets the hex map's grid geometry and layout to the fit's; columns, rows, labels and terrain stay.
[[nodiscard]] std::unique_ptr<Command> make_apply_grid_fit(const GameMap& map, const GridFit& fit);

// What changing the map's grid to `grid` would move to other labels or leave off the map: what
// the map keeps by hex when the layout changes, units placed or arriving by label when the label
// scheme changes, and whatever lies beyond the new size. Callers refuse a change that disturbs
// anything.
[[nodiscard]] std::vector<std::string> disturbed_by_grid(const Book& book, const GameMap& map, const HexGrid& grid);

// Sets the hex map's grid (Map > Grid Properties). Terrain stays with its offset cell, and so
// with its label; cells beyond a smaller size are dropped and new ones have no terrain.
[[nodiscard]] std::unique_ptr<Command> make_set_grid(const GameMap& map, const HexGrid& grid);

}  // namespace sandtable
