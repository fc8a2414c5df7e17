#include "model/rulesets/pub_battles/command_range.hpp"

#include "model/freeform/geometry_adapt.hpp"

#include <fmt/format.h>

namespace sandtable::pub_battles {

namespace bg = boost::geometry;

namespace {

std::string distance_text(const std::string& who, double distance, double range) {
    return fmt::format("{} {:.0f} away ({})", who, distance, distance <= range ? "in range" : "out of range");
}

}  // namespace

double footprint_distance(const PieceFootprint& a, const PieceFootprint& b) {
    return bg::distance(footprint_polygon(a), footprint_polygon(b));
}

CommandReach command_reach(const Battlefield& field, const FieldPiece& piece) {
    CommandReach reach;
    reach.range = field.mounted_move() / 3.0;
    std::vector<std::string> parts;
    if (const FieldPiece* hq = field.command_hq(piece); hq != nullptr && hq->id != piece.id) {
        reach.hq = hq->id;
        reach.to_hq = footprint_distance(piece.footprint, hq->footprint);
        reach.in_range = reach.to_hq <= reach.range;
        parts.push_back(distance_text("HQ " + hq->name, reach.to_hq, reach.range));
    }
    if (const FieldPiece* army = field.army_hq(piece.side); army != nullptr && army->id != piece.id) {
        reach.army_hq = army->id;
        reach.to_army_hq = footprint_distance(piece.footprint, army->footprint);
        reach.in_range = reach.in_range || reach.to_army_hq <= reach.range;
        parts.push_back(distance_text("army HQ " + army->name, reach.to_army_hq, reach.range));
    }
    if (parts.empty()) parts.emplace_back("no HQ of its own or army HQ on the map");
    reach.summary = fmt::format("{} {} command range (1/3 Mounted move: {:.0f}): {}", piece.name,
                                reach.in_range ? "is in" : "is not in", reach.range, fmt::join(parts, "; "));
    return reach;
}

}  // namespace sandtable::pub_battles
