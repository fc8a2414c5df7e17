#include "editor/placement_edits.hpp"

#include "model/book.hpp"
#include "editor/variant_changes_edit.hpp"
#include "model/commands/change_value.hpp"
#include "model/commands/scenario_commands.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable::editor {

namespace {

std::string unit_name(const Book& book, const std::string& unit) {
    const ForceNode* node = book.forces.node(unit);
    return node != nullptr ? node->name : unit;
}

}  // namespace

std::unique_ptr<Command> place_unit(const Book& book, const std::string& scenario_id, Placement placement) {
    const Scenario* scenario = book.scenario(scenario_id);
    const std::string name = unit_name(book, placement.unit);
    if (scenario == nullptr || !scenario->is_variant()) return make_set_placement(scenario_id, std::move(placement), name);
    VariantChanges changes = scenario->changes;
    std::erase(changes.remove_placements, placement.unit);
    auto& set = changes.set_placements;
    auto it = std::find_if(set.begin(), set.end(), [&](const Placement& p) { return p.unit == placement.unit; });
    const std::string label = fmt::format("Move {} to {}", name, placement.location.ref);
    if (it != set.end()) {
        *it = std::move(placement);
    } else {
        set.push_back(std::move(placement));
    }
    return set_variant_changes(scenario_id, std::move(changes), label);
}

std::unique_ptr<Command> remove_unit_from_map(const Book& book, const std::string& scenario_id, const std::string& unit) {
    const Scenario* scenario = book.scenario(scenario_id);
    const std::string label = fmt::format("Remove {} from the map", unit_name(book, unit));
    if (scenario == nullptr || !scenario->is_variant()) return make_remove_placement(scenario_id, unit, unit_name(book, unit));
    VariantChanges changes = scenario->changes;
    std::erase_if(changes.set_placements, [&](const Placement& p) { return p.unit == unit; });
    if (std::find(changes.remove_placements.begin(), changes.remove_placements.end(), unit) == changes.remove_placements.end()) {
        changes.remove_placements.push_back(unit);
    }
    return set_variant_changes(scenario_id, std::move(changes), label);
}

}  // namespace sandtable::editor
