#include "validators/core/core_checks.hpp"

#include "model/variant_resolution.hpp"

#include <fmt/format.h>
#include <map>

namespace sandtable::core {

void check_unit_accounting(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const auto oob = order_of_battle(book, scenario);
    // Where each unit turns up: "set up at P3", "arrives with entry r2", "a starting casualty".
    std::map<std::string, std::vector<std::string>> appearances;
    for (const auto& placement : scenario.setup) {
        appearances[placement.unit].push_back(fmt::format("is set up at {}", placement.location.ref));
    }
    for (const auto& entry : scenario.schedule) {
        for (const auto& unit : entry.units) appearances[unit].push_back(fmt::format("arrives with entry {}", entry.id));
    }
    for (const auto& unit : scenario.casualties) appearances[unit].push_back("is a starting casualty");

    for (const auto& unit : oob) {
        const ForceNode* node = book.forces.node(unit);
        const std::string name = node != nullptr ? node->name : unit;
        auto it = appearances.find(unit);
        if (it == appearances.end()) {
            sink.report(check.diagnostic(fmt::format("{} ({}) takes part but is neither set up, scheduled to arrive, nor a starting casualty", name, unit),
                                         {ObjectRef{"unit", unit}}, context));
        } else if (it->second.size() > 1) {
            std::string where;
            for (const auto& w : it->second) where += (where.empty() ? "" : "; ") + w;
            sink.report(check.diagnostic(fmt::format("{} ({}) is accounted for {} times: {}", name, unit, it->second.size(), where),
                                         {ObjectRef{"unit", unit}}, context));
        }
    }
    for (const auto& [unit, where] : appearances) {
        if (std::find(oob.begin(), oob.end(), unit) == oob.end() && book.forces.node(unit) != nullptr) {
            sink.report(check.diagnostic(fmt::format("unit \"{}\" {} but is not in the scenario's order of battle", unit, where.front()),
                                         {ObjectRef{"unit", unit}}, context));
        }
    }
}

}  // namespace sandtable::core
