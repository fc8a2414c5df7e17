#include "validators/core/core_checks.hpp"

#include "model/variant_resolution.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace sandtable::core {

namespace {

bool listed(const std::vector<std::string>& list, std::string_view item) { return std::find(list.begin(), list.end(), item) != list.end(); }

// Whether the scenario must account for a unit of this type: not when the ruleset keeps the type
// off the map, nor when the type belongs to an optional rule the scenario does not play.
bool accounting_asks_for(std::string_view type, const RulesetDefinition* ruleset, const Scenario& scenario) {
    if (ruleset == nullptr) return true;
    if (listed(ruleset->unit_schema.off_map_types, type)) return false;
    for (const OptionalRuleDef& option : ruleset->optional_rules) {
        if (listed(option.unit_types, type) && !(scenario.options && listed(*scenario.options, option.id))) return false;
    }
    return true;
}

}  // namespace

void check_unit_accounting(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const auto oob = order_of_battle(book, scenario);
    // Looked up once: a large book's thousands of units each asked of the forces in turn was quadratic.
    std::unordered_map<std::string_view, const ForceNode*> nodes;
    for (const auto& side : book.forces.sides) {
        for (const auto& node : side.nodes) nodes.try_emplace(node.id, &node);
    }
    const auto node_of = [&](std::string_view id) -> const ForceNode* {
        const auto found = nodes.find(id);
        return found == nodes.end() ? nullptr : found->second;
    };
    const std::unordered_set<std::string_view> in_oob(oob.begin(), oob.end());
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
        const ForceNode* node = node_of(unit);
        const std::string name = node != nullptr ? node->name : unit;
        auto it = appearances.find(unit);
        if (it == appearances.end()) {
            if (node != nullptr && !accounting_asks_for(node->type, context.ruleset, scenario)) continue;
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
        if (!in_oob.contains(unit) && node_of(unit) != nullptr) {
            sink.report(check.diagnostic(fmt::format("unit \"{}\" {} but is not in the scenario's order of battle", unit, where.front()),
                                         {ObjectRef{"unit", unit}}, context));
        }
    }
}

}  // namespace sandtable::core
