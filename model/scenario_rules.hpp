#pragma once
// The rules data as a scenario plays it: the book's tables with the scenario's own cells (a
// variant game's rules) written over them.
#include "model/book.hpp"

#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct RulesCellProblem {
    RulesCell cell;
    std::string reason;  // "the table \"terrain-effects\" has no row \"swamp\""
};

struct ScenarioRules {
    RulesData rules;
    std::vector<RulesCellProblem> problems;  // cells that name no cell of the book, left out
};

// The row of `table` whose first cell is `row`, or why there is not exactly one.
struct RowLookup {
    std::optional<std::size_t> index;
    std::string problem;
};
[[nodiscard]] RowLookup find_row(const DataTable& table, const std::string& row);

// The value of the cell `where` names in `rules` (its value is not read), or nothing when there is no such cell.
[[nodiscard]] std::optional<std::string> cell_value(const RulesData& rules, const RulesCell& where);

// `scenario` should be resolved (resolve_scenario), so that its variants' cells are in its rules.
[[nodiscard]] ScenarioRules rules_of(const Book& book, const Scenario& scenario);

// Where a cell sits: "terrain-effects, woods, movement".
[[nodiscard]] std::string where_of(const RulesCell& cell);

}  // namespace sandtable
