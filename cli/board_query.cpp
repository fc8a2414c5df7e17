#include "cli/board_query.hpp"

#include "cli/book_loading.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include <iostream>
#include <utility>

namespace sandtable::cli {

std::string BoardQuery::turn_text() const {
    const Book& book = loaded.book;
    const int turn = board->turn;
    if (turn >= 1 && turn <= book.turn_count()) {
        return fmt::format("turn {} ({})", turn, book.turn_track[static_cast<std::size_t>(turn - 1)].label);
    }
    return fmt::format("turn {}", turn);
}

namespace {

// Every --option names an optional rule of the book's ruleset; otherwise the first that does not
// is printed with the ones that do.
bool known_rule_options(const Book& book, const std::vector<std::string>& asked, const std::string& input) {
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    std::vector<std::string> known;
    if (ruleset != nullptr) {
        for (const OptionalRuleDef& rule : ruleset->optional_rules) known.push_back(rule.id);
    }
    for (const std::string& option : asked) {
        if (std::find(known.begin(), known.end(), option) != known.end()) continue;
        std::cerr << fmt::format("{}: --option {}: not an optional rule of {} ({})\n", input, option, book.ruleset,
                                 known.empty() ? std::string("it has none")
                                               : fmt::format("its optional rules: {}", fmt::join(known, ", ")));
        return false;
    }
    return true;
}

}  // namespace

std::unique_ptr<BoardQuery> open_board_query(const BoardQueryOptions& options) {
    LoadResult loaded = load_or_report(options.input);
    if (!loaded) return nullptr;
    return open_board_query(options, std::move(loaded));
}

std::unique_ptr<BoardQuery> open_board_query(const BoardQueryOptions& options, LoadResult loaded) {
    auto made = std::make_unique<BoardQuery>();
    BoardQuery& query = *made;
    query.input = options.input;
    query.loaded = std::move(loaded).value();
    const Book& book = query.loaded.book;
    query.engine = rules_engines(book.ruleset).hex;
    if (query.engine == nullptr) {
        std::cerr << fmt::format("{}: ruleset \"{}\" has no hex movement or line-of-sight rules\n", options.input, book.ruleset);
        return nullptr;
    }
    std::string scenario_id = options.scenario;
    if (scenario_id.empty()) {
        if (book.scenarios.empty()) {
            std::cerr << fmt::format("{}: the book has no scenario to set up\n", options.input);
            return nullptr;
        }
        scenario_id = book.scenarios.front().id;
    }
    if (options.turn && (*options.turn < 1 || *options.turn > book.turn_count())) {
        std::cerr << fmt::format("{}: --turn {}: not a turn of the book's turn track, whose turns are {}\n", options.input,
                                 *options.turn,
                                 book.turn_count() == 0 ? std::string("none") : fmt::format("1 to {}", book.turn_count()));
        return nullptr;
    }
    if (!known_rule_options(book, options.rule_options, options.input)) return nullptr;
    auto set_up = set_up_scenario(book, scenario_id, options.turn.value_or(0));
    if (!set_up) {
        switch (set_up.failure().step) {
        case ScenarioBoardFailure::Step::Scenario:
            std::cerr << fmt::format("{}: --scenario {}: {}\n", options.input, scenario_id, set_up.error());
            break;
        case ScenarioBoardFailure::Step::Board: std::cerr << fmt::format("{}: {}\n", options.input, set_up.error()); break;
        case ScenarioBoardFailure::Step::Turn:
            std::cerr << fmt::format("{}: --turn {}: {}\n", options.input, set_up.failure().turn, set_up.error());
            break;
        }
        return nullptr;
    }
    query.board.emplace(std::move(*set_up));
    query.rule_options = query.board->options;
    query.rule_options.insert(options.rule_options.begin(), options.rule_options.end());
    return made;
}

std::optional<HexCoord> read_hex(const BoardQuery& query, const std::string& option, const std::string& label) {
    const auto found = query.map().find_label(label);
    if (!found) {
        std::cerr << fmt::format("{}: {} {}: {}\n", query.input, option, label, found.error());
        return std::nullopt;
    }
    return *found;
}

}  // namespace sandtable::cli
