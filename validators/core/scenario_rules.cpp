#include "validators/core/core_checks.hpp"

#include "model/book_unit_schema.hpp"
#include "model/scenario_rules.hpp"

#include <fmt/format.h>
#include <set>

namespace sandtable::core {

void check_unit_ranges(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    if (context.ruleset == nullptr) return;
    std::set<std::string> seen;
    for (const AttributeRange& range : context.book.unit_ranges) {
        const ObjectRef object{"attribute", range.attribute};
        if (!seen.insert(range.attribute).second) {
            sink.report(check.diagnostic(fmt::format("the range of \"{}\" is given more than once; the first one applies", range.attribute),
                                         {object}, context));
        }
        if (const std::string problem = range_problem(context.ruleset->unit_schema, range); !problem.empty()) {
            sink.report(check.diagnostic(fmt::format("house-rule range left out: {}", problem), {object}, context));
        }
    }
}

void check_scenario_rules(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Scenario& scenario = *context.scenario;
    for (const RulesCellProblem& problem : rules_of(context.book, scenario).problems) {
        sink.report(check.diagnostic(fmt::format("{} plays {} as \"{}\", but {}", scenario.name, where_of(problem.cell), problem.cell.value,
                                                 problem.reason),
                                     {ObjectRef{"scenario", scenario.id}}, context));
    }
}

}  // namespace sandtable::core
