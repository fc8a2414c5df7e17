#include "validators/core/core_checks.hpp"

#include <fmt/format.h>

namespace sandtable::core {

namespace {

// Every chit of the resolved scenario, with where it is: at the start or in an entry.
template <typename Visit>
void each_chit(const Scenario& scenario, Visit visit) {
    for (const auto& chit : scenario.chits) visit(chit, std::string("the starting chits"), ObjectRef{"scenario", scenario.id});
    for (const auto& entry : scenario.schedule) {
        for (const auto& chit : entry.chits) visit(chit, fmt::format("schedule entry \"{}\"", entry.id), ObjectRef{"entry", entry.id});
    }
}

// The ruleset's attribute that gives a formation its chit ("chit" in Pub Battles); null when its
// formations carry none, and chits then name commands the forces cannot tell.
const AttributeDef* chit_attribute(const RulesetDefinition* ruleset) {
    return ruleset != nullptr ? ruleset->unit_schema.find("chit") : nullptr;
}

}  // namespace

void check_chit_sides(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    each_chit(*context.scenario, [&](const Chit& chit, const std::string& where, const ObjectRef& at) {
        if (!chit.side.empty()) return;
        sink.report(check.diagnostic(fmt::format("{}: chit \"{}\" names no side; write it as SIDE:{}, such as {}:{}", where,
                                                 chit.command, chit.command,
                                                 context.book.forces.sides.empty() ? "union" : context.book.forces.sides.front().id,
                                                 chit.command),
                                     {at}, context));
    });
}

void check_chit_commands(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const AttributeDef* attribute = chit_attribute(context.ruleset);
    const Book& book = context.book;
    each_chit(*context.scenario, [&](const Chit& chit, const std::string& where, const ObjectRef& at) {
        if (chit.side.empty()) return;  // core.chit-side
        const Side* side = book.forces.side(chit.side);
        if (side == nullptr) {
            sink.report(check.diagnostic(fmt::format("{}: chit \"{}\" names side \"{}\", which is not a side of this book", where,
                                                     to_string(chit), chit.side),
                                         {at}, context));
            return;
        }
        if (attribute == nullptr) return;
        for (const auto& node : side->nodes) {
            auto it = node.attributes.find(attribute->key);
            if (node.kind == ForceNodeKind::Formation && it != node.attributes.end() && to_text(it->second) == chit.command) return;
        }
        sink.report(check.diagnostic(fmt::format("{}: chit \"{}\" names command {}, which no formation of {} has as its chit", where,
                                                 to_string(chit), chit.command, side->name),
                                     {at, ObjectRef{"side", side->id}}, context));
    });
}

}  // namespace sandtable::core
