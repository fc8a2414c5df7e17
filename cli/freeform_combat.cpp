#include "cli/exit_codes.hpp"
#include "cli/freeform_commands.hpp"
#include "cli/freeform_query.hpp"
#include "model/freeform/freeform_answers_json.hpp"

#include <fmt/format.h>
#include <iostream>
#include <utility>

namespace sandtable::cli {

namespace {

void print_dice(const std::string& role, const FreeformQuery& query, const PieceDice& dice) {
    const std::string name = query.loaded.book.forces.name_of(dice.piece);
    if (!dice.rolls) {
        std::cout << fmt::format("{} {}: no dice: {}\n", role, name, dice.why_not);
        return;
    }
    std::cout << fmt::format("{} {}: {} dice, hits on {}+ (expected hits {:.2f}) [{}]\n", role, name, dice.dice,
                             dice.hits_on, dice.expected_hits, dice.rule);
    for (const DieModifier& modifier : dice.modifiers) {
        std::cout << fmt::format("  {:+d} {} [{}]\n", modifier.value, modifier.reason, modifier.rule);
    }
    if (!dice.target_quality.empty()) std::cout << "  " << dice.target_quality << "\n";
}

}  // namespace

int run_freeform_combat(const BoardQueryOptions& options, LoadResult loaded, const FreeformCombatRequest& request) {
    if (request.attackers.size() != 1 || request.defenders.size() != 1) {
        std::cerr << fmt::format("{}: a combat on a free-form map is between two opposing pieces: give one --attackers and one --defenders\n",
                                 options.input);
        return kExitBadInput;
    }
    const auto query = open_freeform_query(options, std::move(loaded));
    if (!query) return kExitBadInput;
    const FreeformPiece* attacker = read_piece(*query, "--attackers", request.attackers.front());
    const FreeformPiece* defender = read_piece(*query, "--defenders", request.defenders.front());
    if (attacker == nullptr || defender == nullptr) return kExitBadInput;
    if (attacker->side == defender->side) {
        std::cerr << fmt::format("{}: {} and {} are on the same side\n", options.input, attacker->name, defender->name);
        return kExitBadInput;
    }
    const CombatKind kind = request.fire ? CombatKind::Fire : CombatKind::Melee;
    const CombatDice dice = query->engine->combat_dice(*query->board, query->rules, *attacker, *defender, kind);
    if (options.format == "json") {
        nlohmann::json out = to_json(dice);
        out["scenario"] = query->scenario.id;
        std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        std::cout << fmt::format("{} of {} at {} (scenario {})\n", kind == CombatKind::Fire ? "Fire fight" : "Melee", attacker->name,
                                 defender->name, query->scenario.id);
        print_dice("Attacker", *query, dice.attacker);
        print_dice("Defender", *query, dice.defender);
    }
    return dice.attacker.rolls ? kExitOk : kExitNo;
}

}  // namespace sandtable::cli
