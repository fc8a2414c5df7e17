#pragma once
// The book's copy of a Gettysburg 150 rules-data table, or the rulebook's when the book has none.
#include "model/book.hpp"
#include "model/rules_table_view.hpp"
#include "model/text.hpp"

#include <string_view>

namespace sandtable::gettysburg_150 {

using TableView = RulesTableView;

[[nodiscard]] TableView book_table(const Book& book, std::string_view id);
// Only the book's own copy.
[[nodiscard]] TableView own_table(const Book& book, std::string_view id);

}  // namespace sandtable::gettysburg_150
