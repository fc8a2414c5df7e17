#include "validators/core/core_checks.hpp"

#include "model/book_unit_schema.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable::core {

namespace {
bool applies(const AttributeDef& def, const ForceNode& node) {
    return def.applies_to_type(node.type);
}
}  // namespace

void check_attributes(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    if (context.ruleset == nullptr) return;
    const UnitSchema schema = unit_schema_of(context.book, *context.ruleset);
    for (const auto& side : context.book.forces.sides) {
        for (const auto& node : side.nodes) {
            const bool unit = node.kind == ForceNodeKind::Unit;
            const ObjectRef self{unit ? "unit" : "formation", node.id};
            const auto& types = unit ? schema.unit_types : schema.formation_types;
            if (!types.empty() && std::find(types.begin(), types.end(), node.type) == types.end()) {
                sink.report(check.diagnostic(fmt::format("{} has type \"{}\", which {} does not know", node.name, node.type, context.ruleset->id), {self}, context));
            }
            for (const auto& [key, value] : node.attributes) {
                const AttributeDef* def = schema.find(key);
                if (def == nullptr) {
                    sink.report(check.diagnostic(fmt::format("{} has attribute \"{}\", which {} does not define", node.name, key, context.ruleset->id), {self}, context));
                    continue;
                }
                if (const Status fits = UnitSchema::check_value(*def, value); !fits) {
                    Diagnostic d = check.diagnostic(fmt::format("{}: {}", node.name, fits.error()), {self}, context);
                    if (!def->rule.empty()) d.rule = def->rule;
                    sink.report(std::move(d));
                }
            }
            // Required values bind units always, formations only when a definition names their type.
            for (const auto& def : schema.attributes) {
                if (def.required && applies(def, node) && (unit || !def.applies_to.empty()) && node.attributes.count(def.key) == 0) {
                    Diagnostic d = check.diagnostic(fmt::format("{} lacks its {} ({})", node.name, def.label, def.key), {self}, context);
                    if (!def.rule.empty()) d.rule = def.rule;
                    sink.report(std::move(d));
                }
            }
        }
    }
}

}  // namespace sandtable::core
