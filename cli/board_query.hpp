#pragma once
// What `path` and `los` share: the book's scenario set up on its map, with the ruleset's hex
// rules engine, hexes read from their labels, and the options the rules are asked with.
#include "io/native/book_file.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/board/scenario_board.hpp"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace sandtable::cli {

struct BoardQueryOptions {
    std::string input;
    std::string scenario;  // empty: the book's first scenario
    std::optional<int> turn;  // none: the scenario's first turn
    std::vector<std::string> rule_options;
    std::string format = "text";
};

struct BoardQuery {
    std::string input;
    LoadedBook loaded;
    std::optional<ScenarioBoard> board;  // the scenario resolved and set up at the turn asked for
    const HexRulesEngine* engine = nullptr;
    std::set<std::string> rule_options;  // the scenario's and those asked for

    [[nodiscard]] const HexMap& map() const { return board->setup.map->hex; }
    [[nodiscard]] std::string turn_text() const;
};

// Loads and sets up the board, or prints why not to stderr and returns nothing. The query stays
// where it is made: its board points into its book.
[[nodiscard]] std::unique_ptr<BoardQuery> open_board_query(const BoardQueryOptions& options);
// The same on a book already loaded.
[[nodiscard]] std::unique_ptr<BoardQuery> open_board_query(const BoardQueryOptions& options, LoadResult loaded);
// The hex a label names, or an error printed to stderr naming the option.
[[nodiscard]] std::optional<HexCoord> read_hex(const BoardQuery& query, const std::string& option, const std::string& label);

}  // namespace sandtable::cli
