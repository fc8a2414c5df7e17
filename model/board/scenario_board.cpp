#include "model/board/scenario_board.hpp"

#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable {

ScenarioBoardResult set_up_scenario(const Book& book, const std::string& scenario_id, int turn) {
    using Step = ScenarioBoardFailure::Step;
    auto resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return ScenarioBoardFailure{{resolved.error()}, Step::Scenario};
    Scenario& scenario = resolved->scenario;
    auto setup = board_for_setup(book, scenario);
    if (!setup) return ScenarioBoardFailure{{setup.error()}, Step::Board};
    const int at = turn > 0 ? turn : scenario.start_turn.value_or(1);
    if (at < 1 || at > book.turn_count()) {
        return ScenarioBoardFailure{{fmt::format("the book's turns are 1 to {}", book.turn_count())}, Step::Turn, at};
    }
    ScenarioBoard result{std::move(scenario), std::move(*setup), at, book.turn_track[static_cast<std::size_t>(at - 1)].night, {}};
    if (result.scenario.options) result.options.insert(result.scenario.options->begin(), result.scenario.options->end());
    return result;
}

}  // namespace sandtable
