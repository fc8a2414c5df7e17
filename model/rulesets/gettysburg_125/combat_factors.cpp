#include "model/rulesets/gettysburg_125/combat_factors.hpp"

#include "model/rulesets/gettysburg_125/attack_rules.hpp"
#include "model/rulesets/gettysburg_125/bombardment.hpp"
#include "model/rulesets/gettysburg_125/defensive_fire.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "model/rulesets/gettysburg_125/unit_factors.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>

namespace sandtable::rulesets::gettysburg_125 {

namespace {

constexpr int kMaximumFactor = 10;  // §13.1: any AF or DF above 10 is 10, below 0 is 0

bool hilly(const Board& board, HexCoord hex) { return board.has_terrain(hex, kHill) || board.has_terrain(hex, kRockyHill); }

// Terrain connects two adjacent hexes when it is on both sides of the hexside between (§13.1).
bool attacked_over_connected(const Board& board, HexCoord defender, const std::vector<HexCoord>& from,
                             bool (*has)(const Board&, HexCoord)) {
    return std::any_of(from.begin(), from.end(), [&](HexCoord hex) { return distance(hex, defender) == 1 && has(board, hex); });
}

bool woods(const Board& board, HexCoord hex) { return board.has_terrain(hex, kWoods); }

int capped(int factor) { return std::clamp(factor, 0, kMaximumFactor); }

}  // namespace

CombatSums combat_factors(const CombatRequest& request) {
    const Board& board = *request.board;
    const auto& attackers = request.attackers;
    const auto& defenders = request.defenders;
    CombatSums result;
    std::vector<HexCoord> attacking_hexes;
    std::vector<std::string> attack_parts;
    int attack = 0;
    for (const auto& id : attackers) {
        const BoardUnit* unit = board.unit(id);
        if (unit == nullptr) continue;
        attacking_hexes.push_back(unit->hex);
        const int cf = current_cf(*unit);
        attack += cf;
        attack_parts.push_back(fmt::format("{} {}", request.unit_text(id), cf));
    }
    // Modifiers are per defending stack: one hex's terrain counts once whatever it holds.
    std::map<HexCoord, std::vector<const BoardUnit*>> stacks;
    for (const auto& id : defenders) {
        if (const BoardUnit* unit = board.unit(id)) stacks[unit->hex].push_back(unit);
    }
    int defence = 0;
    std::vector<std::string> defence_parts;
    for (const auto& [hex, units] : stacks) {
        for (const BoardUnit* unit : units) {
            defence += current_cf(*unit);
            defence_parts.push_back(fmt::format("{} {}", request.unit_text(unit->id()), current_cf(*unit)));
        }
        const std::string label = board.map().label(hex);
        if (board.has_terrain(hex, kWoods)) {
            if (attacked_over_connected(board, hex, attacking_hexes, woods)) {
                defence_parts.push_back(fmt::format("no woods bonus in {}: attacked from connected woods", label));
            } else {
                defence += 1;
                defence_parts.push_back(fmt::format("woods in {} +1", label));
            }
        }
        if (hilly(board, hex)) {
            if (attacked_over_connected(board, hex, attacking_hexes, hilly)) {
                defence_parts.push_back(fmt::format("no hill bonus in {}: attacked from a connected hill", label));
            } else {
                defence += 2;
                defence_parts.push_back(fmt::format("hill in {} +2", label));
            }
        }
        if (board.has_terrain(hex, kTown)) {
            defence += 1;
            defence_parts.push_back(fmt::format("Gettysburg in {} +1", label));
        }
    }
    // Supporting artillery adds its CF without any terrain bonus (§13.1.1).
    std::set<std::string> counted;
    for (const auto& id : request.support) {
        if (!counted.insert(id).second) continue;
        const CombatSupport support = defensive_fire(request, id);
        if (support.eligible) {
            defence += support.factor;
            defence_parts.push_back(fmt::format("{} {} defensive indirect fire (§13.1.1)", request.unit_text(id), support.factor));
        } else {
            result.refused.push_back(
                fmt::format("{} gives no defensive indirect fire: {} [{}]", request.unit_text(id), support.reason, support.rule));
        }
    }
    result.problems = request.bombardment ? bombardment_problems(request) : attack_problems(request);
    result.attack = capped(attack);
    result.defence = capped(defence);
    if (request.bombardment) result.working.push_back("bombardment: terrain counts in full, as no attacker is next to a target (§12)");
    result.working.push_back(fmt::format("AF {} = {}{}", result.attack, fmt::join(attack_parts, " + "),
                                         attack > kMaximumFactor ? fmt::format(" = {}, capped at 10", attack) : ""));
    result.working.push_back(fmt::format("DF {} = {}{}", result.defence, fmt::join(defence_parts, ", "),
                                         defence > kMaximumFactor ? fmt::format(" = {}, capped at 10", defence) : ""));
    return result;
}

CombatSums combat_factors(const Board& board, const std::vector<std::string>& attackers,
                          const std::vector<std::string>& defenders) {
    return combat_factors(CombatRequest{&board, attackers, defenders, {}, {}, {}});
}

}  // namespace sandtable::rulesets::gettysburg_125
