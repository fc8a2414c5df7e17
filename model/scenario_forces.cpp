#include "model/scenario_forces.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

// Why the assignment cannot be applied to `forces`; empty when it can.
std::string refusal(const Forces& forces, const Assignment& assignment) {
    const auto node = forces.find(assignment.node);
    if (!node) return fmt::format("{} is not a unit or formation of the book", assignment.node);
    const auto formation = forces.find(assignment.formation);
    if (!formation) return fmt::format("{} is not a formation of the book", assignment.formation);
    const ForceNode& target = forces.sides[formation->side].nodes[formation->index];
    if (target.kind != ForceNodeKind::Formation) {
        return fmt::format("{} is a unit: only a formation takes pieces", forces.name_of(assignment.formation));
    }
    if (formation->side != node->side) {
        return fmt::format("{} and {} are of different sides", forces.name_of(assignment.node), forces.name_of(assignment.formation));
    }
    if (formation->index >= node->index && formation->index < node->index + forces.subtree_size(*node)) {
        return fmt::format("{} is {} or inside it", forces.name_of(assignment.formation), forces.name_of(assignment.node));
    }
    return {};
}

}  // namespace

ScenarioForces forces_of(const Book& book, const Scenario& scenario) {
    ScenarioForces out{book.forces, {}};
    for (const Assignment& assignment : scenario.assignments) {
        if (std::string reason = refusal(out.forces, assignment); !reason.empty()) {
            out.problems.push_back({assignment, std::move(reason)});
            continue;
        }
        (void)out.forces.move(assignment.node, assignment.formation);
    }
    return out;
}

}  // namespace sandtable
