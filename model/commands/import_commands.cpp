#include "model/commands/import_commands.hpp"

#include "model/commands/change_value.hpp"

#include <set>

namespace sandtable {

std::unique_ptr<Command> make_import_step(const Book& book, const Book& imported, std::string name) {
    auto step = std::make_unique<Transaction>(name);
    if (!(book.forces == imported.forces)) {
        ChangeSet changes;
        std::set<std::string> ids;
        for (const Forces* forces : {&book.forces, &imported.forces}) {
            for (const Side& side : forces->sides) {
                for (const ForceNode& node : side.nodes) ids.insert(node.id);
            }
        }
        for (const std::string& id : ids) changes.force_node(id);
        // Every scenario's order of battle may name what the forces gained or lost.
        for (const Scenario& scenario : book.scenarios) changes.scenario(scenario.id);
        step->add(std::make_unique<ChangeValue<Forces>>(name, [](Book& b) { return &b.forces; }, imported.forces, std::move(changes)));
    }
    for (const Scenario& scenario : imported.scenarios) {
        const Scenario* before = book.scenario(scenario.id);
        if (before == nullptr || *before == scenario) continue;
        ChangeSet changes;
        changes.scenario(scenario.id);
        const std::string id = scenario.id;
        step->add(std::make_unique<ChangeValue<Scenario>>(name, [id](Book& b) { return b.scenario(id); }, scenario, std::move(changes)));
    }
    for (const GameMap& map : imported.maps) {
        const GameMap* before = book.map(map.id);
        if (before == nullptr || before->kind != MapKind::Hex || before->hex == map.hex) continue;
        ChangeSet changes;
        for (std::size_t i = 0; i < map.hex.terrain.size() && i < before->hex.terrain.size(); ++i) {
            if (map.hex.terrain[i] != before->hex.terrain[i]) changes.hex(map.id, map.hex.coord_at(i));
        }
        for (const HexsideFeatures* sides : {&map.hex.hexside_features, &before->hex.hexside_features}) {
            for (const auto& [side, mask] : *sides) {
                if (map.hex.hexside_features.mask(side) == before->hex.hexside_features.mask(side)) continue;
                const auto [a, b] = hexside_hexes(side);
                changes.hex(map.id, a);
                changes.hex(map.id, b);
            }
        }
        if (map.hex.roads != before->hex.roads) changes.map_part(map.id, MapPart::Roads);
        if (map.hex.places != before->hex.places) changes.map_part(map.id, MapPart::Places);
        if (map.hex.objectives != before->hex.objectives) changes.map_part(map.id, MapPart::Objectives);
        if (map.hex.edges != before->hex.edges) changes.map_part(map.id, MapPart::Edges);
        const std::string id = map.id;
        step->add(std::make_unique<ChangeValue<HexMap>>(name, [id](Book& b) { return &b.map(id)->hex; }, map.hex, std::move(changes)));
    }
    if (step->empty()) return nullptr;
    return step;
}

}  // namespace sandtable
