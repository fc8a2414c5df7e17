#include "model/rulesets/gettysburg_125/defensive_fire.hpp"

#include "model/rulesets/gettysburg_125/line_of_sight.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "model/rulesets/gettysburg_125/unit_factors.hpp"
#include "model/rulesets/gettysburg_125/zone_of_control.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace sandtable::rulesets::gettysburg_125 {

namespace {

const std::string kRule = "gettysburg-125 §13.1.1";
const std::string kSightRule = "gettysburg-125 §9, §13.1.1";

bool named(const std::vector<std::string>& ids, std::string_view id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

std::string defending_side(const CombatRequest& request) {
    for (const auto& id : request.defenders) {
        if (const BoardUnit* unit = request.board->unit(id)) return unit->side;
    }
    return {};
}

CombatSupport refuse(CombatSupport support, std::string reason, const std::string& rule = kRule) {
    support.eligible = false;
    support.reason = std::move(reason);
    support.rule = rule;
    return support;
}

}  // namespace

CombatSupport defensive_fire(const CombatRequest& request, std::string_view id) {
    const Board& board = *request.board;
    CombatSupport support;
    support.unit = std::string(id);
    const BoardUnit* unit = board.unit(id);
    if (unit == nullptr) return refuse(support, "not on the map");
    support.factor = current_cf(*unit);
    if (!is_artillery(unit->type())) return refuse(support, fmt::format("{} is not artillery", unit->type()));
    if (!request.options.contains(std::string(kIndirectFire))) {
        return refuse(support, "the Indirect fire optional rule is not in force", "gettysburg-125 §2, §13.1.1");
    }
    if (named(request.attackers, id) || named(request.defenders, id)) return refuse(support, "it takes part in the combat");
    if (unit->side != defending_side(request)) return refuse(support, "it is not on the defending side");
    const HexMap& map = board.map();
    if (EnemyZones(board, unit->side).contains(unit->hex)) {
        return refuse(support, fmt::format("engaged: {} is in enemy ZOC", map.label(unit->hex)));
    }
    if (request.bombarded.contains(support.unit)) return refuse(support, "bombarded this turn", "gettysburg-125 §12, §13.1.1");
    std::vector<const BoardUnit*> attackers;
    for (const auto& attacker_id : request.attackers) {
        if (const BoardUnit* attacker = board.unit(attacker_id)) attackers.push_back(attacker);
    }
    for (const BoardUnit* attacker : attackers) {
        if (distance(unit->hex, attacker->hex) <= 1) {
            return refuse(support,
                          fmt::format("{} in {} is adjacent: indirect fire may not be used against it",
                                      request.unit_text(attacker->id()), map.label(attacker->hex)),
                          kSightRule);
        }
    }
    std::vector<std::string> unseen;
    for (const BoardUnit* attacker : attackers) {
        const std::string where = fmt::format("{} in {}", request.unit_text(attacker->id()), map.label(attacker->hex));
        const Sight sight = line_of_sight(board, unit->hex, attacker->hex, artillery_range(*unit));
        if (sight.clear) {
            support.eligible = true;
            support.reason = fmt::format("sees {} from {}, {} hexes", where, map.label(unit->hex), sight.distance);
            support.rule = kSightRule;
            return support;
        }
        unseen.push_back(fmt::format("{} ({})", where, sight.summary));
    }
    return refuse(support, fmt::format("no line of sight to an attacker: {}", fmt::join(unseen, "; ")), kSightRule);
}

std::vector<CombatSupport> defensive_fire_candidates(const CombatRequest& request) {
    const std::string side = defending_side(request);
    std::vector<CombatSupport> candidates;
    for (const auto& unit : request.board->units()) {
        if (unit.side != side || !is_artillery(unit.type())) continue;
        if (named(request.attackers, unit.id()) || named(request.defenders, unit.id())) continue;
        candidates.push_back(defensive_fire(request, unit.id()));
    }
    return candidates;
}

}  // namespace sandtable::rulesets::gettysburg_125
