#include "validators/gettysburg_150/checks.hpp"

#include "validators/gettysburg_150/rules_tables.hpp"

#include <fmt/format.h>

#include <set>

namespace sandtable::gettysburg_150 {

namespace {

// The row of `table` for this scenario and side: its own, else that of the scenario it extends.
const std::vector<std::string>* row_for(const Book& book, const TableView& table, const Scenario& scenario,
                                        std::string_view side) {
    std::set<std::string> visited;
    std::string id = scenario.id;
    // The resolved scenario of a variant no longer names its base; the book's own copy does.
    const Scenario* own = book.scenario(scenario.id);
    std::string extends = own != nullptr ? own->extends : scenario.extends;
    while (visited.insert(id).second) {
        for (const auto& row : table.table->rows) {
            if (table.cell(row, "scenario") == id && table.cell(row, "side") == side) return &row;
        }
        if (extends.empty()) break;
        const Scenario* base = book.scenario(extends);
        if (base == nullptr) break;
        id = base->id;
        extends = base->extends;
    }
    return nullptr;
}

}  // namespace

void check_base_action_points(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Book& book = context.book;
    const Scenario& scenario = *context.scenario;
    const TableView table = own_table(book, "scenario-action-points");
    for (const Side& side : book.forces.sides) {
        const auto* row = table.found() ? row_for(book, table, scenario, side.id) : nullptr;
        std::string problem;
        if (row == nullptr) {
            problem = "has no row for it in the scenario-action-points table";
        } else if (const auto ap = whole_number(table.cell(*row, "base-ap")); !ap || *ap < 0) {
            problem = fmt::format("has base AP \"{}\" in the scenario-action-points table, not a whole number of 0 or more",
                                  table.cell(*row, "base-ap"));
        }
        if (problem.empty()) continue;
        sink.report(check.diagnostic(
            fmt::format("scenario \"{}\" gives the {} no base action points: it {}", scenario.id,
                        side.name.empty() ? side.id : side.name, problem),
            {ObjectRef{"scenario", scenario.id}, ObjectRef{"side", side.id}}, context));
    }
}

}  // namespace sandtable::gettysburg_150
