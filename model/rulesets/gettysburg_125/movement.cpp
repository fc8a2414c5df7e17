#include "model/rulesets/gettysburg_125/movement.hpp"

#include "model/rulesets/gettysburg_125/command_chain.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <variant>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

namespace {

std::string rule(std::string_view section) { return fmt::format("gettysburg-125 {}", section); }

StepCost refused(std::string reason, std::string_view section) { return {false, 0, std::move(reason), rule(section)}; }

std::string unit_name(const BoardUnit& unit) {
    return unit.node->name.empty() ? unit.id() : unit.node->name;
}

}  // namespace

MovementSteps::MovementSteps(const Board& board, const BoardUnit& unit, bool night)
    : board_(board), unit_(unit), night_(night), enemy_zones_(board, unit.side) {}

std::optional<StepCost> MovementSteps::refusal(HexCoord from, HexCoord to) const {
    const bool regular = unit_.type() != kHeadquarters;
    for (const BoardUnit* other : board_.units_at(to)) {
        if (other->side == unit_.side) continue;
        // A regular unit moves through a lone enemy headquarters and eliminates it (§11.1.2).
        if (regular && other->type() == kHeadquarters) continue;
        return refused(fmt::format("occupied by the enemy unit {}", unit_name(*other)), "§11.1.2");
    }
    if (is_artillery(unit_.type()) && board_.has_terrain(to, kRockyHill) && board_.has_terrain(to, kWoods)) {
        return refused("artillery may not enter a hex of rocky hill and woods", "§1.1, §11.1.3");
    }
    if (enemy_zones_.contains(to)) {
        if (night_) return refused("units may not enter an enemy zone of control on a night turn", "§10");
        if (enemy_zones_.contains(from)) {
            return refused("a unit may not move from one enemy zone of control straight into another", "§11.1.1");
        }
    }
    return std::nullopt;
}

StepCost MovementSteps::step(HexCoord from, HexCoord to) const {
    if (auto refused_step = refusal(from, to)) return *refused_step;
    const bool into_zone = enemy_zones_.contains(to);
    const bool along_road = board_.road_joins(from, to, kRoadKinds);
    const bool into_town = board_.has_terrain(to, kTown);
    if ((along_road || into_town) && !into_zone) {
        return {true, 0.5, along_road ? "along the road: 1/2 MF" : "into Gettysburg: 1/2 MF", rule("§11.1.3, Table 1")};
    }
    double cost = 1;
    std::vector<std::string> parts = {"1 to enter"};
    if (board_.has_terrain(to, kWoods)) {
        cost += 1;
        parts.emplace_back("+1 woods");
    }
    if (board_.has_terrain(to, kRockyHill)) {
        cost += 1;
        parts.emplace_back("+1 rocky hill");
    }
    if (board_.hexside_has(from, to, kStream) && !along_road) {
        cost += 1;
        parts.emplace_back("+1 stream");
    }
    if (into_zone) {
        cost += 1;
        parts.emplace_back(along_road || into_town ? "+1 enemy ZOC (no road movement into it)" : "+1 enemy ZOC");
    }
    return {true, cost, fmt::format("{}: {:g} MF", fmt::join(parts, ", "), cost),
            rule(into_zone ? "§11.1.1, §11.1.3, Table 1" : "§11.1.3, Table 1")};
}

std::optional<StepCost> MovementSteps::must_stop(HexCoord hex) const {
    if (!enemy_zones_.contains(hex)) return std::nullopt;
    return StepCost{false, 0, "a unit must stop on entering an enemy zone of control", rule("§6")};
}

MovementAllowance movement_allowance(const Board& board, const BoardUnit& unit, bool control_and_command) {
    MovementAllowance allowance;
    const auto found = unit.node->attributes.find("movement");
    if (found != unit.node->attributes.end()) {
        if (const auto* mf = std::get_if<std::int64_t>(&found->second)) allowance.mf = static_cast<double>(*mf);
    }
    allowance.explanation = fmt::format("MF {:g}", allowance.mf);
    if (unit.type() == kHeadquarters) return allowance;
    for (const BoardUnit* other : board.units_at(unit.hex)) {
        if (other->side != unit.side || other->type() != kHeadquarters) continue;
        if (control_and_command && !commands(board.forces(), *other->node, *unit.node)) continue;
        allowance.mf += 1;
        allowance.headquarters = other;
        allowance.explanation += fmt::format(" + 1 moving with {}", unit_name(*other));
        break;
    }
    return allowance;
}

}  // namespace sandtable::rulesets::gettysburg_125
