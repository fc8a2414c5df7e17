#include "model/commands/reassign_command.hpp"

#include "model/commands/scenario_commands.hpp"
#include "model/scenario_forces.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

// The formation `scenario` plays the piece under (empty at the top of its side); nothing when
// the scenario does not resolve or has no such piece.
std::optional<std::string> parent_in(const Book& book, const std::string& scenario, const std::string& piece) {
    const auto resolved = resolve_scenario(book, scenario);
    if (!resolved) return std::nullopt;
    const ScenarioForces forces = forces_of(book, resolved->scenario);
    const ForceNode* node = forces.forces.node(piece);
    return node != nullptr ? std::optional<std::string>(node->parent) : std::nullopt;
}

// The variant's changes with the piece played under `formation`.
VariantChanges reassigned(const Book& book, const Scenario& variant, const std::string& piece, const std::string& formation) {
    VariantChanges changes = variant.changes;
    std::erase_if(changes.reassign, [&](const Assignment& a) { return a.node == piece; });
    if (parent_in(book, variant.extends, piece) != formation) changes.reassign.push_back({piece, formation});
    return changes;
}

}  // namespace

Edit make_reassign_in_variant(const Book& book, const std::string& variant_id, const std::string& piece, const std::string& formation) {
    const Scenario* variant = book.scenario(variant_id);
    if (variant == nullptr || !variant->is_variant()) {
        return refused("Pieces are reassigned in a variant: show a variant to play a piece under another formation.");
    }
    const auto resolved = resolve_scenario(book, variant_id);
    if (!resolved) return refused(resolved.error());
    // The assignment as resolution would apply it, tried on the variant's own tree.
    Scenario trial = resolved->scenario;
    std::erase_if(trial.assignments, [&](const Assignment& a) { return a.node == piece; });
    trial.assignments.push_back({piece, formation});
    const ScenarioForces forces = forces_of(book, trial);
    if (!forces.problems.empty()) return refused(fmt::format("{} cannot be reassigned: {}.", book.forces.name_of(piece), forces.problems.front().reason));
    if (parent_in(book, variant_id, piece) == formation) {
        return refused(fmt::format("{} is already under {} in {}.", book.forces.name_of(piece), book.forces.name_of(formation), variant->name));
    }
    const std::string name = fmt::format("Reassign {} to {} in {}", book.forces.name_of(piece), book.forces.name_of(formation), variant->name);
    return make_edit(name, [variant_id, piece, formation, name](const Book& now) -> Resolution {
        const Scenario* in_now = now.scenario(variant_id);
        if (in_now == nullptr) throw std::logic_error("no variant " + variant_id);
        return {make_set_variant_changes(variant_id, reassigned(now, *in_now, piece, formation), name), {}};
    });
}

}  // namespace sandtable
