#pragma once
// Rules data of a book: named tables of rows (terrain effects, combat results, turn tracks, decks),
// stored generically as text cells and described by the ruleset's data schema.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct DataTable {
    std::string id;                             // "terrain-effects"
    std::vector<std::string> columns;           // column keys
    std::vector<std::vector<std::string>> rows; // each row has columns.size() cells
    friend bool operator==(const DataTable&, const DataTable&) = default;
};

struct RulesData {
    std::vector<DataTable> tables;
    [[nodiscard]] const DataTable* find(std::string_view id) const;
    [[nodiscard]] DataTable* find(std::string_view id);
    friend bool operator==(const RulesData&, const RulesData&) = default;
};

enum class ColumnType { Text, Integer, Number, Flag };

struct ColumnDef {
    std::string key;
    std::string label;
    ColumnType type = ColumnType::Text;
    bool optional = false;  // a cell may be empty ("–" in the rulebook)
};

struct TableDef {
    std::string id;
    std::string title;
    std::string rule;  // rulebook section it comes from: "gettysburg-125 §1.1 Table 1"
    std::vector<ColumnDef> columns;
    // The rulebook prints no rows: each book fills the table in (per scenario values, say).
    bool filled_by_book = false;
};

struct DataSchema {
    std::vector<TableDef> tables;
    [[nodiscard]] const TableDef* find(std::string_view id) const;
};

}  // namespace sandtable
