#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/freeform_query.hpp"
#include "model/freeform/freeform_answers_json.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>

namespace sandtable::cli {

namespace {

struct ReachOptions : BoardQueryOptions {
    std::string unit;
    std::string to;
};

nlohmann::json reach_json(const FreeformQuery& query, const FreeformPiece& piece, const FreeformReach& reach, const FireField& fire) {
    nlohmann::json out = to_json(reach);
    out["scenario"] = query.scenario.id;
    out["unit"] = piece.id;
    out["field_of_fire"] = to_json(fire);
    out["command_range"] = to_json(query.engine->command_range(*query.board, piece));
    return out;
}

void print_text(const nlohmann::json& out, const std::string& why_none) {
    const auto& formation = out["formation"];
    const auto& column = out["road_column"];
    const auto& fire = out["field_of_fire"];
    std::cout << fmt::format("{} ({} move {:.0f}) in scenario {}\n", out["unit"].get<std::string>(), out["move"]["name"].get<std::string>(),
                             out["move"]["length"].get<double>(), out["scenario"].get<std::string>());
    std::cout << fmt::format("  in formation: {:.0f} square units reachable; {} [{}]\n", formation["area"].get<double>(),
                             formation["explanation"].get<std::string>(), formation["rule"].get<std::string>());
    std::cout << fmt::format("  in road column: {:.0f} of road reachable; {} [{}]\n", column["length"].get<double>(),
                             column["explanation"].get<std::string>(), column["rule"].get<std::string>());
    if (fire["projects"].get<bool>()) {
        std::vector<std::string> enemies;
        for (const auto& enemy : fire["enemies"]) enemies.push_back(enemy["unit"].get<std::string>());
        std::cout << fmt::format("  field of fire: {:.0f} square units to {:.0f}; enemies in it: {} [{}]\n", fire["area"].get<double>(),
                                 fire["range"].get<double>(), enemies.empty() ? std::string("none") : fmt::format("{}", fmt::join(enemies, ", ")),
                                 fire["rule"].get<std::string>());
    } else {
        std::cout << fmt::format("  field of fire: none ({}) [{}]\n", why_none, fire["rule"].get<std::string>());
    }
    std::cout << fmt::format("  {} [{}]\n", out["command_range"]["summary"].get<std::string>(), out["command_range"]["rule"].get<std::string>());
    if (out.contains("to")) {
        std::cout << fmt::format("  {:.0f},{:.0f}: {}\n", out["to"]["at"][0].get<double>(), out["to"]["at"][1].get<double>(),
                                 out["to"]["reachable"].get<bool>() ? "reachable this turn" : "not reachable this turn");
    }
}

}  // namespace

Runner add_reach_command(CLI::App& app) {
    auto options = std::make_shared<ReachOptions>();
    auto* sub = app.add_subcommand("reach", "Where a piece of a free-form (Pub Battles) book can get to this turn, its field of fire and command range");
    sub->add_option("FILE", options->input, "Book")->required();
    sub->add_option("--unit", options->unit, "The piece")->required();
    sub->add_option("--to", options->to, "A place X,Y in map units: whether the piece can get there this turn (exit code 1 if not)");
    sub->add_option("--scenario", options->scenario, "Scenario or variant whose setup is on the map (default: the first)");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() {
        const auto query = open_freeform_query(*options);
        if (!query) return static_cast<int>(kExitBadInput);
        const FreeformPiece* piece = read_piece(*query, "--unit", options->unit);
        if (piece == nullptr) return static_cast<int>(kExitBadInput);
        const FreeformReach reach = query->engine->reach(*query->board, *piece);
        const FireField fire = query->engine->field_of_fire(*query->board, *piece);
        nlohmann::json out = reach_json(*query, *piece, reach, fire);
        bool reachable = true;
        if (!options->to.empty()) {
            const auto to = read_place(*query, "--to", options->to);
            if (!to) return static_cast<int>(kExitBadInput);
            reachable = reach.reaches(to->at);
            out["to"] = {{"at", {to->at.x, to->at.y}}, {"reachable", reachable}};
        }
        if (options->format == "json") {
            std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(out, fire.why_none);
        }
        return static_cast<int>(reachable ? kExitOk : kExitNo);
    };
}

}  // namespace sandtable::cli
