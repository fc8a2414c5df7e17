#pragma once
// A scenario board kept between questions: set up once for a scenario, asked about on every
// pointer move, and set up again only after a change that touches it (model/change_set.hpp).
#include "model/board/scenario_board.hpp"
#include "model/change_set.hpp"

#include <optional>
#include <string>
#include <vector>

namespace sandtable {

class ScenarioBoardCache {
public:
    // The board of the scenario at its first turn, set up now when none is kept for it. It points
    // into `book`, which must be the book the cache was last asked about (forget() otherwise).
    [[nodiscard]] const ScenarioBoardResult& board(const Book& book, const std::string& scenario_id);
    // Drops the board when the changes touch it: its scenario or one it extends, the forces, a
    // map, the rules tables or the book's properties (the turn track).
    void book_changed(const ChangeSet& changes);
    // Another book is shown.
    void forget() { board_.reset(); }
    [[nodiscard]] bool has_board() const { return board_.has_value(); }
    // How many boards were set up: once per scenario and edit, not per question.
    [[nodiscard]] std::size_t set_ups() const { return set_ups_; }

private:
    std::optional<ScenarioBoardResult> board_;
    std::string scenario_;
    std::vector<std::string> chain_;  // scenario_ and the scenarios it extends
    std::size_t set_ups_ = 0;
};

}  // namespace sandtable
