#pragma once
// Where a book's rules data departs from its ruleset's rulebook: house rules, or the rules of a
// variant game. A book starts with the rulebook's tables (RulesetDefinition::rulebook_data); each
// cell the designer changed, and each row or table added or left out, is a departure, named with
// the table, its row, its column and the rule the table comes from.
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct RulebookDeparture {
    enum class Kind { CellChanged, RowAdded, RowRemoved, TableAdded, TableRemoved };
    Kind kind = Kind::CellChanged;
    std::string table;     // table id: "terrain-effects"
    std::string title;     // the table's title: "Terrain effects"
    std::string rule;      // the rule the table comes from: "gettysburg-125 §7.1 Table 3"
    std::string row;       // the row's first cell ("woods"), or "row N" when first cells repeat; empty for a table
    std::string column;    // the column's label ("Movement cost"); empty for a row or table
    std::string rulebook;  // the rulebook's value (a row written out for a row); empty when added
    std::string book;      // the book's value; empty when removed
    friend bool operator==(const RulebookDeparture&, const RulebookDeparture&) = default;
};

// Every departure, table by table in the rulebook's order, then tables the book adds. Tables the
// rulebook leaves for each book to fill in (TableDef::filled_by_book) are not departures.
[[nodiscard]] std::vector<RulebookDeparture> rulebook_departures(const Book& book, const RulesetDefinition& ruleset);

// "Terrain effects, woods, Movement cost": where the departure is, for a designer.
[[nodiscard]] std::string where_of(const RulebookDeparture& departure);
// "added", "removed", "changed".
[[nodiscard]] std::string_view change_of(const RulebookDeparture& departure);

}  // namespace sandtable
