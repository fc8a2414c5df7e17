#include "model/scenario_rules.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

namespace {

std::optional<std::size_t> column_index(const DataTable& table, const std::string& column) {
    const auto it = std::find(table.columns.begin(), table.columns.end(), column);
    if (it == table.columns.end()) return std::nullopt;
    return static_cast<std::size_t>(it - table.columns.begin());
}

}  // namespace

RowLookup find_row(const DataTable& table, const std::string& row) {
    RowLookup lookup;
    int matches = 0;
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        if (table.rows[i].empty() || table.rows[i].front() != row) continue;
        if (!lookup.index) lookup.index = i;
        ++matches;
    }
    if (matches == 0) {
        lookup.problem = fmt::format("the table \"{}\" has no row \"{}\"", table.id, row);
    } else if (matches > 1) {
        lookup.index.reset();
        lookup.problem = fmt::format("the table \"{}\" has {} rows \"{}\"", table.id, matches, row);
    }
    return lookup;
}

std::optional<std::string> cell_value(const RulesData& rules, const RulesCell& where) {
    const DataTable* table = rules.find(where.table);
    if (table == nullptr) return std::nullopt;
    const auto column = column_index(*table, where.column);
    const RowLookup row = find_row(*table, where.row);
    if (!column || !row.index || *column >= table->rows[*row.index].size()) return std::nullopt;
    return table->rows[*row.index][*column];
}

ScenarioRules rules_of(const Book& book, const Scenario& scenario) {
    ScenarioRules result{book.rules, {}};
    for (const RulesCell& cell : scenario.rules) {
        DataTable* table = result.rules.find(cell.table);
        if (table == nullptr) {
            result.problems.push_back({cell, fmt::format("the book has no rules table \"{}\"", cell.table)});
            continue;
        }
        const auto column = column_index(*table, cell.column);
        if (!column) {
            result.problems.push_back({cell, fmt::format("the table \"{}\" has no column \"{}\"", cell.table, cell.column)});
            continue;
        }
        if (*column == 0) {
            result.problems.push_back({cell, fmt::format("the column \"{}\" names the rows of \"{}\": a scenario cannot change it",
                                                         cell.column, cell.table)});
            continue;
        }
        const RowLookup row = find_row(*table, cell.row);
        if (!row.index) {
            result.problems.push_back({cell, row.problem});
            continue;
        }
        auto& cells = table->rows[*row.index];
        if (*column < cells.size()) cells[*column] = cell.value;
    }
    return result;
}

std::string where_of(const RulesCell& cell) { return fmt::format("{}, {}, {}", cell.table, cell.row, cell.column); }

}  // namespace sandtable
