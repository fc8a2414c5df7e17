#pragma once
// A scenario's setup on its map, as a board the rules engines can ask questions of.
#include "model/board/board.hpp"
#include "model/book.hpp"

#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct SetupBoard {
    const GameMap* map = nullptr;  // the scenario's map; null when it has none or it is not a hex map
    std::optional<Board> board;
    std::vector<std::string> problems;  // placements left off the board, and why
    std::string error;                  // why there is no board
    explicit operator bool() const { return board.has_value(); }
};

// Every placement of the (resolved) scenario that is on a hex of its map, eliminated units left
// off. The book must outlive the board.
[[nodiscard]] SetupBoard board_for_setup(const Book& book, const Scenario& scenario);

}  // namespace sandtable
