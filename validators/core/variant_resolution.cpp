#include "validators/core/core_checks.hpp"

#include "model/variant_resolution.hpp"

namespace sandtable::core {

void check_variant_resolution(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    for (const auto& scenario : context.book.scenarios) {
        if (!scenario.is_variant()) continue;
        const auto resolved = resolve_scenario(context.book, scenario.id);
        if (resolved) continue;
        Diagnostic d = check.diagnostic(resolved.error(), {ObjectRef{"scenario", scenario.id}}, context);
        d.scenario = scenario.id;
        sink.report(std::move(d));
    }
}

}  // namespace sandtable::core
