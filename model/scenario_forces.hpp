#pragma once
// The forces as a scenario plays them: the book's formations and units with the scenario's
// assignments applied, so that a reassigned piece sits under its new formation.
#include "model/book.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct AssignmentProblem {
    Assignment assignment;
    std::string reason;  // "cs-nowhere is not a formation of the book"
};

struct ScenarioForces {
    Forces forces;
    std::vector<AssignmentProblem> problems;  // assignments that could not be applied, left out
};

// `scenario` should be resolved (resolve_scenario), so that its variants' reassignments are in
// its assignments. An assignment is applied when its node and formation exist, are of one side,
// and the formation is not the node itself or inside it; else it is left out with the reason.
[[nodiscard]] ScenarioForces forces_of(const Book& book, const Scenario& scenario);

}  // namespace sandtable
