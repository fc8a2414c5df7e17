#include "model/rules_table_view.hpp"

#include <algorithm>

namespace sandtable {

std::string RulesTableView::cell(const std::vector<std::string>& row, std::string_view column) const {
    const auto found = std::find(table->columns.begin(), table->columns.end(), column);
    const auto index = static_cast<std::size_t>(found - table->columns.begin());
    return found == table->columns.end() || index >= row.size() ? std::string() : row[index];
}

RulesTableView rules_table(const RulesData* book_rules, const RulesData& rulebook, std::string_view id) {
    if (book_rules != nullptr) {
        if (const DataTable* own = book_rules->find(id)) return {own};
    }
    return {rulebook.find(id)};
}

}  // namespace sandtable
