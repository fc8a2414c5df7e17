#include "model/rulesets/gettysburg_150/line_of_sight.hpp"

#include "model/board/sight_line.hpp"
#include "model/rulesets/gettysburg_150/movement.hpp"
#include "model/rulesets/gettysburg_150/terrain_ids.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_150 {

namespace {

const std::string kRule = "gettysburg-150 §8 Combat";

// How far behind a ridge an end may be and still be hidden by it (§8).
constexpr int kHiddenBehindRidge = 2;

struct Inspection {
    bool blocks = false;
    std::string reason;
};

Inspection inspect(const Board& board, HexCoord hex, HexCoord from, HexCoord to) {
    std::vector<std::string> blockers;
    if (board.has_terrain(hex, kWoods)) blockers.emplace_back("woods");
    if (board.has_terrain(hex, kTown)) blockers.emplace_back("Gettysburg");
    const int ridge = height(board, hex);
    if (ridge > 0) {
        const std::string name = ridge == 2 ? "double ridge" : "ridge";
        for (const HexCoord end : {from, to}) {
            const int behind = distance(end, hex);
            if (behind <= kHiddenBehindRidge && height(board, end) < ridge) {
                blockers.push_back(fmt::format("{} with {} {} hex{} behind it", name, board.map().label(end), behind,
                                               behind == 1 ? "" : "es"));
                break;
            }
        }
    }
    for (const BoardUnit* unit : board.units_at(hex)) {
        if (unit->type() != kLeader) blockers.push_back(unit->id());
    }
    const std::string label = board.map().label(hex);
    if (blockers.empty()) {
        return {false, ridge > 0 ? fmt::format("{}: ridge, both ends on a ridge as high", label)
                                 : fmt::format("{}: open", label)};
    }
    return {true, fmt::format("{}: {} blocks", label, fmt::join(blockers, ", "))};
}

}  // namespace

Sight line_of_sight(const Board& board, HexCoord from, HexCoord to, int range) {
    const HexMap& map = board.map();
    if (auto decided = sight_by_distance(map, from, to, range, kRule, "adjacent: terrain does not affect sight this close")) {
        return *decided;
    }
    Sight sight;
    sight.rule = kRule;
    sight.distance = distance(from, to);
    sight.clear = true;
    for (const SightLineHex& step : hexes_between(from, to)) {
        const Inspection one = inspect(board, step.hex, from, to);
        SightPoint point{{step.hex}, one.blocks, one.reason};
        if (step.beside) {
            // Along a hexside the line is blocked only when both hexes block.
            const Inspection other = inspect(board, *step.beside, from, to);
            point.hexes.push_back(*step.beside);
            point.blocks = one.blocks && other.blocks;
            point.reason = fmt::format("along the hexside of {} and {}{}", one.reason, other.reason,
                                       point.blocks ? "" : ": clear unless both block");
        }
        if (point.blocks) sight.clear = false;
        sight.points.push_back(std::move(point));
    }
    sight.summary = sight.clear ? fmt::format("{} sees {}", map.label(from), map.label(to))
                                : fmt::format("the line from {} to {} is blocked", map.label(from), map.label(to));
    return sight;
}

}  // namespace sandtable::rulesets::gettysburg_150
