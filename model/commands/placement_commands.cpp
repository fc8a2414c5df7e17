#include "model/commands/placement_commands.hpp"

#include "model/book.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/commands/scenario_commands.hpp"
#include "model/variant_resolution.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <fmt/format.h>

namespace sandtable {

namespace {

// A place as the undo menu and change events name it: a hex label, an area or edge id, or "(x, y)".
std::string where_text(const Location& location) {
    if (location.kind == LocationKind::Point) return fmt::format("({:.0f}, {:.0f})", location.at.x, location.at.y);
    return location.ref;
}

// Where the unit stands in the resolved scenario: empty when it is not on the map.
std::string location_of(const Book& book, const std::string& scenario_id, const std::string& unit) {
    const auto resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return {};
    const auto& setup = resolved->scenario.setup;
    const auto found = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit; });
    return found != setup.end() ? where_text(found->location) : std::string();
}

double normal_facing(double facing) {
    double turned = std::fmod(facing, 360.0);
    if (turned < 0.0) turned += 360.0;
    return turned >= 360.0 ? 0.0 : turned;
}

// The unit's placement at a point in the resolved scenario, if it has one.
std::optional<Placement> point_placement(const Book& book, const std::string& scenario_id, const std::string& unit) {
    const auto resolved = resolve_scenario(book, scenario_id);
    if (!resolved) return std::nullopt;
    const Placement* placement = resolved->scenario.placement(unit);
    if (placement == nullptr || placement->location.kind != LocationKind::Point) return std::nullopt;
    return *placement;
}

const Scenario* variant(const Book& book, const std::string& scenario_id) {
    const Scenario* scenario = book.scenario(scenario_id);
    return scenario != nullptr && scenario->is_variant() ? scenario : nullptr;
}

}  // namespace

std::unique_ptr<Command> make_place_unit(const Book& book, const std::string& scenario_id, Placement placement, std::string label) {
    const std::string display = book.forces.name_of(placement.unit);
    if (label.empty()) label = fmt::format("Move {} to {}", display, where_text(placement.location));
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
                                                      location_of(now, scenario_id, placement.unit), where_text(placement.location));
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
        if (const Placement* existing = resolved->scenario.placement(unit)) placement.state = existing->state;
    }
    return make_place_unit(book, scenario_id, std::move(placement));
}

std::unique_ptr<Command> make_place_piece(const Book& book, const std::string& scenario_id, const std::string& unit, MapPoint at,
                                          double facing, bool road_column) {
    const ForceNode* node = book.forces.node(unit);
    if (node == nullptr || node->kind != ForceNodeKind::Unit || !std::isfinite(at.x) || !std::isfinite(at.y) || !std::isfinite(facing)) {
        return nullptr;
    }
    Placement placement{unit, Location{at}, UnitState::Full, normal_facing(facing), road_column};
    if (const auto resolved = resolve_scenario(book, scenario_id)) {
        if (const Placement* existing = resolved->scenario.placement(unit)) placement.state = existing->state;
    }
    return make_place_unit(book, scenario_id, std::move(placement));
}

std::unique_ptr<Command> make_turn_piece(const Book& book, const std::string& scenario_id, const std::string& unit, double facing) {
    std::optional<Placement> placement = point_placement(book, scenario_id, unit);
    if (!placement || !std::isfinite(facing) || placement->facing == normal_facing(facing)) return nullptr;
    placement->facing = normal_facing(facing);
    const std::string label = fmt::format("Turn {} to {:g}°", book.forces.name_of(unit), placement->facing);
    return make_place_unit(book, scenario_id, std::move(*placement), label);
}

std::unique_ptr<Command> make_set_road_column(const Book& book, const std::string& scenario_id, const std::string& unit, bool road_column) {
    std::optional<Placement> placement = point_placement(book, scenario_id, unit);
    if (!placement || placement->road_column == road_column) return nullptr;
    placement->road_column = road_column;
    const std::string display = book.forces.name_of(unit);
    const std::string label = road_column ? fmt::format("Put {} in road column", display) : fmt::format("Take {} out of road column", display);
    return make_place_unit(book, scenario_id, std::move(*placement), label);
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
