#include "validators/gettysburg_150/rules_tables.hpp"

#include "model/rulesets/gettysburg_150/definition.hpp"

namespace sandtable::gettysburg_150 {

TableView own_table(const Book& book, std::string_view id) { return {book.rules.find(id)}; }

TableView book_table(const Book& book, std::string_view id) {
    return rules_table(&book.rules, rulesets::gettysburg_150::rulebook_data(), id);
}

}  // namespace sandtable::gettysburg_150
