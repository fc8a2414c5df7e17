#pragma once
// A scenario of a book, a variant resolved, set up on its hex map at one of its turns: the board
// the editor's overlays and Combat pane and the command line's `path`, `los` and `combat` ask the
// rules engines about.
#include "model/board/setup_board.hpp"
#include "model/book.hpp"

#include <optional>
#include <set>
#include <string>

namespace sandtable {

struct ScenarioBoard {
    Scenario scenario;  // resolved
    SetupBoard setup;   // its board points into the book, which must outlive it
    int turn = 0;
    bool night = false;              // the turn is a night turn (on the book's turn track)
    std::set<std::string> options;   // the scenario's optional rules in force

    [[nodiscard]] const Board& board() const { return setup.board; }
};

// Why a scenario is not set up, and at which step.
struct ScenarioBoardFailure : Failure {
    enum class Step { Scenario, Board, Turn };
    Step step = Step::Scenario;  // the scenario does not resolve, has no hex map, or the turn is not on the track
    int turn = 0;                // the turn asked for (Step::Turn)
};

using ScenarioBoardResult = Outcome<ScenarioBoard, ScenarioBoardFailure>;

// Turn 0 is the scenario's first turn. Fails when the scenario does not resolve, has no hex map
// to set up on, or the turn is not on the book's turn track.
[[nodiscard]] ScenarioBoardResult set_up_scenario(const Book& book, const std::string& scenario_id, int turn = 0);

}  // namespace sandtable
