#include "cli/board_query.hpp"
#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/freeform_commands.hpp"
#include "cli/freeform_query.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <utility>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

struct SightOptions : BoardQueryOptions {
    std::string unit;
    std::string from;
    std::string to;
};

nlohmann::json sight_json(const BoardQuery& query, HexCoord from, HexCoord to, const BoardUnit* observer, const Sight& sight) {
    const HexMap& map = query.map();
    nlohmann::json out;
    out["scenario"] = query.board->scenario.id;
    out["from"] = map.label(from);
    out["to"] = map.label(to);
    out["observer"] = observer != nullptr ? observer->id() : "";
    out["clear"] = sight.clear;
    out["distance"] = sight.distance;
    out["summary"] = sight.summary;
    out["rule"] = sight.rule;
    out["points"] = nlohmann::json::array();
    for (const auto& point : sight.points) {
        nlohmann::json hexes = nlohmann::json::array();
        for (const HexCoord hex : point.hexes) hexes.push_back(map.label(hex));
        out["points"].push_back({{"hexes", hexes}, {"blocks", point.blocks}, {"reason", point.reason}});
    }
    return out;
}

void print_text(const nlohmann::json& out) {
    std::cout << fmt::format("{} to {}: {} ({} hexes) [{}]\n", out["from"].get<std::string>(), out["to"].get<std::string>(),
                             out["clear"].get<bool>() ? "clear" : "blocked", out["distance"].get<int>(), out["rule"].get<std::string>());
    for (const auto& point : out["points"]) {
        std::cout << fmt::format("  {} {}\n", point["blocks"].get<bool>() ? "x" : "-", point["reason"].get<std::string>());
    }
    std::cout << out["summary"].get<std::string>() << "\n";
}

}  // namespace

Runner add_los_command(CLI::App& app) {
    auto options = std::make_shared<SightOptions>();
    auto* sub = app.add_subcommand("los", "Line of sight between two hexes (on a free-form map: two places, each a unit or X,Y), with what lies between");
    sub->add_option("FILE", options->input, "Book")->required();
    sub->add_option("--from", options->from, "Hex seen from (default: the hex of --unit)");
    sub->add_option("--to", options->to, "Hex looked at")->required();
    sub->add_option("--unit", options->unit, "Unit that looks (its range and type count)");
    sub->add_option("--scenario", options->scenario, "Scenario or variant whose setup is on the map (default: the first)");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() {
        if (options->from.empty() && options->unit.empty()) {
            std::cerr << "los: give --from, --unit, or both\n";
            return static_cast<int>(kExitBadInput);
        }
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        if (plays_on_freeform(loaded->book, *options)) return run_freeform_los(*options, std::move(loaded), {options->from, options->to, options->unit});
        auto query = open_board_query(*options, std::move(loaded));
        if (!query) return static_cast<int>(kExitBadInput);
        Board& board = query->board->setup.board;
        std::optional<HexCoord> from;
        if (!options->from.empty()) {
            from = read_hex(*query, "--from", options->from);
            if (!from) return static_cast<int>(kExitBadInput);
        }
        const BoardUnit* observer = nullptr;
        if (!options->unit.empty()) {
            if (query->loaded.book.forces.node(options->unit) == nullptr) {
                std::cerr << fmt::format("{}: --unit {}: the book has no such unit\n", options->input, options->unit);
                return static_cast<int>(kExitBadInput);
            }
            if (from) board.place(options->unit, *from);
            observer = board.unit(options->unit);
            if (observer == nullptr) {
                std::cerr << fmt::format("{}: --unit {}: not on the map in scenario {}; give --from\n", options->input,
                                         options->unit, query->board->scenario.id);
                return static_cast<int>(kExitBadInput);
            }
            from = observer->hex;
        }
        const auto to = read_hex(*query, "--to", options->to);
        if (!to) return static_cast<int>(kExitBadInput);
        const Sight sight = query->engine->line_of_sight(board, *from, *to, observer);
        const auto out = sight_json(*query, *from, *to, observer, sight);
        if (options->format == "json") {
            std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(out);
        }
        return static_cast<int>(sight.clear ? kExitOk : kExitNo);
    };
}

}  // namespace sandtable::cli
