#include "validators/gettysburg_150/checks.hpp"

#include "model/rulesets/gettysburg_150/unit_types.hpp"

#include <fmt/format.h>

#include <variant>

namespace sandtable::gettysburg_150 {

void check_morale_ranges(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const rulesets::gettysburg_150::UnitTypes types(&context.book.rules);
    for (const Side& side : context.book.forces.sides) {
        for (const ForceNode& node : side.nodes) {
            if (node.kind != ForceNodeKind::Unit) continue;
            const auto range = types.morale_range(node.type);
            const auto morale = node.attributes.find("morale");
            if (!range || morale == node.attributes.end()) continue;
            // A value of the wrong type is core.attribute-value's to report.
            const auto* value = std::get_if<std::int64_t>(&morale->second);
            if (value == nullptr || (*value >= range->low && *value <= range->high)) continue;
            const std::string name = node.name.empty() ? node.id : fmt::format("{} ({})", node.name, node.id);
            sink.report(check.diagnostic(fmt::format("{} is {} with {} MP: {} have {} to {} MP", name, node.type,
                                                     *value, node.type, range->low, range->high),
                                         {ObjectRef{"unit", node.id}}, context));
        }
    }
}

}  // namespace sandtable::gettysburg_150
