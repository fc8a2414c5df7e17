#include "validators/core/core_checks.hpp"

#include "model/scenario_forces.hpp"

#include <fmt/format.h>
#include <set>

namespace sandtable::core {

void check_assignments(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    if (scenario.assignments.empty()) return;
    // The context's forces already hold the assignments that apply; applying them again finds
    // those that do not, with the same reasons.
    const Book& book = context.book;
    auto ref = [&](const std::string& id) {
        const ForceNode* node = book.forces.node(id);
        return ObjectRef{node != nullptr && node->kind == ForceNodeKind::Formation ? "formation" : "unit", id};
    };
    std::set<std::string> assigned;
    for (const auto& assignment : scenario.assignments) {
        if (!assigned.insert(assignment.node).second) {
            sink.report(check.diagnostic(fmt::format("{} is assigned to a formation more than once", book.forces.name_of(assignment.node)),
                                         {ref(assignment.node)}, context));
        }
    }
    for (const auto& problem : forces_of(book, scenario).problems) {
        sink.report(check.diagnostic(fmt::format("{} cannot serve under {}: {}", book.forces.name_of(problem.assignment.node),
                                                 book.forces.name_of(problem.assignment.formation), problem.reason),
                                     {ref(problem.assignment.node), ObjectRef{"formation", problem.assignment.formation}}, context));
    }
}

}  // namespace sandtable::core
