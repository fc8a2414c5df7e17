#pragma once
// Where a book's rules data departs from its ruleset's rulebook: house rules, or the rules of a
// variant game. A book starts with the rulebook's tables (RulesetDefinition::rulebook_data) and its
// unit schema; each cell the designer changed, each row or table added or left out, and each
// attribute range set apart from the schema's, is a departure, named with where it is and the rule
// it belongs to.
#include "model/book.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct RulebookDeparture {
    enum class Kind { CellChanged, RowAdded, RowRemoved, TableAdded, TableRemoved, RangeChanged };
    Kind kind = Kind::CellChanged;
    std::string table;     // table id: "terrain-effects"; empty for a range
    std::string title;     // the table's title: "Terrain effects"; "Unit schema" for a range
    std::string rule;      // the rule the table or attribute comes from: "gettysburg-125 §7.1 Table 3"
    std::string row;       // the row's first cell ("woods"), or "row N" when first cells repeat; empty for a table;
                           // the attribute's label for a range
    std::string column;    // the column's label ("Movement cost"); empty for a row or table; "Range" for a range
    std::string rulebook;  // the rulebook's value (a row written out for a row); empty when added
    std::string book;      // the book's value; empty when removed
    std::string attribute; // the attribute's key for a range: "movement"
    friend bool operator==(const RulebookDeparture&, const RulebookDeparture&) = default;
};

// Every departure, table by table in the rulebook's order, then tables the book adds, then ranges
// in the book's order. Tables the
// rulebook leaves for each book to fill in (TableDef::filled_by_book) are not departures.
[[nodiscard]] std::vector<RulebookDeparture> rulebook_departures(const Book& book, const RulesetDefinition& ruleset);

// "Terrain effects, woods, Movement cost": where the departure is, for a designer.
[[nodiscard]] std::string where_of(const RulebookDeparture& departure);
// "added", "removed", "changed".
[[nodiscard]] std::string_view change_of(const RulebookDeparture& departure);

}  // namespace sandtable
