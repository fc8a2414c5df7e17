#pragma once
// What `reach`, `los` and `combat` share on a book played on a free-form map: the scenario
// resolved and set up on its map as the ruleset's free-form engine measures it, and places read as
// a piece or "X,Y".
#include "cli/board_query.hpp"
#include "model/freeform/freeform_board.hpp"
#include "model/freeform/freeform_rules_engine.hpp"
#include "model/rules_data.hpp"

#include <memory>
#include <optional>
#include <string>

namespace sandtable::cli {

struct FreeformQuery {
    std::string input;
    LoadedBook loaded;
    Scenario scenario;  // resolved
    RulesData rules;    // the scenario's rules data
    const FreeformRulesEngine* engine = nullptr;
    std::unique_ptr<FreeformBoard> board;  // points into `loaded` and `scenario`
};

// Whether the book's scenario (the first when none is named) plays on a free-form map.
[[nodiscard]] bool plays_on_freeform(const Book& book, const BoardQueryOptions& options);
// Sets up the board of the loaded book, or prints why not to stderr and returns nothing.
[[nodiscard]] std::unique_ptr<FreeformQuery> open_freeform_query(const BoardQueryOptions& options, LoadResult loaded);
// The same, loading the book first.
[[nodiscard]] std::unique_ptr<FreeformQuery> open_freeform_query(const BoardQueryOptions& options);

// A piece of the board by id, or an error printed to stderr naming the option.
[[nodiscard]] const FreeformPiece* read_piece(const FreeformQuery& query, const std::string& option, const std::string& id);
// "X,Y" in map units, or a piece's centre; an error printed to stderr naming the option.
struct FreeformPlace {
    MapPoint at;
    const FreeformPiece* piece = nullptr;
};
[[nodiscard]] std::optional<FreeformPlace> read_place(const FreeformQuery& query, const std::string& option, const std::string& text);

}  // namespace sandtable::cli
