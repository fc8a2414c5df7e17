#include "validators/validate_book.hpp"

#include "model/rulesets/ruleset_registry.hpp"
#include "model/scenario_forces.hpp"
#include "model/scenario_rules.hpp"
#include "model/variant_resolution.hpp"
#include "validators/registry.hpp"

#include <fmt/format.h>
#include <optional>

namespace sandtable {

ValidationReport validate_book(const Book& book, const ValidationOptions& options) {
    ValidationReport report;
    NullProgress no_progress;
    Progress& progress = options.progress != nullptr ? *options.progress : no_progress;
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    const auto checks = checks_for(book.ruleset);

    std::vector<const Scenario*> scenarios;
    for (const auto& scenario : book.scenarios) {
        if (options.scenario.empty() || scenario.id == options.scenario) scenarios.push_back(&scenario);
    }
    if (!options.scenario.empty() && scenarios.empty()) {
        report.error = fmt::format("no scenario with id \"{}\"", options.scenario);
        return report;
    }

    const auto runs = [&](const Check& check, CheckScope scope) { return check.scope == scope && (!options.only || options.only(check)); };
    const ValidationContext book_context{book, ruleset, nullptr, &book.forces, options.region};
    for (const Check* check : checks) {
        if (runs(*check, CheckScope::Book)) check->run(*check, book_context, report.diagnostics);
    }
    const double steps = static_cast<double>(scenarios.size()) + 1.0;
    progress.set_progress(1.0 / steps);
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        if (progress.is_cancelled()) {
            report.cancelled = true;
            break;
        }
        progress.set_message(fmt::format("Checking {}", scenarios[i]->name));
        // Variants that cannot be resolved are reported by the book check core.variant-resolution.
        const auto resolved = resolve_scenario(book, scenarios[i]->id);
        if (resolved) {
            report.scenarios.push_back(scenarios[i]->id);
            // A scenario that assigns pieces to other formations, or plays rules cells of its own,
            // is checked on its own forces and rules.
            std::optional<Book> own;
            if (!resolved->scenario.assignments.empty() || !resolved->scenario.rules.empty()) {
                own = book;
                own->forces = forces_of(book, resolved->scenario).forces;
                own->rules = rules_of(book, resolved->scenario).rules;
            }
            const ValidationContext context{own ? *own : book, ruleset, &resolved->scenario, &book.forces, options.region};
            for (const Check* check : checks) {
                if (runs(*check, CheckScope::Scenario)) check->run(*check, context, report.diagnostics);
            }
        }
        progress.set_progress(static_cast<double>(i + 2) / steps);
    }
    apply_acknowledgements(report.diagnostics.items, book.acknowledgements);
    return report;
}

}  // namespace sandtable
