#include "cli/freeform_query.hpp"

#include "cli/book_loading.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_map.hpp"
#include "model/scenario_rules.hpp"
#include "model/variant_resolution.hpp"

#include <charconv>
#include <fmt/format.h>
#include <iostream>
#include <utility>

namespace sandtable::cli {

namespace {

std::string scenario_id_of(const Book& book, const BoardQueryOptions& options) {
    if (!options.scenario.empty()) return options.scenario;
    return book.scenarios.empty() ? std::string{} : book.scenarios.front().id;
}

std::optional<double> number(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

bool plays_on_freeform(const Book& book, const BoardQueryOptions& options) {
    const auto resolved = resolve_scenario(book, scenario_id_of(book, options));
    return resolved && scenario_freeform_map(book, resolved->scenario) != nullptr;
}

std::unique_ptr<FreeformQuery> open_freeform_query(const BoardQueryOptions& options) {
    LoadResult loaded = load_or_report(options.input);
    if (!loaded) return nullptr;
    return open_freeform_query(options, std::move(loaded));
}

std::unique_ptr<FreeformQuery> open_freeform_query(const BoardQueryOptions& options, LoadResult loaded) {
    auto query = std::make_unique<FreeformQuery>();
    query->input = options.input;
    query->loaded = std::move(loaded).value();
    const Book& book = query->loaded.book;
    query->engine = rules_engines(book.ruleset).freeform;
    if (query->engine == nullptr) {
        std::cerr << fmt::format("{}: ruleset \"{}\" has no rules for free-form maps (moves, sight, combat)\n", options.input, book.ruleset);
        return nullptr;
    }
    const std::string id = scenario_id_of(book, options);
    if (id.empty()) {
        std::cerr << fmt::format("{}: the book has no scenario to set up\n", options.input);
        return nullptr;
    }
    auto resolved = resolve_scenario(book, id);
    if (!resolved) {
        std::cerr << fmt::format("{}: --scenario {}: {}\n", options.input, id, resolved.error());
        return nullptr;
    }
    query->scenario = std::move(resolved->scenario);
    const FreeformMap* map = scenario_freeform_map(book, query->scenario);
    if (map == nullptr) {
        std::cerr << fmt::format("{}: scenario {} does not play on a free-form map\n", options.input, id);
        return nullptr;
    }
    if (map->measures.foot_move <= 0.0 || map->measures.mounted_move <= 0.0) {
        std::cerr << fmt::format("{}: map {} has no Foot and Mounted moves in its measures: set them (Map > Properties, or "
                                 "<measures foot-move=... mounted-move=...>) before measuring moves\n",
                                 options.input, query->scenario.map);
        return nullptr;
    }
    query->rules = rules_of(book, query->scenario).rules;
    query->board = std::make_unique<FreeformBoard>(book, query->scenario, *map);
    return query;
}

const FreeformPiece* read_piece(const FreeformQuery& query, const std::string& option, const std::string& id) {
    if (const auto* piece = query.board->piece(id)) return piece;
    if (query.loaded.book.forces.node(id) == nullptr) {
        std::cerr << fmt::format("{}: {} {}: the book has no such unit\n", query.input, option, id);
    } else {
        std::cerr << fmt::format("{}: {} {}: not on the map in scenario {}\n", query.input, option, id, query.scenario.id);
    }
    return nullptr;
}

std::optional<FreeformPlace> read_place(const FreeformQuery& query, const std::string& option, const std::string& text) {
    const auto comma = text.find(',');
    if (comma != std::string::npos) {
        const auto x = number(std::string_view(text).substr(0, comma));
        const auto y = number(std::string_view(text).substr(comma + 1));
        if (!x || !y) {
            std::cerr << fmt::format("{}: {} {}: expected X,Y in map units or a unit id\n", query.input, option, text);
            return std::nullopt;
        }
        return FreeformPlace{{*x, *y}, nullptr};
    }
    const auto* piece = read_piece(query, option, text);
    if (piece == nullptr) return std::nullopt;
    return FreeformPlace{piece->centre, piece};
}

}  // namespace sandtable::cli
