#include "cli/board_query.hpp"
#include "cli/book_loading.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/freeform_commands.hpp"
#include "cli/freeform_query.hpp"
#include "model/board/combat_calculator.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <iostream>
#include <memory>
#include <utility>
#include <nlohmann/json.hpp>
#include <set>

namespace sandtable::cli {

namespace {

struct CombatOptions : BoardQueryOptions {
    std::vector<std::string> attackers;
    std::vector<std::string> defenders;
    std::vector<std::string> support;
    std::vector<std::string> bombarded;
    bool bombard = false;
    bool fire = false;
};

// Every id names a unit of the book that is on the map; the error names the option and the unit.
bool units_on_board(const BoardQuery& query, const std::string& option, const std::vector<std::string>& ids) {
    for (const auto& id : ids) {
        if (query.loaded.book.forces.node(id) == nullptr) {
            std::cerr << fmt::format("{}: {} {}: the book has no such unit\n", query.input, option, id);
            return false;
        }
        if (query.board->setup.board.unit(id) == nullptr) {
            std::cerr << fmt::format("{}: {} {}: not on the map in scenario {}\n", query.input, option, id, query.board->scenario.id);
            return false;
        }
    }
    return true;
}

// Attackers and defenders each of one side, and not the same one.
bool sides_oppose(const BoardQuery& query, const CombatOptions& options) {
    const Board& board = query.board->setup.board;
    std::set<std::string> attacking;
    for (const auto& id : options.attackers) attacking.insert(board.unit(id)->side);
    std::set<std::string> defending;
    for (const auto& id : options.defenders) defending.insert(board.unit(id)->side);
    if (attacking.size() > 1 || defending.size() > 1) {
        std::cerr << fmt::format("{}: the {} are of more than one side\n", query.input, attacking.size() > 1 ? "--attackers" : "--defenders");
        return false;
    }
    if (attacking == defending) {
        std::cerr << fmt::format("{}: --attackers and --defenders are all of side {}\n", query.input, *attacking.begin());
        return false;
    }
    return true;
}

nlohmann::json combat_json(const BoardQuery& query, const CombatOptions& options, const CombatSums& sums,
                           const std::vector<CombatSupport>& candidates, const CombatOutlook& outlook) {
    nlohmann::json out;
    out["scenario"] = query.board->scenario.id;
    out["turn"] = query.board->turn;
    out["attackers"] = options.attackers;
    out["defenders"] = options.defenders;
    out["support"] = options.support;
    out["bombardment"] = options.bombard;
    out["options"] = query.rule_options;
    out["attack"] = sums.attack;
    out["defence"] = sums.defence;
    out["difference"] = sums.difference();
    out["working"] = sums.working;
    out["refused"] = sums.refused;
    out["problems"] = sums.problems;
    out["candidates"] = nlohmann::json::array();
    for (const auto& candidate : candidates) {
        out["candidates"].push_back({{"unit", candidate.unit},
                                     {"factor", candidate.factor},
                                     {"eligible", candidate.eligible},
                                     {"reason", candidate.reason},
                                     {"rule", candidate.rule}});
    }
    nlohmann::json results = nlohmann::json::array();
    for (const auto& result : outlook.results) {
        results.push_back({{"band", result.band}, {"result", result.result}, {"meaning", result.meaning}, {"chance", result.chance}});
    }
    out["crt"] = {{"table", outlook.table}, {"rule", outlook.rule}, {"problem", outlook.problem}, {"row", outlook.row}, {"results", results}};
    return out;
}

void print_text(const nlohmann::json& out) {
    std::cout << fmt::format("{} {} {}, scenario {}, turn {}\n", fmt::join(out["attackers"].get<std::vector<std::string>>(), ", "),
                             out["bombardment"].get<bool>() ? "bombard" : "against",
                             fmt::join(out["defenders"].get<std::vector<std::string>>(), ", "), out["scenario"].get<std::string>(),
                             out["turn"].get<int>());
    for (const auto& line : out["working"]) std::cout << "  " << line.get<std::string>() << "\n";
    for (const auto& line : out["problems"]) std::cout << "  x " << line.get<std::string>() << "\n";
    for (const auto& line : out["refused"]) std::cout << "  x " << line.get<std::string>() << "\n";
    const auto named = out["support"].get<std::vector<std::string>>();
    for (const auto& candidate : out["candidates"]) {
        const auto unit = candidate["unit"].get<std::string>();
        if (!candidate["eligible"].get<bool>() || std::find(named.begin(), named.end(), unit) != named.end()) continue;
        std::cout << fmt::format("  + {} could add {}: {} [{}]\n", unit, candidate["factor"].get<int>(), candidate["reason"].get<std::string>(),
                                 candidate["rule"].get<std::string>());
    }
    std::cout << fmt::format("difference {:+} (AF {} - DF {})\n", out["difference"].get<int>(), out["attack"].get<int>(),
                             out["defence"].get<int>());
    const auto& crt = out["crt"];
    if (!crt["problem"].get<std::string>().empty()) {
        std::cout << fmt::format("no combat results: {}\n", crt["problem"].get<std::string>());
        return;
    }
    std::cout << fmt::format("combat results [{}], by the dice:\n", crt["rule"].get<std::string>());
    const int row = crt["row"].get<int>();
    for (std::size_t i = 0; i < crt["results"].size(); ++i) {
        const auto& result = crt["results"][i];
        std::cout << fmt::format("  {} {:<10} {:<7} {:>3.0f}%  {}\n", static_cast<int>(i) == row ? ">" : " ",
                                 result["band"].get<std::string>(), result["result"].get<std::string>(),
                                 result["chance"].get<double>() * 100, result["meaning"].get<std::string>());
    }
    if (row >= 0) {
        const auto& result = crt["results"][static_cast<std::size_t>(row)];
        std::cout << fmt::format("with even dice: {} ({})\n", result["result"].get<std::string>(), result["meaning"].get<std::string>());
    }
}

}  // namespace

Runner add_combat_command(CLI::App& app) {
    auto options = std::make_shared<CombatOptions>();
    auto* sub = app.add_subcommand("combat", "Combat factors of one combat, how they come about, and the combat results that apply");
    sub->add_option("FILE", options->input, "Book")->required();
    sub->add_option("--attackers", options->attackers, "Attacking units, comma separated")->required()->delimiter(',');
    sub->add_option("--defenders", options->defenders, "Defending units, comma separated")->required()->delimiter(',');
    sub->add_option("--support", options->support, "Units that support the defence, comma separated")->delimiter(',');
    sub->add_option("--bombarded", options->bombarded, "Units bombarded earlier this turn, comma separated")->delimiter(',');
    sub->add_flag("--bombard", options->bombard, "The attackers bombard from afar (indirect fire) instead of attacking from next to the defenders");
    sub->add_flag("--fire", options->fire, "On a free-form (Pub Battles) book: a fire fight, not a melee");
    sub->add_option("--scenario", options->scenario, "Scenario or variant whose setup is on the map (default: the first)");
    sub->add_option("--turn", options->turn, "Turn of the combat (default: the scenario's first)");
    sub->add_option("--option", options->rule_options, "Optional rule in force, besides the scenario's (repeatable)");
    sub->add_option("--format", options->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
    return [options]() {
        LoadResult loaded = load_or_report(options->input);
        if (!loaded) return static_cast<int>(kExitBadInput);
        if (plays_on_freeform(loaded->book, *options)) {
            return run_freeform_combat(*options, std::move(loaded), {options->attackers, options->defenders, options->fire});
        }
        auto query = open_board_query(*options, std::move(loaded));
        if (!query) return static_cast<int>(kExitBadInput);
        const Book& book = query->loaded.book;
        const CombatCalculator* calculator = rules_engines(book.ruleset).combat;
        if (calculator == nullptr) {
            std::cerr << fmt::format("{}: ruleset \"{}\" has no combat calculator\n", options->input, book.ruleset);
            return static_cast<int>(kExitBadInput);
        }
        if (!units_on_board(*query, "--attackers", options->attackers) || !units_on_board(*query, "--defenders", options->defenders) ||
            !units_on_board(*query, "--support", options->support) || !units_on_board(*query, "--bombarded", options->bombarded) ||
            !sides_oppose(*query, *options)) {
            return static_cast<int>(kExitBadInput);
        }
        const CombatRequest request{&query->board->setup.board, options->attackers, options->defenders, options->support,
                                    query->rule_options, {options->bombarded.begin(), options->bombarded.end()}, options->bombard};
        const CombatSums sums = calculator->sums(request);
        const auto candidates = calculator->support_candidates(request);
        const CombatOutlook outlook = calculator->outlook(book.rules, request, sums.difference());
        const auto out = combat_json(*query, *options, sums, candidates, outlook);
        if (options->format == "json") {
            std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        } else {
            print_text(out);
        }
        return static_cast<int>(sums.refused.empty() && sums.problems.empty() ? kExitOk : kExitNo);
    };
}

}  // namespace sandtable::cli
