// Pieces of an optional rule (baggage trains) in play only when the scenario plays that rule. The
// count itself, every piece set up or arriving once, is core.unit-accounting's, which the ruleset's
// definition tells which pieces it need not ask for: detachments, and the optional rules' pieces
// while their rule is out of play.
#include "model/object_id.hpp"
#include "validators/pub_battles/checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

namespace sandtable::pub_battles {

void check_accounting(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    if (context.ruleset == nullptr) return;
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    std::unordered_map<std::string_view, const OptionalRuleDef*> rule_of_type;
    for (const OptionalRuleDef& option : context.ruleset->optional_rules) {
        if (option_in_force(scenario, option.id)) continue;
        for (const std::string& type : option.unit_types) rule_of_type.try_emplace(type, &option);
    }
    if (rule_of_type.empty()) return;
    std::unordered_map<std::string_view, const ForceNode*> units;
    for (const Side& side : book.forces.sides) {
        for (const ForceNode& node : side.nodes) {
            if (node.kind == ForceNodeKind::Unit) units.try_emplace(node.id, &node);
        }
    }
    const auto out_of_play = [&](const std::string& unit, const std::string& comes, std::vector<ObjectRef> objects) {
        const auto node = units.find(unit);
        if (node == units.end()) return;  // core.scenario-reference
        const auto option = rule_of_type.find(node->second->type);
        if (option == rule_of_type.end()) return;
        Diagnostic diagnostic = check.diagnostic(
            fmt::format("{} ({}) {}, but the scenario does not play {}: a {} takes part only with that rule (add {} to the "
                        "scenario's options)",
                        name_or_id(*node->second), node->second->type, comes, option->second->name, node->second->type, option->second->id),
            std::move(objects), context);
        diagnostic.rule = option->second->rule;
        sink.report(std::move(diagnostic));
    };
    for (const Placement& placement : scenario.setup) out_of_play(placement.unit, "is set up", {{"unit", placement.unit}});
    for (const ReinforcementEntry& entry : scenario.schedule) {
        for (const std::string& unit : entry.units) {
            out_of_play(unit, fmt::format("arrives on turn {} with entry \"{}\"", entry.turn, entry.id), {{"unit", unit}, {"entry", entry.id}});
        }
    }
}

}  // namespace sandtable::pub_battles
