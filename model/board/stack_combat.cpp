#include "model/board/stack_combat.hpp"

#include "model/board/scenario_board.hpp"
#include "model/board/combat_calculator.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace sandtable {

namespace {

std::vector<std::string> names(const StackCombat& combat, const std::vector<std::string>& units) {
    std::vector<std::string> out;
    for (const auto& unit : units) out.push_back(combat.name_of(unit));
    return out;
}

}  // namespace

const std::string& StackCombat::name_of(const std::string& unit) const {
    const auto it = unit_names.find(unit);
    return it != unit_names.end() ? it->second : unit;
}

std::string StackCombat::headline() const {
    if (!problem.empty()) return hex.empty() ? fmt::format("Combat: {}", problem) : fmt::format("Combat at {}: {}", hex, problem);
    std::string result;
    if (outlook.row >= 0) result = fmt::format(", {} with even dice", outlook.results[static_cast<std::size_t>(outlook.row)].result);
    return fmt::format("Combat at {}: AF {} - DF {} = {:+}{}", hex, sums.attack, sums.defence, sums.difference(), result);
}

std::vector<std::string> StackCombat::lines() const {
    std::vector<std::string> out = {headline()};
    if (!problem.empty()) return out;
    out.push_back(fmt::format("{} against {}", fmt::join(names(*this, attackers), ", "), fmt::join(names(*this, defenders), ", ")));
    for (const auto& line : sums.working) out.push_back("  " + line);
    for (const auto& line : sums.problems) out.push_back("  x " + line);
    for (const auto& line : sums.refused) out.push_back("  x " + line);
    for (const auto& candidate : candidates) {
        if (!candidate.eligible || std::find(support.begin(), support.end(), candidate.unit) != support.end()) continue;
        out.push_back(fmt::format("  + {} could add {}: {} [{}]", name_of(candidate.unit), candidate.factor, candidate.reason, candidate.rule));
    }
    if (!outlook.problem.empty()) {
        out.push_back("No combat results: " + outlook.problem);
        return out;
    }
    out.push_back(fmt::format("By the dice [{}]:", outlook.rule));
    for (std::size_t i = 0; i < outlook.results.size(); ++i) {
        const auto& result = outlook.results[i];
        out.push_back(fmt::format("  {} {} {}: {:.0f}%", static_cast<int>(i) == outlook.row ? ">" : " ", result.band, result.result,
                                  result.chance * 100));
    }
    return out;
}

StackCombat combat_against_stack(const Book& book, const RulesetDefinition* ruleset, const std::string& scenario_id, HexCoord hex,
                                 const std::vector<std::string>& support) {
    StackCombat combat;
    combat.support = support;
    const CombatCalculator* calculator = ruleset != nullptr ? ruleset->engines.combat : nullptr;
    if (calculator == nullptr) {
        combat.problem = fmt::format("{} has no combat calculator", ruleset != nullptr ? ruleset->display_name : book.ruleset);
        return combat;
    }
    const auto setup = set_up_scenario(book, scenario_id);
    if (!setup) {
        combat.problem = setup.error();
        return combat;
    }
    const Board& board = setup->board();
    combat.hex = board.map().label(hex);
    const auto stack = board.units_at(hex);
    if (stack.empty()) {
        combat.problem = "no unit to defend";
        return combat;
    }
    const std::string side = stack.front()->side;
    for (const BoardUnit* unit : stack) combat.defenders.push_back(unit->id());
    for (const HexCoord next : neighbours(hex)) {
        for (const BoardUnit* unit : board.units_at(next)) {
            if (unit->side != side) combat.attackers.push_back(unit->id());
        }
    }
    if (combat.attackers.empty()) {
        combat.problem = "no enemy unit next to it";
        return combat;
    }
    CombatRequest request{&board, combat.attackers, combat.defenders, support, setup->options, {}};
    request.units_by_name = true;
    combat.sums = calculator->sums(request);
    combat.candidates = calculator->support_candidates(request);
    combat.outlook = calculator->outlook(book.rules, request, combat.sums.difference());
    auto name = [&](const std::string& id) { combat.unit_names.emplace(id, request.unit_text(id)); };
    for (const auto& id : combat.attackers) name(id);
    for (const auto& id : combat.defenders) name(id);
    for (const auto& candidate : combat.candidates) name(candidate.unit);
    return combat;
}

}  // namespace sandtable
