#include "validators/gettysburg_150/checks.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace sandtable::gettysburg_150 {

void check_arrival_hexes(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    const GameMap* map = context.book.map(scenario.map);
    if (map == nullptr || map->kind != MapKind::Hex) return;  // core.scenario-reference reports it
    for (const auto& entry : scenario.schedule) {
        const Location& where = entry.location;
        std::string problem;
        switch (where.kind) {
        case LocationKind::Hex:
            if (const auto found = map->hex.find_label(where.ref); !found) {
                problem = fmt::format("map \"{}\": {}", map->id, found.error());
            }
            break;
        case LocationKind::Edge: {
            const auto& edges = map->hex.edges;
            const auto edge = std::find_if(edges.begin(), edges.end(), [&](const MapEdge& e) { return e.id == where.ref; });
            if (edge == edges.end()) {
                problem = fmt::format("map \"{}\" has no edge \"{}\"", map->id, where.ref);
            } else if (edge->entry_hexes.empty()) {
                problem = fmt::format("edge \"{}\" of map \"{}\" has no entry hex", where.ref, map->id);
            }
            break;
        }
        case LocationKind::Area:
            problem = fmt::format("area \"{}\" is not a hex: reinforcements enter at a hex of the board", where.ref);
            break;
        case LocationKind::Point:
            problem = "a point of a free-form map is not a hex: reinforcements enter at a hex of the board";
            break;
        case LocationKind::With: break;  // where the unit it comes with is; core.arrival-with checks that unit
        }
        if (problem.empty()) continue;
        std::vector<ObjectRef> objects = {{"entry", entry.id}};
        if (where.kind == LocationKind::Hex) objects.push_back({"hex", where.ref});
        if (where.kind == LocationKind::Edge) objects.push_back({"edge", where.ref});
        sink.report(check.diagnostic(fmt::format("schedule entry \"{}\" arrives where it cannot: {}", entry.id, problem),
                                     std::move(objects), context));
    }
}

}  // namespace sandtable::gettysburg_150
