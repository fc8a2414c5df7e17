#include "cli/exit_codes.hpp"
#include "cli/field_commands.hpp"
#include "cli/field_query.hpp"
#include "model/rulesets/pub_battles/combat_dice.hpp"

#include <fmt/format.h>
#include <iostream>

namespace sandtable::cli {

using namespace pub_battles;

namespace {

nlohmann::json dice_json(const PieceDice& dice) {
    nlohmann::json out{{"piece", dice.piece},       {"target", dice.target}, {"rolls", dice.rolls},
                       {"why_not", dice.why_not},   {"dice", dice.dice},     {"modifier", dice.modifier},
                       {"hits_on", dice.hits_on},   {"expected_hits", dice.expected_hits},
                       {"target_quality", dice.target_quality}, {"rule", dice.rule}};
    out["modifiers"] = nlohmann::json::array();
    for (const DieModifier& modifier : dice.modifiers) {
        out["modifiers"].push_back({{"value", modifier.value}, {"reason", modifier.reason}, {"rule", modifier.rule}});
    }
    return out;
}

void print_dice(const std::string& role, const FieldQuery& query, const PieceDice& dice) {
    const std::string name = query.loaded.book->forces.name_of(dice.piece);
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

int run_field_combat(const BoardQueryOptions& options, const FieldCombatRequest& request) {
    if (request.attackers.size() != 1 || request.defenders.size() != 1) {
        std::cerr << fmt::format("{}: a Pub Battles combat is between two opposing pieces: give one --attackers and one --defenders\n", options.input);
        return kExitBadInput;
    }
    const auto query = open_field_query(options);
    if (!query) return kExitBadInput;
    const FieldPiece* attacker = read_piece(*query, "--attackers", request.attackers.front());
    const FieldPiece* defender = read_piece(*query, "--defenders", request.defenders.front());
    if (attacker == nullptr || defender == nullptr) return kExitBadInput;
    if (attacker->side == defender->side) {
        std::cerr << fmt::format("{}: {} and {} are on the same side\n", options.input, attacker->name, defender->name);
        return kExitBadInput;
    }
    const CombatKind kind = request.fire ? CombatKind::Fire : CombatKind::Melee;
    const CombatDice dice = combat_dice(*query->field, query->rules, *attacker, *defender, kind);
    if (options.format == "json") {
        const nlohmann::json out{{"scenario", query->scenario.id}, {"kind", std::string(to_string(kind))},
                                 {"attacker", dice_json(dice.attacker)}, {"defender", dice_json(dice.defender)}};
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
