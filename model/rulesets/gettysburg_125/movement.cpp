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

// What judge found, for explain to put into words.
enum Verdict : std::uint32_t {
    kEnemyUnit,           // detail: the unit's place on the board
    kArtilleryRockyWoods,
    kNightZone,
    kZoneToZone,
    kAlongRoad,
    kIntoTown,
    kTerrain,  // detail: the terms below
};

enum Terms : std::uint32_t {
    kWoodsTerm = 1,
    kRockyHillTerm = 2,
    kStreamTerm = 4,
    kZoneTerm = 8,
    kZoneOverRoadTerm = 16,  // into the zone along a road or into Gettysburg
};

// A regular unit of another side than `side` stands next to `hex`: for a hex off the map, which
// the zones by index do not hold.
bool zone_off_map(const Board& board, HexCoord hex, std::string_view side) {
    for (const HexCoord next : neighbours(hex)) {
        for (const BoardUnit* other : board.units_at(next)) {
            if (other->side != side && other->type() != kHeadquarters) return true;
        }
    }
    return false;
}

}  // namespace

MovementSteps::MovementSteps(const Board& board, const BoardUnit& unit, bool night)
    : StepRules(board.map()),
      board_(board),
      unit_(unit),
      night_(night),
      artillery_(is_artillery(unit.type())),
      sides_(board.hexsides()),
      zones_(board.map().hex_count()),
      woods_(board.terrain_bit(kWoods)),
      rocky_hill_(board.terrain_bit(kRockyHill)),
      town_(board.terrain_bit(kTown)),
      stream_(board.hexside_bit(kStream)),
      roads_(board.road_set(kRoadKinds)) {
    // §6, as EnemyZones reads it, by hex index.
    const HexMap& map = board.map();
    for (const BoardUnit& other : board.units()) {
        if (other.side == unit.side || other.type() == kHeadquarters) continue;
        for (const HexCoord hex : neighbours(other.hex)) {
            if (const auto index = map.index_of(hex)) zones_.set(*index);
        }
    }
}

bool MovementSteps::in_zone(HexCoord hex, std::size_t index) const {
    return index != kOffMap ? zones_.test(index) : zone_off_map(board_, hex, unit_.side);
}

StepVerdict MovementSteps::judge(const StepQuery& step) const {
    if (board_.occupied(step.to_index)) {
        const bool regular = unit_.type() != kHeadquarters;
        for (const BoardUnit* other : board_.units_at(step.to)) {
            if (other->side == unit_.side) continue;
            // A regular unit moves through a lone enemy headquarters and eliminates it (§11.1.2).
            if (regular && other->type() == kHeadquarters) continue;
            return {0, false, kEnemyUnit, static_cast<std::uint32_t>(other - board_.units().data())};
        }
    }
    const TerrainMask terrain = board_.terrain(step.to_index);
    if (artillery_ && (terrain & rocky_hill_) != 0 && (terrain & woods_) != 0) return {0, false, kArtilleryRockyWoods, 0};
    const bool into_zone = in_zone(step.to, step.to_index);
    if (into_zone) {
        if (night_) return {0, false, kNightZone, 0};
        if (in_zone(step.from, step.from_index)) return {0, false, kZoneToZone, 0};
    }
    const HexsideIndex::Side side = sides_.side(board_.map(), step);
    const bool along_road = (side.features & roads_.hexside_features) != 0 ||
                            sides_.road_along(board_.map(), step, side, roads_.map_roads);
    const bool into_town = (terrain & town_) != 0;
    if ((along_road || into_town) && !into_zone) return {0.5, true, along_road ? kAlongRoad : kIntoTown, 0};
    double cost = 1;
    std::uint32_t terms = 0;
    if ((terrain & woods_) != 0) {
        cost += 1;
        terms |= kWoodsTerm;
    }
    if ((terrain & rocky_hill_) != 0) {
        cost += 1;
        terms |= kRockyHillTerm;
    }
    if ((side.features & stream_) != 0 && !along_road) {
        cost += 1;
        terms |= kStreamTerm;
    }
    if (into_zone) {
        cost += 1;
        terms |= along_road || into_town ? kZoneOverRoadTerm : kZoneTerm;
    }
    return {cost, true, kTerrain, terms};
}

StepCost MovementSteps::explain(const StepQuery& /*step*/, const StepVerdict& verdict) const {
    switch (verdict.kind) {
    case kEnemyUnit:
        return refused(fmt::format("occupied by the enemy unit {}", unit_name(board_.units()[verdict.detail])), "§11.1.2");
    case kArtilleryRockyWoods:
        return refused("artillery may not enter a hex of rocky hill and woods", "§1.1, §11.1.3");
    case kNightZone:
        return refused("units may not enter an enemy zone of control on a night turn", "§10");
    case kZoneToZone:
        return refused("a unit may not move from one enemy zone of control straight into another", "§11.1.1");
    case kAlongRoad:
        return {true, verdict.cost, "along the road: 1/2 MF", rule("§11.1.3, Table 1")};
    case kIntoTown:
        return {true, verdict.cost, "into Gettysburg: 1/2 MF", rule("§11.1.3, Table 1")};
    default:
        break;
    }
    std::vector<std::string_view> parts = {"1 to enter"};
    if ((verdict.detail & kWoodsTerm) != 0) parts.emplace_back("+1 woods");
    if ((verdict.detail & kRockyHillTerm) != 0) parts.emplace_back("+1 rocky hill");
    if ((verdict.detail & kStreamTerm) != 0) parts.emplace_back("+1 stream");
    if ((verdict.detail & kZoneTerm) != 0) parts.emplace_back("+1 enemy ZOC");
    if ((verdict.detail & kZoneOverRoadTerm) != 0) parts.emplace_back("+1 enemy ZOC (no road movement into it)");
    const bool into_zone = (verdict.detail & (kZoneTerm | kZoneOverRoadTerm)) != 0;
    return {true, verdict.cost, fmt::format("{}: {:g} MF", fmt::join(parts, ", "), verdict.cost),
            rule(into_zone ? "§11.1.1, §11.1.3, Table 1" : "§11.1.3, Table 1")};
}

std::optional<StepCost> MovementSteps::must_stop(HexCoord hex) const {
    if (!in_zone(hex, board_.map().index_of(hex).value_or(kOffMap))) return std::nullopt;
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
