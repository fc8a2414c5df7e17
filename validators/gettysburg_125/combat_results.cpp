#include "validators/gettysburg_125/checks.hpp"

#include "model/rulesets/gettysburg_125/combat_results.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::gettysburg_125 {

using rulesets::gettysburg_125::kCombatResultsTable;
using rulesets::gettysburg_125::kHighestDifference;
using rulesets::gettysburg_125::kLowestDifference;

// Every CF difference ∆CF = (AF + d10) − (DF + d10) has exactly one result (§13.2 Table 4).
void check_combat_results(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const auto read = rulesets::gettysburg_125::combat_result_bands(context.book.rules);
    std::vector<ObjectRef> table;
    if (context.book.rules.find(kCombatResultsTable) != nullptr) table.push_back({"table", std::string(kCombatResultsTable)});
    for (const auto& problem : read.problems) sink.report(check.diagnostic(problem, table, context));
    if (read.bands.empty() && !read.problems.empty()) return;
    std::vector<int> missing;
    for (int difference = kLowestDifference; difference <= kHighestDifference; ++difference) {
        std::vector<std::string> covering;
        for (const auto& band : read.bands) {
            if (band.low <= difference && difference <= band.high) covering.push_back(band.name);
        }
        if (covering.empty()) missing.push_back(difference);
        if (covering.size() > 1) {
            sink.report(check.diagnostic(fmt::format("a CF difference of {:+} has {} results: rows {}", difference,
                                                     covering.size(), fmt::join(covering, ", ")),
                                         table, context));
        }
    }
    if (!missing.empty()) {
        std::vector<std::string> shown;
        for (const int difference : missing) shown.push_back(fmt::format("{:+}", difference));
        sink.report(check.diagnostic(fmt::format("no result for a CF difference of {}", fmt::join(shown, ", ")), table, context));
    }
}

}  // namespace sandtable::gettysburg_125
