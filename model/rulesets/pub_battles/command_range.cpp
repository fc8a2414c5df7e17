#include "model/rulesets/pub_battles/command_range.hpp"

#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <fmt/format.h>

namespace sandtable::pub_battles {

namespace bg = boost::geometry;

namespace {

// The ground within `range` of a piece: its outline widened, rounded at the corners.
MultiPolygon range_around(const FreeformPiece& piece, double range) {
    const auto& c = piece.footprint.corners;
    const Polyline outline{c[0], c[1], c[2], c[3], c[0]};
    auto widened = buffered(outline, range);
    return widened ? std::move(*widened) : MultiPolygon{};
}

std::string distance_text(const std::string& who, double distance, double range) {
    return fmt::format("{} {:.0f} away ({})", who, distance, distance <= range ? "in range" : "out of range");
}

}  // namespace

double footprint_distance(const PieceFootprint& a, const PieceFootprint& b) {
    return bg::distance(footprint_polygon(a), footprint_polygon(b));
}

CommandReach command_reach(const FreeformBoard& field, const FreeformPiece& piece) {
    CommandReach reach;
    reach.rule = std::string(kCommandRangeRule);
    reach.range = field.mounted_move() / 3.0;
    std::vector<std::string> parts;
    if (const FreeformPiece* hq = field.command_hq(piece); hq != nullptr && hq->id != piece.id) {
        reach.hq = hq->id;
        reach.to_hq = footprint_distance(piece.footprint, hq->footprint);
        reach.in_range = reach.to_hq <= reach.range;
        reach.hq_ring = range_around(*hq, reach.range);
        reach.hq_at = hq->centre;
        parts.push_back(distance_text("HQ " + hq->name, reach.to_hq, reach.range));
    }
    if (const FreeformPiece* army = field.army_hq(piece.side); army != nullptr && army->id != piece.id) {
        reach.army_hq = army->id;
        reach.to_army_hq = footprint_distance(piece.footprint, army->footprint);
        reach.in_range = reach.in_range || reach.to_army_hq <= reach.range;
        reach.army_hq_ring = range_around(*army, reach.range);
        reach.army_hq_at = army->centre;
        parts.push_back(distance_text("army HQ " + army->name, reach.to_army_hq, reach.range));
    }
    if (parts.empty()) parts.emplace_back("no HQ of its own or army HQ on the map");
    reach.summary = fmt::format("{} {} command range (1/3 Mounted move: {:.0f}): {}", piece.name,
                                reach.in_range ? "is in" : "is not in", reach.range, fmt::join(parts, "; "));
    return reach;
}

}  // namespace sandtable::pub_battles
