#include "model/rulesets/gettysburg_125/line_of_sight.hpp"

#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "model/rulesets/gettysburg_125/unit_factors.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <set>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

namespace {

const std::string kRule = "gettysburg-125 §9";

SightPoint inspect(const Board& board, HexCoord hex, bool observer_on_hill) {
    std::vector<std::string> blockers;
    std::vector<std::string> passed;
    if (board.has_terrain(hex, kWoods)) blockers.emplace_back("woods");
    if (board.has_terrain(hex, kTown)) blockers.emplace_back("Gettysburg");
    for (const auto hill : {kHill, kRockyHill}) {
        if (!board.has_terrain(hex, hill)) continue;
        const std::string name = hill == kHill ? "hill" : "rocky hill";
        (observer_on_hill ? passed : blockers).push_back(name);
    }
    for (const BoardUnit* unit : board.units_at(hex)) blockers.push_back(unit->id());
    SightPoint point{{hex}, !blockers.empty(), {}};
    const std::string label = board.map().label(hex);
    if (point.blocks) {
        point.reason = fmt::format("{}: {} blocks", label, fmt::join(blockers, ", "));
    } else if (!passed.empty()) {
        point.reason = fmt::format("{}: {}, seen over from a hill", label, fmt::join(passed, ", "));
    } else {
        point.reason = fmt::format("{}: open", label);
    }
    return point;
}

bool on_hill(const Board& board, HexCoord hex) { return board.has_terrain(hex, kHill) || board.has_terrain(hex, kRockyHill); }

}  // namespace

int artillery_range(const BoardUnit& unit) {
    const int range = unit_attribute(unit, "range");
    return range > 0 ? range : kArtilleryRange;
}

Sight line_of_sight(const Board& board, HexCoord from, HexCoord to, int range) {
    const HexMap& map = board.map();
    if (auto decided = sight_by_distance(map, from, to, range, kRule,
                                         "adjacent: no hex in between (indirect fire may not target an adjacent unit)")) {
        return *decided;
    }
    Sight sight;
    sight.rule = kRule;
    sight.distance = distance(from, to);
    // Every hex on some shortest run between the two, by its distance from `from`.
    std::map<int, std::vector<HexCoord>> layers;
    for (int step = 1; step < sight.distance; ++step) {
        for (const HexCoord hex : ring(from, step)) {
            if (distance(hex, to) == sight.distance - step && map.contains(hex)) layers[step].push_back(hex);
        }
    }
    const bool observer_on_hill = on_hill(board, from);
    std::set<HexCoord> open = {from};
    for (auto& [step, hexes] : layers) {
        std::set<HexCoord> next;
        for (const HexCoord hex : hexes) {
            SightPoint point = inspect(board, hex, observer_on_hill);
            const bool linked = std::any_of(open.begin(), open.end(), [&](HexCoord o) { return distance(o, hex) == 1; });
            if (!point.blocks && linked) next.insert(hex);
            sight.points.push_back(std::move(point));
        }
        open = std::move(next);
    }
    sight.clear = !open.empty();
    sight.summary = sight.clear ? fmt::format("{} sees {}", map.label(from), map.label(to))
                                : fmt::format("every hex between {} and {} blocks", map.label(from), map.label(to));
    return sight;
}

}  // namespace sandtable::rulesets::gettysburg_125
