#include "model/rulesets/gettysburg_150/movement.hpp"

#include "model/rulesets/gettysburg_150/hex_limits.hpp"
#include "model/rulesets/gettysburg_150/terrain_ids.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string>

namespace sandtable::rulesets::gettysburg_150 {

namespace {

constexpr std::string_view kMovement = "gettysburg-150 §7 Movement";
constexpr std::string_view kTerrain = "gettysburg-150 §2 Game Board, §7 Movement";
constexpr std::string_view kHexLimits = "gettysburg-150 §4 Setup, §7 Movement";
constexpr std::array<std::string_view, 1> kRoadKinds = {kRoad};

StepCost refused(std::string reason, std::string_view rule) { return {false, 0, std::move(reason), std::string(rule)}; }

std::string unit_name(const BoardUnit& unit) { return unit.node->name.empty() ? unit.id() : unit.node->name; }

bool is_leader(const BoardUnit& unit) { return unit.type() == kLeader; }

}  // namespace

int height(const Board& board, HexCoord hex) {
    if (board.has_terrain(hex, kDoubleRidge)) return 2;
    if (board.has_terrain(hex, kRidge)) return 1;
    return 0;
}

bool next_to_enemy(const Board& board, HexCoord hex, std::string_view side) {
    for (const BoardUnit& other : board.units()) {
        if (other.side != side && !is_leader(other) && distance(other.hex, hex) == 1) return true;
    }
    return false;
}

bool on_road(const Board& board, HexCoord hex) {
    if (board.has_terrain(hex, kRoad)) return true;
    for (const auto& road : board.map().roads) {
        if (road.kind != kRoad) continue;
        if (std::find(road.hexes.begin(), road.hexes.end(), hex) != road.hexes.end()) return true;
    }
    return false;
}

bool along_road(const Board& board, HexCoord a, HexCoord b) {
    if (board.road_joins(a, b, kRoadKinds)) return true;
    return distance(a, b) == 1 && board.has_terrain(a, kRoad) && board.has_terrain(b, kRoad);
}

MovementSteps::MovementSteps(const Board& board, const BoardUnit& unit, MovePace pace)
    : board_(board), unit_(unit), pace_(pace) {}

std::optional<StepCost> MovementSteps::refusal(HexCoord from, HexCoord to) const {
    std::vector<const BoardUnit*> friends;
    for (const BoardUnit* other : board_.units_at(to)) {
        if (other == &unit_ || other->id() == unit_.id()) continue;
        // Leaders, friendly or enemy, never block (§7); a lone enemy leader moves off to its own side.
        if (is_leader(*other)) continue;
        if (other->side != unit_.side) {
            return refused(fmt::format("occupied by the enemy unit {}", unit_name(*other)), kMovement);
        }
        friends.push_back(other);
    }
    if (const BoardUnit* clash = hex_limit_clash(friends, unit_.type())) {
        return refused(fmt::format("{} is there: no more than 1 infantry or cavalry plus 1 artillery in a hex, "
                                   "moving through included",
                                   unit_name(*clash)),
                       kHexLimits);
    }
    if (pace_ != MovePace::Normal && next_to_enemy(board_, to, unit_.side)) {
        return refused(fmt::format("next to an enemy unit: {} movement may not come next to one",
                                   pace_ == MovePace::Double ? "double" : "triple"),
                       kMovement);
    }
    if (pace_ == MovePace::Triple && !along_road(board_, from, to)) {
        return refused("off the road: triple movement stays on the road", kMovement);
    }
    return std::nullopt;
}

StepCost MovementSteps::step(HexCoord from, HexCoord to) const {
    if (auto refused_step = refusal(from, to)) return *refused_step;
    // Several terrains in one hex do not add up (§7): the dearest one counts.
    double cost = 1;
    std::string what = "clear";
    const auto consider = [&](double terrain_cost, std::string name) {
        if (terrain_cost > cost) {
            cost = terrain_cost;
            what = std::move(name);
        }
    };
    if (board_.has_terrain(to, kRoad)) consider(1, "road");
    if (board_.has_terrain(to, kTown)) consider(1, "Gettysburg");
    if (board_.has_terrain(to, kWoods)) consider(2, "woods");
    const int up = height(board_, to);
    if (up > 0) {
        const std::string name = up == 2 ? "double ridge" : "ridge";
        if (up > height(board_, from)) {
            consider(2, "up onto the " + name);
        } else if (cost == 1) {
            what = "along or down the " + name;
        }
    }
    std::string reason = fmt::format("{}: {:g} MP", what, cost);
    if (board_.hexside_has(from, to, kCreek)) {
        cost += 1;
        reason = fmt::format("{}, +1 crossing the creek: {:g} MP", what, cost);
    }
    return {true, cost, reason, std::string(kTerrain)};
}

}  // namespace sandtable::rulesets::gettysburg_150
