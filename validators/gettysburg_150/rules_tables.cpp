#include "validators/gettysburg_150/rules_tables.hpp"

#include "model/rulesets/gettysburg_150/definition.hpp"

#include <algorithm>
#include <charconv>

namespace sandtable::gettysburg_150 {

std::string TableView::cell(const std::vector<std::string>& row, std::string_view column) const {
    const auto found = std::find(table->columns.begin(), table->columns.end(), column);
    const auto index = static_cast<std::size_t>(found - table->columns.begin());
    return found == table->columns.end() || index >= row.size() ? std::string() : row[index];
}

TableView own_table(const Book& book, std::string_view id) { return {book.rules.find(id)}; }

TableView book_table(const Book& book, std::string_view id) {
    if (const DataTable* own = book.rules.find(id)) return {own};
    static const RulesetDefinition rulebook = rulesets::gettysburg_150::definition();
    return {rulebook.rulebook_data.find(id)};
}

std::optional<long> whole_number(std::string_view text) {
    long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
    return value;
}

}  // namespace sandtable::gettysburg_150
