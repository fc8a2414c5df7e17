#include "model/variant_resolution.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

namespace {

template <typename Items, typename Key>
void erase_matching(Items& items, Key key) {
    items.erase(std::remove_if(items.begin(), items.end(), key), items.end());
}

void add_unique(std::vector<std::string>& list, const std::string& id) {
    if (std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
}

void apply_changes(const Book& book, Scenario& base, const Scenario& variant) {
    const auto& changes = variant.changes;
    if (!changes.add_units.empty() || !changes.remove_units.empty()) {
        std::vector<std::string> units = order_of_battle(book, base);
        for (const auto& id : changes.add_units) add_unique(units, id);
        erase_matching(units, [&](const std::string& id) {
            return std::find(changes.remove_units.begin(), changes.remove_units.end(), id) != changes.remove_units.end();
        });
        base.units = std::move(units);
        // Units that leave the order of battle leave the setup, schedule and casualties too.
        auto removed = [&](const std::string& id) {
            return std::find(changes.remove_units.begin(), changes.remove_units.end(), id) != changes.remove_units.end();
        };
        erase_matching(base.setup, [&](const Placement& p) { return removed(p.unit); });
        erase_matching(base.casualties, removed);
        for (auto& entry : base.schedule) erase_matching(entry.units, removed);
        erase_matching(base.schedule, [](const ReinforcementEntry& e) { return e.units.empty() && e.chits.empty(); });
    }
    for (const auto& unit : changes.remove_placements) {
        erase_matching(base.setup, [&](const Placement& p) { return p.unit == unit; });
    }
    for (const auto& placement : changes.set_placements) {
        auto it = std::find_if(base.setup.begin(), base.setup.end(), [&](const Placement& p) { return p.unit == placement.unit; });
        if (it != base.setup.end()) {
            *it = placement;
        } else {
            base.setup.push_back(placement);
        }
    }
    for (const auto& id : changes.remove_schedule) {
        erase_matching(base.schedule, [&](const ReinforcementEntry& e) { return e.id == id; });
    }
    for (const auto& entry : changes.set_schedule) {
        auto it = std::find_if(base.schedule.begin(), base.schedule.end(), [&](const ReinforcementEntry& e) { return e.id == entry.id; });
        if (it != base.schedule.end()) {
            *it = entry;
        } else {
            base.schedule.push_back(entry);
        }
    }
    for (const auto& chit : changes.add_chits) base.chits.push_back(chit);
    for (const auto& chit : changes.remove_chits) {
        auto it = std::find(base.chits.begin(), base.chits.end(), chit);
        if (it != base.chits.end()) base.chits.erase(it);
    }
    // A variant's own setup, schedule, casualties and victory conditions add to the base's.
    for (const auto& placement : variant.setup) base.setup.push_back(placement);
    for (const auto& entry : variant.schedule) base.schedule.push_back(entry);
    std::stable_sort(base.schedule.begin(), base.schedule.end(),
                     [](const ReinforcementEntry& a, const ReinforcementEntry& b) { return a.turn < b.turn; });
    for (const auto& unit : variant.casualties) base.casualties.push_back(unit);
    for (const auto& chit : variant.chits) base.chits.push_back(chit);
    auto assign = [&](const Assignment& assignment) {
        auto it = std::find_if(base.assignments.begin(), base.assignments.end(),
                               [&](const Assignment& a) { return a.node == assignment.node; });
        if (it != base.assignments.end()) {
            *it = assignment;
        } else {
            base.assignments.push_back(assignment);
        }
    };
    for (const auto& assignment : changes.reassign) assign(assignment);
    for (const auto& assignment : variant.assignments) assign(assignment);
    auto set_cell = [&](const RulesCell& cell) {
        auto it = std::find_if(base.rules.begin(), base.rules.end(), [&](const RulesCell& c) {
            return c.table == cell.table && c.row == cell.row && c.column == cell.column;
        });
        if (it != base.rules.end()) {
            it->value = cell.value;
        } else {
            base.rules.push_back(cell);
        }
    };
    for (const auto& cell : changes.set_rules) set_cell(cell);
    for (const auto& cell : variant.rules) set_cell(cell);
    if (!variant.victory.empty()) base.victory = variant.victory;
    if (variant.options) base.options = variant.options;
    if (!variant.map.empty()) base.map = variant.map;
    if (variant.start_turn) base.start_turn = variant.start_turn;
    if (variant.end_turn) base.end_turn = variant.end_turn;
    if (variant.units) base.units = variant.units;
}

}  // namespace

std::vector<std::string> order_of_battle(const Book& book, const Scenario& scenario) {
    return scenario.units ? *scenario.units : book.forces.unit_ids();
}

Outcome<ResolvedScenario> resolve_scenario(const Book& book, std::string_view id) {
    std::vector<const Scenario*> chain;
    const Scenario* current = book.scenario(id);
    if (current == nullptr) {
        return failure(fmt::format("no scenario with id \"{}\"", id));
    }
    while (current != nullptr) {
        if (std::find(chain.begin(), chain.end(), current) != chain.end()) {
            std::vector<std::string> members;
            for (const auto* s : chain) members.push_back(s->id);
            members.push_back(current->id);
            return failure(fmt::format("variant cycle: {}", fmt::join(members, " extends ")));
        }
        chain.push_back(current);
        if (!current->is_variant()) break;
        const Scenario* base = book.scenario(current->extends);
        if (base == nullptr) {
            return failure(fmt::format("scenario \"{}\" extends \"{}\", which does not exist", current->id, current->extends));
        }
        current = base;
    }
    std::reverse(chain.begin(), chain.end());
    Scenario resolved = *chain.front();
    for (std::size_t i = 1; i < chain.size(); ++i) apply_changes(book, resolved, *chain[i]);
    const Scenario& requested = *chain.back();
    resolved.id = requested.id;
    resolved.name = requested.name;
    if (!requested.description.empty()) resolved.description = requested.description;
    resolved.extends.clear();
    resolved.changes = {};
    ResolvedScenario result{std::move(resolved), {}};
    for (const auto* s : chain) result.chain.push_back(s->id);
    return result;
}

}  // namespace sandtable
