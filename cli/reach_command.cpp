#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/field_query.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/rulesets/pub_battles/command_range.hpp"
#include "model/rulesets/pub_battles/field_of_fire.hpp"
#include "model/rulesets/pub_battles/reach.hpp"

#include <fmt/format.h>
#include <iostream>
#include <memory>

namespace sandtable::cli {

using namespace pub_battles;

namespace {

struct ReachOptions : BoardQueryOptions {
    std::string unit;
    std::string to;
};

// The enemy pieces the majority of which lie in the piece's field of fire.
nlohmann::json enemies_in(const Battlefield& field, const FieldPiece& piece) {
    nlohmann::json found = nlohmann::json::array();
    for (const FieldPiece& other : field.pieces()) {
        if (other.side == piece.side || other.type == "hq") continue;
        const double share = share_in_fire(field, piece, other);
        if (share > 0.5) found.push_back({{"unit", other.id}, {"share", share}});
    }
    return found;
}

nlohmann::json reach_json(const FieldQuery& query, const FieldPiece& piece) {
    const Battlefield& field = *query.field;
    const pub_battles::Reach reach = reach_of(field, piece);
    const MultiPolygon fire = field_of_fire(field, piece);
    const CommandReach command = command_reach(field, piece);
    nlohmann::json out;
    out["scenario"] = query.scenario.id;
    out["unit"] = piece.id;
    out["move"] = {{"name", reach.move_name}, {"length", reach.move}};
    nlohmann::json cells = nlohmann::json::array();
    for (const MapRect& rect : reach.formation.cells) cells.push_back({rect.min.x, rect.min.y, rect.max.x, rect.max.y});
    out["formation"] = {{"allowance", reach.formation.allowance}, {"explanation", reach.formation.explanation},
                        {"area", reach.formation.area()}, {"cell", reach.formation.cell}, {"cells", cells},
                        {"rule", std::string(kMovingRule)}};
    nlohmann::json stretches = nlohmann::json::array();
    for (const Polyline& stretch : reach.column.stretches) stretches.push_back(coordinates_of(stretch));
    out["road_column"] = {{"allowance", reach.column.allowance}, {"explanation", reach.column.explanation},
                          {"length", reach.column.length()}, {"stretches", stretches}, {"rule", std::string(kRoadColumnRule)}};
    out["field_of_fire"] = {{"projects", projects_fire(piece)}, {"range", field.foot_move() / 3.0},
                            {"area", area_of(fire)}, {"shape", coordinates_of(fire)},
                            {"enemies", enemies_in(field, piece)}, {"rule", std::string(kFieldOfFireRule)}};
    out["command_range"] = {{"range", command.range}, {"hq", command.hq}, {"to_hq", command.to_hq},
                            {"army_hq", command.army_hq}, {"to_army_hq", command.to_army_hq},
                            {"in_range", command.in_range}, {"summary", command.summary},
                            {"rule", std::string(kCommandRangeRule)}};
    return out;
}

void print_text(const nlohmann::json& out) {
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
        std::cout << fmt::format("  field of fire: none (only infantry, dragoons and artillery out of road column project one) [{}]\n",
                                 fire["rule"].get<std::string>());
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
        const auto query = open_field_query(*options);
        if (!query) return static_cast<int>(kExitBadInput);
        const FieldPiece* piece = read_piece(*query, "--unit", options->unit);
        if (piece == nullptr) return static_cast<int>(kExitBadInput);
        nlohmann::json out = reach_json(*query, *piece);
        bool reachable = true;
        if (!options->to.empty()) {
            const auto to = read_place(*query, "--to", options->to);
            if (!to) return static_cast<int>(kExitBadInput);
            const pub_battles::Reach reach = reach_of(*query->field, *piece);
            reachable = reach.formation.covers(to->at) || reach.column.covers(to->at, reach.formation.cell / 2.0);
            out["to"] = {{"at", {to->at.x, to->at.y}}, {"reachable", reachable}};
        }
        if (options->format == "json") {
            std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(out);
        }
        return static_cast<int>(reachable ? kExitOk : kExitNo);
    };
}

}  // namespace sandtable::cli
