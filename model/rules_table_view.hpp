#pragma once
// One table of rules data read by column key: the book's own copy when it has one (a designer may
// have changed the rulebook's values), else the rulebook's.
#include "model/rules_data.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct RulesTableView {
    const DataTable* table = nullptr;  // null when neither the book nor the rulebook has it
    [[nodiscard]] bool found() const { return table != nullptr; }
    // The cell of `row` under `column`; empty when there is no such column.
    [[nodiscard]] std::string cell(const std::vector<std::string>& row, std::string_view column) const;
};

// `book_rules` may be null (no book): the rulebook's table is read then.
[[nodiscard]] RulesTableView rules_table(const RulesData* book_rules, const RulesData& rulebook, std::string_view id);

}  // namespace sandtable
