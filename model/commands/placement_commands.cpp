#include "model/commands/placement_commands.hpp"

#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

namespace {

// Where the unit stands in the resolved scenario: empty when it is not on the map.
std::string location_of(const Book& book, const std::string& scenario_id, const std::string& unit) {
    const auto resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return {};
    const auto& setup = resolved.scenario->setup;
    const auto found = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit; });
    return found != setup.end() ? found->location.ref : std::string();
}

const Scenario* variant(const Book& book, const std::string& scenario_id) {
    const Scenario* scenario = book.scenario(scenario_id);
    return scenario != nullptr && scenario->is_variant() ? scenario : nullptr;
}

}  // namespace

std::unique_ptr<Command> make_place_unit(const Book& book, const std::string& scenario_id, Placement placement) {
    const std::string display = book.forces.name_of(placement.unit);
    std::string label = fmt::format("Move {} to {}", display, placement.location.ref);
    return make_resolving(label, [scenario_id, placement, display, label](const Book& now) -> Resolution {
        const Scenario* scenario = variant(now, scenario_id);
        if (scenario == nullptr) return {make_set_placement(scenario_id, placement, display), {}};
        VariantChanges changes = scenario->changes;
        std::erase(changes.remove_placements, placement.unit);
        auto& set = changes.set_placements;
        auto it = std::find_if(set.begin(), set.end(), [&](const Placement& p) { return p.unit == placement.unit; });
        if (it != set.end()) {
            *it = placement;
        } else {
            set.push_back(placement);
        }
        const ChangeSet moved = ChangeSet().placement(scenario_id, placement.unit,
                                                      location_of(now, scenario_id, placement.unit), placement.location.ref);
        return {make_set_variant_changes(scenario_id, std::move(changes), label, moved), {}};
    });
}

std::unique_ptr<Command> make_remove_unit_from_map(const Book& book, const std::string& scenario_id, const std::string& unit) {
    const std::string display = book.forces.name_of(unit);
    std::string label = fmt::format("Remove {} from the map", display);
    return make_resolving(label, [scenario_id, unit, display, label](const Book& now) -> Resolution {
        const Scenario* scenario = variant(now, scenario_id);
        if (scenario == nullptr) return {make_remove_placement(scenario_id, unit, display), {}};
        VariantChanges changes = scenario->changes;
        std::erase_if(changes.set_placements, [&](const Placement& p) { return p.unit == unit; });
        auto& removed = changes.remove_placements;
        if (std::find(removed.begin(), removed.end(), unit) == removed.end()) removed.push_back(unit);
        const ChangeSet taken_off = ChangeSet().placement(scenario_id, unit, location_of(now, scenario_id, unit), {});
        return {make_set_variant_changes(scenario_id, std::move(changes), label, taken_off), {}};
    });
}

std::unique_ptr<Command> make_drop_unit(const Book& book, const std::string& scenario_id, const std::string& unit,
                                        const std::string& hex_label) {
    const ForceNode* node = book.forces.node(unit);
    if (node == nullptr || node->kind != ForceNodeKind::Unit) return nullptr;
    Placement placement{unit, {LocationKind::Hex, hex_label}, UnitState::Full};
    if (const auto resolved = resolve_scenario(book, scenario_id)) {
        if (const Placement* existing = resolved.scenario->placement(unit)) placement.state = existing->state;
    }
    return make_place_unit(book, scenario_id, std::move(placement));
}

std::unique_ptr<Command> make_remove_units_from_map(const Book& book, const std::string& scenario_id,
                                                    const std::vector<std::string>& units) {
    if (units.empty()) return nullptr;
    if (units.size() == 1) return make_remove_unit_from_map(book, scenario_id, units.front());
    auto transaction = std::make_unique<Transaction>(fmt::format("Remove {} units from the map", units.size()));
    for (const auto& unit : units) transaction->add(make_remove_unit_from_map(book, scenario_id, unit));
    return transaction;
}

}  // namespace sandtable
