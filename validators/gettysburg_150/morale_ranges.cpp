#include "validators/gettysburg_150/checks.hpp"

#include "validators/gettysburg_150/rules_tables.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <variant>

namespace sandtable::gettysburg_150 {

namespace {

struct Range {
    long low = 0;
    long high = 0;
};

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

// "1 to 6" from the unit-types table, by lower-case unit type.
std::map<std::string, Range> morale_ranges(const Book& book) {
    std::map<std::string, Range> ranges;
    const TableView types = book_table(book, "unit-types");
    if (!types) return ranges;
    for (const auto& row : types.table->rows) {
        const std::string text = types.cell(row, "morale-points");
        const auto to = text.find(" to ");
        if (to == std::string::npos) continue;
        const auto low = whole_number(text.substr(0, to));
        const auto high = whole_number(text.substr(to + 4));
        if (low && high) ranges[lower(types.cell(row, "unit-type"))] = {*low, *high};
    }
    return ranges;
}

}  // namespace

void check_morale_ranges(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const auto ranges = morale_ranges(context.book);
    for (const Side& side : context.book.forces.sides) {
        for (const ForceNode& node : side.nodes) {
            if (node.kind != ForceNodeKind::Unit) continue;
            const auto range = ranges.find(node.type);
            const auto morale = node.attributes.find("morale");
            if (range == ranges.end() || morale == node.attributes.end()) continue;
            // A value of the wrong type is core.attribute-value's to report.
            const auto* value = std::get_if<std::int64_t>(&morale->second);
            if (value == nullptr || (*value >= range->second.low && *value <= range->second.high)) continue;
            const std::string name = node.name.empty() ? node.id : fmt::format("{} ({})", node.name, node.id);
            sink.report(check.diagnostic(fmt::format("{} is {} with {} MP: {} have {} to {} MP", name, node.type,
                                                     *value, node.type, range->second.low, range->second.high),
                                         {ObjectRef{"unit", node.id}}, context));
        }
    }
}

}  // namespace sandtable::gettysburg_150
