#include "model/rulesets/gettysburg_150/movement.hpp"

#include "model/rulesets/gettysburg_150/hex_limits.hpp"
#include "model/rulesets/gettysburg_150/terrain_ids.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_150 {

namespace {

constexpr std::string_view kMovement = "gettysburg-150 §7 Movement";
constexpr std::string_view kTerrain = "gettysburg-150 §2 Game Board, §7 Movement";
constexpr std::string_view kHexLimits = "gettysburg-150 §4 Setup, §7 Movement";
constexpr std::array<std::string_view, 1> kRoadKinds = {kRoad};

StepCost refused(std::string reason, std::string_view rule) { return {false, 0, std::move(reason), std::string(rule)}; }

std::string unit_name(const BoardUnit& unit) { return unit.node->name.empty() ? unit.id() : unit.node->name; }

bool is_leader(const BoardUnit& unit) { return unit.type() == kLeader; }

std::uint32_t place_of(const Board& board, const BoardUnit& unit) {
    return static_cast<std::uint32_t>(&unit - board.units().data());
}

// What judge found, for explain to put into words.
enum Verdict : std::uint32_t {
    kEnemyUnit,  // detail: the unit's place on the board
    kHexLimit,   // detail: the place of the unit whose room it would take
    kNextToEnemy,
    kOffRoad,
    kStep,  // detail: what the step is (below)
};

enum What : std::uint32_t {
    kClearStep = 0,
    kWoodsStep = 1,
    kUpOnto = 2,
    kAlongOrDown = 3,
    kWhatMask = 3,
    kDoubleRidgeFlag = 4,
    kCreekFlag = 8,
};

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
    : StepRules(board.map()),
      board_(board),
      unit_(unit),
      pace_(pace),
      sides_(board.hexsides()),
      road_(board.terrain_bit(kRoad)),
      woods_(board.terrain_bit(kWoods)),
      ridge_(board.terrain_bit(kRidge)),
      double_ridge_(board.terrain_bit(kDoubleRidge)),
      creek_(board.hexside_bit(kCreek)),
      roads_(board.road_set(kRoadKinds)) {
    if (pace == MovePace::Normal) return;
    // next_to_enemy by hex index.
    const HexMap& map = board.map();
    next_to_enemy_ = HexBits(map.hex_count());
    for (const BoardUnit& other : board.units()) {
        if (other.side == unit.side || is_leader(other)) continue;
        for (const HexCoord hex : neighbours(other.hex)) {
            if (const auto index = map.index_of(hex)) next_to_enemy_.set(*index);
        }
    }
}

int MovementSteps::height_of(TerrainMask terrain) const {
    if ((terrain & double_ridge_) != 0) return 2;
    if ((terrain & ridge_) != 0) return 1;
    return 0;
}

StepVerdict MovementSteps::judge(const StepQuery& step) const {
    if (board_.occupied(step.to_index)) {
        std::vector<const BoardUnit*> friends;
        for (const BoardUnit* other : board_.units_at(step.to)) {
            if (other == &unit_ || other->id() == unit_.id()) continue;
            // Leaders, friendly or enemy, never block (§7); a lone enemy leader moves off to its own side.
            if (is_leader(*other)) continue;
            if (other->side != unit_.side) return {0, false, kEnemyUnit, place_of(board_, *other)};
            friends.push_back(other);
        }
        if (const BoardUnit* clash = hex_limit_clash(friends, unit_.type())) {
            return {0, false, kHexLimit, place_of(board_, *clash)};
        }
    }
    if (pace_ != MovePace::Normal) {
        const bool near = step.to_index != kOffMap ? next_to_enemy_.test(step.to_index)
                                                   : next_to_enemy(board_, step.to, unit_.side);
        if (near) return {0, false, kNextToEnemy, 0};
    }
    const TerrainMask from = board_.terrain(step.from_index);
    const TerrainMask to = board_.terrain(step.to_index);
    const HexsideIndex::Side side = sides_.side(board_.map(), step);
    if (pace_ == MovePace::Triple) {
        // along_road, by hex index.
        const bool along = (side.features & roads_.hexside_features) != 0 ||
                           sides_.road_along(board_.map(), step, side, roads_.map_roads) ||
                           (step.direction >= 0 && (from & road_) != 0 && (to & road_) != 0);
        if (!along) return {0, false, kOffRoad, 0};
    }
    // Several terrains in one hex do not add up (§7): the dearest one counts. Road and Gettysburg
    // cost what clear does.
    double cost = 1;
    std::uint32_t what = kClearStep;
    if ((to & woods_) != 0) {
        cost = 2;
        what = kWoodsStep;
    }
    const int up = height_of(to);
    if (up > 0) {
        if (up > height_of(from)) {
            if (cost == 1) {
                cost = 2;
                what = kUpOnto;
            }
        } else if (cost == 1) {
            what = kAlongOrDown;
        }
        if (up == 2) what |= kDoubleRidgeFlag;
    }
    if ((side.features & creek_) != 0) {
        cost += 1;
        what |= kCreekFlag;
    }
    return {cost, true, kStep, what};
}

StepCost MovementSteps::explain(const StepQuery& /*step*/, const StepVerdict& verdict) const {
    switch (verdict.kind) {
    case kEnemyUnit:
        return refused(fmt::format("occupied by the enemy unit {}", unit_name(board_.units()[verdict.detail])), kMovement);
    case kHexLimit:
        return refused(fmt::format("{} is there: no more than 1 infantry or cavalry plus 1 artillery in a hex, "
                                   "moving through included",
                                   unit_name(board_.units()[verdict.detail])),
                       kHexLimits);
    case kNextToEnemy:
        return refused(fmt::format("next to an enemy unit: {} movement may not come next to one",
                                   pace_ == MovePace::Double ? "double" : "triple"),
                       kMovement);
    case kOffRoad:
        return refused("off the road: triple movement stays on the road", kMovement);
    default:
        break;
    }
    const std::string ridge = (verdict.detail & kDoubleRidgeFlag) != 0 ? "double ridge" : "ridge";
    std::string what;
    switch (verdict.detail & kWhatMask) {
    case kWoodsStep:
        what = "woods";
        break;
    case kUpOnto:
        what = "up onto the " + ridge;
        break;
    case kAlongOrDown:
        what = "along or down the " + ridge;
        break;
    default:
        what = "clear";
        break;
    }
    std::string reason = (verdict.detail & kCreekFlag) != 0
                             ? fmt::format("{}, +1 crossing the creek: {:g} MP", what, verdict.cost)
                             : fmt::format("{}: {:g} MP", what, verdict.cost);
    return {true, verdict.cost, std::move(reason), std::string(kTerrain)};
}

}  // namespace sandtable::rulesets::gettysburg_150
