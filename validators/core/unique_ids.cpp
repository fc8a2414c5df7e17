#include "validators/core/core_checks.hpp"

#include <fmt/format.h>
#include <unordered_map>

namespace sandtable::core {

void check_unique_ids(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    std::unordered_map<std::string, std::string> seen;  // id -> what it first named
    auto declare = [&](const std::string& kind, const std::string& id) {
        auto [it, inserted] = seen.emplace(id, kind);
        if (!inserted) {
            sink.report(check.diagnostic(fmt::format("id \"{}\" names both a {} and a {}", id, it->second, kind),
                                         {ObjectRef{kind, id}}, context));
        }
    };
    for (const auto& map : book.maps) {
        declare("map", map.id);
        for (const auto& road : map.hex.roads) declare("road", road.id);
        for (const auto& place : map.hex.places) declare("place", place.id);
        for (const auto& objective : map.hex.objectives) declare("objective", objective.id);
        for (const auto& edge : map.hex.edges) declare("edge", edge.id);
    }
    for (const auto& side : book.forces.sides) {
        declare("side", side.id);
        for (const auto& node : side.nodes) declare(node.kind == ForceNodeKind::Unit ? "unit" : "formation", node.id);
    }
    for (const auto& scenario : book.scenarios) {
        declare("scenario", scenario.id);
        std::unordered_map<std::string, int> entries;
        for (const auto& entry : scenario.schedule) {
            if (++entries[entry.id] == 2) {
                sink.report(check.diagnostic(fmt::format("schedule entry id \"{}\" is used twice in scenario \"{}\"", entry.id, scenario.id),
                                             {ObjectRef{"entry", entry.id}, ObjectRef{"scenario", scenario.id}}, context));
            }
        }
    }
}

}  // namespace sandtable::core
