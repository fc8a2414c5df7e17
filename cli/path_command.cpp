#include "cli/board_query.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "model/board/movement_query.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

namespace sandtable::cli {

namespace {

struct PathOptions : BoardQueryOptions {
    std::string unit;
    std::string from;
    std::string to;
};

nlohmann::json path_json(const BoardQuery& query, const BoardUnit& unit, HexCoord from, HexCoord to, const PlannedPath& path) {
    const HexMap& map = query.map();
    nlohmann::json out;
    out["unit"] = unit.id();
    out["scenario"] = query.board->scenario.id;
    out["turn"] = query.board->turn;
    out["night"] = query.board->night;
    out["from"] = map.label(from);
    out["to"] = map.label(to);
    out["possible"] = path.possible();
    out["problem"] = path.problem;
    if (path.mode) {
        out["mode"] = {{"name", path.mode->name},
                       {"allowance", path.mode->allowance},
                       {"explanation", path.mode->explanation},
                       {"rule", path.mode->rule}};
    }
    out["total"] = path.cost.total;
    out["steps"] = nlohmann::json::array();
    for (const auto& step : path.cost.steps) {
        out["steps"].push_back({{"hex", map.label(step.hex)},
                                {"allowed", step.cost.allowed},
                                {"cost", step.cost.cost},
                                {"total", step.total},
                                {"reason", step.cost.reason},
                                {"rule", step.cost.rule}});
    }
    if (!path.cost.problem.empty()) out["path_problem"] = {{"text", path.cost.problem}, {"rule", path.cost.problem_rule}};
    return out;
}

void print_text(const nlohmann::json& out) {
    std::cout << fmt::format("{} from {} to {}, scenario {}, turn {}{}\n", out["unit"].get<std::string>(),
                             out["from"].get<std::string>(), out["to"].get<std::string>(),
                             out["scenario"].get<std::string>(), out["turn"].get<int>(), out["night"].get<bool>() ? " (night)" : "");
    if (out.contains("mode")) {
        const auto& mode = out["mode"];
        std::cout << fmt::format("{}: {:g} MF ({}) [{}]\n", mode["name"].get<std::string>(), mode["allowance"].get<double>(),
                                 mode["explanation"].get<std::string>(), mode["rule"].get<std::string>());
    }
    for (const auto& step : out["steps"]) {
        std::cout << fmt::format("  {:<6} {:>5} {:>6}  {} [{}]\n", step["hex"].get<std::string>(),
                                 step["allowed"].get<bool>() ? fmt::format("+{:g}", step["cost"].get<double>()) : "--",
                                 step["allowed"].get<bool>() ? fmt::format("{:g}", step["total"].get<double>()) : "",
                                 step["reason"].get<std::string>(), step["rule"].get<std::string>());
    }
    if (out["possible"].get<bool>()) {
        std::cout << fmt::format("reaches {} for {:g} MF\n", out["to"].get<std::string>(), out["total"].get<double>());
    } else {
        std::cout << fmt::format("cannot reach {} this turn: {}\n", out["to"].get<std::string>(), out["problem"].get<std::string>());
    }
}

}  // namespace

Runner add_path_command(CLI::App& app) {
    auto options = std::make_shared<PathOptions>();
    auto* sub = app.add_subcommand("path", "Cheapest path of a unit to a hex, with what each step costs and why");
    sub->add_option("FILE", options->input, "Book")->required();
    sub->add_option("--unit", options->unit, "Unit that moves")->required();
    sub->add_option("--from", options->from, "Hex it starts from (default: its hex in the scenario's setup)");
    sub->add_option("--to", options->to, "Hex it moves to")->required();
    sub->add_option("--scenario", options->scenario, "Scenario or variant whose setup is on the map (default: the first)");
    sub->add_option("--turn", options->turn, "Turn of the move, for night rules (default: the scenario's first)");
    sub->add_option("--option", options->rule_options, "Optional rule in force, besides the scenario's (repeatable)");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() {
        auto query = open_board_query(*options);
        if (!query) return static_cast<int>(kExitBadInput);
        Board& board = query->board->setup.board;
        if (query->loaded.book.forces.node(options->unit) == nullptr) {
            std::cerr << fmt::format("{}: --unit {}: the book has no such unit\n", options->input, options->unit);
            return static_cast<int>(kExitBadInput);
        }
        if (!options->from.empty()) {
            const auto from = read_hex(*query, "--from", options->from);
            if (!from) return static_cast<int>(kExitBadInput);
            board.place(options->unit, *from);
        }
        const BoardUnit* unit = board.unit(options->unit);
        if (unit == nullptr) {
            std::cerr << fmt::format("{}: --unit {}: not on the map in scenario {}; give --from\n", options->input, options->unit,
                                     query->board->scenario.id);
            return static_cast<int>(kExitBadInput);
        }
        const auto to = read_hex(*query, "--to", options->to);
        if (!to) return static_cast<int>(kExitBadInput);
        const MoveRequest request{&board, unit, query->board->night, query->rule_options};
        const PlannedPath path = plan_path(*query->engine, request, *to);
        const auto out = path_json(*query, *unit, unit->hex, *to, path);
        if (options->format == "json") {
            std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(out);
        }
        return static_cast<int>(path.possible() ? kExitOk : kExitNo);
    };
}

}  // namespace sandtable::cli
