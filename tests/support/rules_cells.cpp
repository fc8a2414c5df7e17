#include "support/rules_cells.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable::test {

void set_rules_cell(RulesData& rules, std::string_view table, std::size_t row, std::string_view column, std::string text) {
    DataTable* data = rules.find(table);
    if (data == nullptr) {
        ADD_FAILURE() << "no rules table " << table;
        return;
    }
    const auto at = std::find(data->columns.begin(), data->columns.end(), column);
    if (at == data->columns.end() || row >= data->rows.size()) {
        ADD_FAILURE() << "no cell " << column << " in row " << row << " of " << table;
        return;
    }
    data->rows[row].at(static_cast<std::size_t>(at - data->columns.begin())) = std::move(text);
}

}  // namespace sandtable::test
