#pragma once
// The book's copy of a rules-data table, or the rulebook's when the book has none, read by column key.
#include "model/book.hpp"
#include "model/rules_data.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sandtable::gettysburg_150 {

struct TableView {
    const DataTable* table = nullptr;  // null when neither the book nor the rulebook has it
    [[nodiscard]] explicit operator bool() const { return table != nullptr; }
    // The cell of `row` under `column`; empty when there is no such column.
    [[nodiscard]] std::string cell(const std::vector<std::string>& row, std::string_view column) const;
};

[[nodiscard]] TableView book_table(const Book& book, std::string_view id);
// Only the book's own copy.
[[nodiscard]] TableView own_table(const Book& book, std::string_view id);

[[nodiscard]] std::optional<long> whole_number(std::string_view text);

}  // namespace sandtable::gettysburg_150
