#include "model/freeform/freeform_answers_json.hpp"

#include "model/freeform/polygon_ops.hpp"

#include <string>

namespace sandtable {

nlohmann::json coordinates_of(const Polyline& line) {
    nlohmann::json points = nlohmann::json::array();
    for (const MapPoint& point : line) points.push_back({point.x, point.y});
    return points;
}

nlohmann::json coordinates_of(const MultiPolygon& shape) {
    nlohmann::json polygons = nlohmann::json::array();
    for (const Polygon& polygon : shape) {
        nlohmann::json rings = nlohmann::json::array();
        rings.push_back(coordinates_of(Polyline(polygon.outer.begin(), polygon.outer.end())));
        for (const Ring& hole : polygon.holes) rings.push_back(coordinates_of(Polyline(hole.begin(), hole.end())));
        polygons.push_back(rings);
    }
    return polygons;
}

nlohmann::json to_json(const FreeformReach& reach) {
    nlohmann::json out;
    out["move"] = {{"name", reach.move_name}, {"length", reach.move}};
    nlohmann::json cells = nlohmann::json::array();
    for (const MapRect& rect : reach.formation.cells) cells.push_back({rect.min.x, rect.min.y, rect.max.x, rect.max.y});
    out["formation"] = {{"allowance", reach.formation.allowance}, {"explanation", reach.formation.explanation},
                        {"area", reach.formation.area()}, {"cell", reach.formation.cell}, {"cells", cells},
                        {"rule", reach.formation.rule}};
    nlohmann::json stretches = nlohmann::json::array();
    for (const Polyline& stretch : reach.column.stretches) stretches.push_back(coordinates_of(stretch));
    out["road_column"] = {{"allowance", reach.column.allowance}, {"explanation", reach.column.explanation},
                          {"length", reach.column.length()}, {"stretches", stretches}, {"rule", reach.column.rule}};
    return out;
}

nlohmann::json to_json(const FireField& fire) {
    nlohmann::json enemies = nlohmann::json::array();
    for (const PieceShare& enemy : fire.enemies) enemies.push_back({{"unit", enemy.piece}, {"share", enemy.share}});
    return {{"projects", fire.projects}, {"range", fire.range}, {"area", area_of(fire.shape)},
            {"shape", coordinates_of(fire.shape)}, {"enemies", enemies}, {"rule", fire.rule}};
}

nlohmann::json to_json(const CommandReach& command) {
    return {{"range", command.range},           {"hq", command.hq},
            {"to_hq", command.to_hq},           {"army_hq", command.army_hq},
            {"to_army_hq", command.to_army_hq}, {"in_range", command.in_range},
            {"summary", command.summary},       {"rule", command.rule}};
}

nlohmann::json to_json(const FreeformSight& sight) {
    nlohmann::json out{{"clear", sight.clear}, {"distance", sight.distance}, {"summary", sight.summary}, {"rule", sight.rule}};
    out["obstacles"] = nlohmann::json::array();
    for (const SightObstacle& obstacle : sight.obstacles) {
        out["obstacles"].push_back({{"kind", obstacle.kind}, {"object", obstacle.object}, {"blocks", obstacle.blocks}, {"reason", obstacle.reason}});
    }
    return out;
}

nlohmann::json to_json(const PieceDice& dice) {
    nlohmann::json out{{"piece", dice.piece},       {"target", dice.target}, {"rolls", dice.rolls},
                       {"why_not", dice.why_not},   {"dice", dice.dice},     {"modifier", dice.modifier},
                       {"hits_on", dice.hits_on},   {"expected_hits", dice.expected_hits},
                       {"target_quality", dice.target_quality}, {"rule", dice.rule}};
    out["modifiers"] = nlohmann::json::array();
    for (const DieModifier& modifier : dice.modifiers) {
        out["modifiers"].push_back({{"value", modifier.value}, {"reason", modifier.reason}, {"rule", modifier.rule}});
    }
    return out;
}

nlohmann::json to_json(const CombatDice& dice) {
    return {{"kind", std::string(to_string(dice.kind))}, {"attacker", to_json(dice.attacker)}, {"defender", to_json(dice.defender)}};
}

}  // namespace sandtable
