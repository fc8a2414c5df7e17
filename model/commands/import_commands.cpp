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
    if (step->empty()) return nullptr;
    return step;
}

}  // namespace sandtable
