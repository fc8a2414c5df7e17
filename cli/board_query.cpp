#include "cli/board_query.hpp"

#include "cli/book_loading.hpp"
#include "model/rulesets/hex_engines.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>

#include <iostream>

namespace sandtable::cli {

std::string BoardQuery::turn_text() const {
    const Book& book = *loaded.book;
    if (turn >= 1 && turn <= book.turn_count()) {
        return fmt::format("turn {} ({})", turn, book.turn_track[static_cast<std::size_t>(turn - 1)].label);
    }
    return fmt::format("turn {}", turn);
}

std::unique_ptr<BoardQuery> open_board_query(const BoardQueryOptions& options) {
    auto made = std::make_unique<BoardQuery>();
    BoardQuery& query = *made;
    query.input = options.input;
    query.loaded = load_or_report(options.input);
    if (!query.loaded) return nullptr;
    const Book& book = *query.loaded.book;
    query.engine = hex_rules_engine(book.ruleset);
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
    ResolvedScenario resolved = resolve_scenario(book, scenario_id);
    if (!resolved) {
        std::cerr << fmt::format("{}: --scenario {}: {}\n", options.input, scenario_id, resolved.error);
        return nullptr;
    }
    query.scenario = std::move(*resolved.scenario);
    query.setup = board_for_setup(book, query.scenario);
    if (!query.setup) {
        std::cerr << fmt::format("{}: {}\n", options.input, query.setup.error);
        return nullptr;
    }
    query.turn = options.turn > 0 ? options.turn : query.scenario.start_turn.value_or(1);
    if (query.turn < 1 || query.turn > book.turn_count()) {
        std::cerr << fmt::format("{}: --turn {}: the book's turns are 1 to {}\n", options.input, query.turn, book.turn_count());
        return nullptr;
    }
    query.night = book.turn_track[static_cast<std::size_t>(query.turn - 1)].night;
    if (query.scenario.options) query.rule_options.insert(query.scenario.options->begin(), query.scenario.options->end());
    query.rule_options.insert(options.rule_options.begin(), options.rule_options.end());
    return made;
}

std::optional<HexCoord> read_hex(const BoardQuery& query, const std::string& option, const std::string& label) {
    const auto found = query.map().find_label(label);
    if (!found) {
        std::cerr << fmt::format("{}: {} {}: {}\n", query.input, option, label, found.error);
        return std::nullopt;
    }
    return *found.hex;
}

}  // namespace sandtable::cli
