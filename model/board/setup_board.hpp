#pragma once
// A scenario's setup on its map, as a board the rules engines can ask questions of.
#include "model/board/board.hpp"
#include "model/book.hpp"
#include "model/outcome.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct SetupBoard {
    const GameMap* map = nullptr;  // the scenario's hex map
    Board board;
    std::vector<std::string> problems;  // placements left off the board, and why
};

// Every placement of the (resolved) scenario that is on a hex of its map, eliminated units left
// off; fails when the scenario has no map or its map is not a hex map. The book must outlive the
// board.
[[nodiscard]] Outcome<SetupBoard> board_for_setup(const Book& book, const Scenario& scenario);

}  // namespace sandtable
