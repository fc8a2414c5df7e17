#include "validators/gettysburg_150/checks.hpp"

#include "model/rulesets/gettysburg_150/definition.hpp"
#include "validators/gettysburg_150/rules_tables.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>

namespace sandtable::gettysburg_150 {

namespace {

constexpr long kLowestRoll = 2;   // two dice
constexpr long kHighestRoll = 12;

// §11 rolls two dice but its table lists results for 2 to 11 only: a roll whose rulebook row has
// no result may be left blank (a designer may give it a house result).
bool rulebook_gives_result(long roll) {
    const TableView rulebook = rules_table(nullptr, rulesets::gettysburg_150::rulebook_data(), "events");
    if (!rulebook.found()) return true;
    for (const auto& row : rulebook.table->rows) {
        if (whole_number(rulebook.cell(row, "die-roll")) == roll) return !rulebook.cell(row, "result").empty();
    }
    return true;
}

}  // namespace

void check_events_table(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const auto report = [&](std::string message) {
        sink.report(check.diagnostic(std::move(message), {ObjectRef{"table", "events"}}, context));
    };
    const TableView table = own_table(context.book, "events");
    if (!table.found()) {
        report("the book has no events table: the event roll of two dice (2 to 12) has no results");
        return;
    }
    std::map<long, int> rows;
    for (const auto& row : table.table->rows) {
        const std::string roll = table.cell(row, "die-roll");
        const auto number = whole_number(roll);
        if (!number || *number < kLowestRoll || *number > kHighestRoll) {
            report(fmt::format("the events table has a row for \"{}\", which two dice cannot roll", roll));
            continue;
        }
        ++rows[*number];
        if (table.cell(row, "result").empty() && rulebook_gives_result(*number)) report(fmt::format("the events table gives no result for a roll of {}", *number));
    }
    std::vector<long> missing;
    for (long roll = kLowestRoll; roll <= kHighestRoll; ++roll) {
        const auto found = rows.find(roll);
        if (found == rows.end()) {
            missing.push_back(roll);
        } else if (found->second > 1) {
            report(fmt::format("the events table has {} rows for a roll of {}", found->second, roll));
        }
    }
    if (!missing.empty()) report(fmt::format("the events table has no row for a roll of {}", fmt::join(missing, ", ")));
}

}  // namespace sandtable::gettysburg_150
