#include "model/board/scenario_board.hpp"

#include "model/variant_resolution.hpp"

#include <fmt/format.h>

namespace sandtable {

ScenarioBoard set_up_scenario(const Book& book, const std::string& scenario_id, int turn) {
    ScenarioBoard result;
    ResolvedScenario resolved = resolve_scenario(book, scenario_id);
    if (!resolved) {
        result.failure = ScenarioBoard::Failure::Scenario;
        result.error = resolved.error;
        return result;
    }
    result.scenario = std::move(*resolved.scenario);
    result.setup = board_for_setup(book, result.scenario);
    if (!result.setup) {
        result.failure = ScenarioBoard::Failure::Board;
        result.error = result.setup.error;
        return result;
    }
    result.turn = turn > 0 ? turn : result.scenario.start_turn.value_or(1);
    if (result.turn < 1 || result.turn > book.turn_count()) {
        result.failure = ScenarioBoard::Failure::Turn;
        result.error = fmt::format("the book's turns are 1 to {}", book.turn_count());
        return result;
    }
    result.night = book.turn_track[static_cast<std::size_t>(result.turn - 1)].night;
    if (result.scenario.options) result.options.insert(result.scenario.options->begin(), result.scenario.options->end());
    return result;
}

}  // namespace sandtable
