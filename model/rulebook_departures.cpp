#include "model/rulebook_departures.hpp"

#include "model/book_unit_schema.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <set>

namespace sandtable {

namespace {

using Kind = RulebookDeparture::Kind;

// Rows are matched by their first cell when it names each row once in both tables (a terrain,
// a die roll), else by their place.
bool keyed_by_first_cell(const DataTable& a, const DataTable& b) {
    for (const DataTable* table : {&a, &b}) {
        std::set<std::string> seen;
        for (const auto& row : table->rows) {
            if (row.empty() || !seen.insert(row.front()).second) return false;
        }
    }
    return true;
}

std::string range_text(std::int64_t min, std::int64_t max) { return fmt::format("{} to {}", min, max); }

std::string row_text(const std::vector<std::string>& row) { return fmt::format("{}", fmt::join(row, " ")); }

std::string column_label(const TableDef* def, const std::string& key) {
    if (def != nullptr) {
        for (const auto& column : def->columns) {
            if (column.key == key && !column.label.empty()) return column.label;
        }
    }
    return key;
}

class Comparison {
public:
    Comparison(const TableDef* def, const DataTable& rulebook, const DataTable& book) : def_(def), rulebook_(rulebook), book_(book) {}

    void compare(std::vector<RulebookDeparture>& out) {
        const bool keyed = keyed_by_first_cell(rulebook_, book_);
        auto name = [&](std::size_t index, const std::vector<std::string>& row) {
            return keyed ? row.front() : fmt::format("row {}", index + 1);
        };
        auto find = [&](const DataTable& table, std::size_t index, const std::vector<std::string>& row) -> const std::vector<std::string>* {
            if (!keyed) return index < table.rows.size() ? &table.rows[index] : nullptr;
            auto it = std::find_if(table.rows.begin(), table.rows.end(), [&](const auto& r) { return r.front() == row.front(); });
            return it != table.rows.end() ? &*it : nullptr;
        };
        for (std::size_t i = 0; i < rulebook_.rows.size(); ++i) {
            const auto& printed = rulebook_.rows[i];
            const auto* own = find(book_, i, printed);
            if (own == nullptr) {
                out.push_back(departure(Kind::RowRemoved, name(i, printed), {}, row_text(printed), {}));
                continue;
            }
            for (std::size_t c = 0; c < rulebook_.columns.size(); ++c) {
                const std::string& key = rulebook_.columns[c];
                const auto at = std::find(book_.columns.begin(), book_.columns.end(), key);
                const std::string printed_cell = c < printed.size() ? printed[c] : std::string{};
                const std::size_t bc = static_cast<std::size_t>(at - book_.columns.begin());
                const std::string own_cell = at != book_.columns.end() && bc < own->size() ? (*own)[bc] : std::string{};
                if (printed_cell != own_cell) {
                    out.push_back(departure(Kind::CellChanged, name(i, printed), column_label(def_, key), printed_cell, own_cell));
                }
            }
        }
        for (std::size_t i = 0; i < book_.rows.size(); ++i) {
            const auto& own = book_.rows[i];
            if (find(rulebook_, i, own) == nullptr) out.push_back(departure(Kind::RowAdded, name(i, own), {}, {}, row_text(own)));
        }
    }

private:
    RulebookDeparture departure(Kind kind, std::string row, std::string column, std::string printed, std::string own) const {
        return {kind,           rulebook_.id,      def_ != nullptr ? def_->title : rulebook_.id, def_ != nullptr ? def_->rule : std::string{},
                std::move(row), std::move(column), std::move(printed),                           std::move(own), {}};
    }

    const TableDef* def_;
    const DataTable& rulebook_;
    const DataTable& book_;
};

}  // namespace

std::vector<RulebookDeparture> rulebook_departures(const Book& book, const RulesetDefinition& ruleset) {
    std::vector<RulebookDeparture> out;
    auto filled_by_book = [&](const std::string& id) {
        const TableDef* def = ruleset.data_schema.find(id);
        return def != nullptr && def->filled_by_book;
    };
    auto whole = [&](Kind kind, const DataTable& table) {
        const TableDef* def = ruleset.data_schema.find(table.id);
        out.push_back({kind, table.id, def != nullptr ? def->title : table.id, def != nullptr ? def->rule : std::string{}, {}, {},
                       kind == Kind::TableRemoved ? fmt::format("{} rows", table.rows.size()) : std::string{},
                       kind == Kind::TableAdded ? fmt::format("{} rows", table.rows.size()) : std::string{}, {}});
    };
    for (const DataTable& printed : ruleset.rulebook_data.tables) {
        if (filled_by_book(printed.id)) continue;
        const DataTable* own = book.rules.find(printed.id);
        if (own == nullptr) {
            whole(Kind::TableRemoved, printed);
        } else {
            Comparison(ruleset.data_schema.find(printed.id), printed, *own).compare(out);
        }
    }
    for (const DataTable& own : book.rules.tables) {
        if (!filled_by_book(own.id) && ruleset.rulebook_data.find(own.id) == nullptr) whole(Kind::TableAdded, own);
    }
    for (const AttributeRange& range : book.unit_ranges) {
        if (!range_problem(ruleset.unit_schema, range).empty()) continue;
        const AttributeDef& def = *ruleset.unit_schema.find(range.attribute);
        if (def.min == range.min && def.max == range.max) continue;
        out.push_back({Kind::RangeChanged, {}, "Unit schema", def.rule, def.label, "Range", range_text(def.min, def.max),
                       range_text(range.min, range.max), range.attribute});
    }
    return out;
}

std::string where_of(const RulebookDeparture& departure) {
    std::string where = departure.title;
    if (!departure.row.empty()) where += ", " + departure.row;
    if (!departure.column.empty()) where += ", " + departure.column;
    return where;
}

std::string_view change_of(const RulebookDeparture& departure) {
    switch (departure.kind) {
        case Kind::RowAdded:
        case Kind::TableAdded: return "added";
        case Kind::RowRemoved:
        case Kind::TableRemoved: return "removed";
        case Kind::CellChanged:
        case Kind::RangeChanged: break;
    }
    return "changed";
}

}  // namespace sandtable
