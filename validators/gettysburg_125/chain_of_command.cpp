#include "model/rulesets/gettysburg_125/command_chain.hpp"
#include "model/rulesets/gettysburg_125/terrain_ids.hpp"
#include "validators/gettysburg_125/checks.hpp"
#include "validators/gettysburg_125/unit_names.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <variant>

namespace sandtable::gettysburg_125 {

using rulesets::gettysburg_125::formations_above;
using rulesets::gettysburg_125::kHeadquarters;

namespace {

constexpr std::string_view kArmy = "army";

bool has_headquarters(const Side& side, const ForceNode& formation) {
    return std::any_of(side.nodes.begin(), side.nodes.end(), [&](const ForceNode& node) {
        return node.kind == ForceNodeKind::Unit && node.type == kHeadquarters && node.parent == formation.id;
    });
}

std::string replaced_id(const ForceNode& node) {
    const auto found = node.attributes.find("replaces");
    if (found == node.attributes.end()) return {};
    const auto* text = std::get_if<std::string>(&found->second);
    return text != nullptr ? *text : std::string();
}

}  // namespace

void check_chain_of_command(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Forces& forces = context.book.forces;
    for (const auto& side : forces.sides) {
        std::vector<const ForceNode*> armies;
        for (const auto& node : side.nodes) {
            if (node.kind == ForceNodeKind::Formation && node.type == kArmy) armies.push_back(&node);
        }
        // A side without an army formation is a partial order of battle (one corps, one ridge),
        // whose chain of command the book does not claim to hold.
        if (armies.empty()) continue;
        if (armies.size() != 1) {
            sink.report(check.diagnostic(fmt::format("side {} has {} army formations; each army has one, at the top of its command chart",
                                                     side.id, armies.size()),
                                         {{"side", side.id}}, context));
            continue;
        }
        if (!has_headquarters(side, *armies.front())) {
            sink.report(check.diagnostic(fmt::format("army {} of side {} has no headquarters unit", armies.front()->id, side.id),
                                         {{"formation", armies.front()->id}}, context));
        }
        for (const auto& node : side.nodes) {
            if (node.kind != ForceNodeKind::Unit) continue;
            const auto chain = formations_above(forces, node);
            if (!chain.empty() && chain.back() == armies.front()) continue;
            const std::string stops = chain.empty() ? std::string("it belongs to no formation")
                                                    : fmt::format("its chain stops at {} {}", chain.back()->type, chain.back()->id);
            sink.report(check.diagnostic(fmt::format("{} is outside the command chart of its army: {}", unit_name(node), stops),
                                         {{"unit", node.id}}, context));
        }
    }
}

void check_headquarters_replacements(const Check& check, const ValidationContext& context, DiagnosticSink& sink) {
    const Forces& forces = context.book.forces;
    for (const auto& side : forces.sides) {
        for (const auto& node : side.nodes) {
            const std::string replaced = replaced_id(node);
            if (replaced.empty()) continue;
            const ForceNode* other = forces.node(replaced);
            const std::vector<ObjectRef> objects = {{"unit", node.id}, {"unit", replaced}};
            if (node.type != kHeadquarters) {
                sink.report(check.diagnostic(fmt::format("{} replaces {} but is not a headquarters", unit_name(node), replaced), objects,
                                             context));
            } else if (other == nullptr || other->kind != ForceNodeKind::Unit || other->type != kHeadquarters) {
                sink.report(check.diagnostic(fmt::format("{} replaces \"{}\", which is not a headquarters of the book", unit_name(node), replaced),
                                             objects, context));
            } else if (other->parent != node.parent) {
                sink.report(check.diagnostic(fmt::format("{} replaces {}, which leads {} while it leads {}: a replacement takes over the "
                                                         "same formation",
                                                         unit_name(node), unit_name(*other), other->parent, node.parent),
                                             objects, context));
            }
        }
    }
}

}  // namespace sandtable::gettysburg_125
