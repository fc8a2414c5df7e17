#include "model/scenario_schedule_edit.hpp"

#include "model/variant_resolution.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

namespace {

// Resolution removes entries, replaces the rest in place and appends new ones. An entry of the
// base keeps its place while the wanted entries run through the base in its order; from the
// first that does not, every later entry is appended (an entry of the base removed, then set).
VariantChanges schedule_changes(const std::vector<ReinforcementEntry>& base, const std::vector<ReinforcementEntry>& wanted) {
    VariantChanges changes;
    auto position_in_base = [&](const std::string& id) -> std::ptrdiff_t {
        const auto it = std::find_if(base.begin(), base.end(), [&](const ReinforcementEntry& e) { return e.id == id; });
        return it == base.end() ? -1 : it - base.begin();
    };
    std::vector<bool> kept(base.size(), false);
    std::ptrdiff_t last = -1;
    bool appending = false;
    for (const ReinforcementEntry& entry : wanted) {
        const std::ptrdiff_t at = position_in_base(entry.id);
        if (!appending && at > last) {
            last = at;
            kept[static_cast<std::size_t>(at)] = true;
            if (!(base[static_cast<std::size_t>(at)] == entry)) changes.set_schedule.push_back(entry);
            continue;
        }
        appending = true;
        changes.set_schedule.push_back(entry);
    }
    for (std::size_t i = 0; i < base.size(); ++i) {
        if (!kept[i]) changes.remove_schedule.push_back(base[i].id);
    }
    return changes;
}

}  // namespace

Status set_resolved_schedule(Book& book, std::string_view scenario_id, std::vector<ReinforcementEntry> wanted) {
    Scenario* scenario = book.scenario(scenario_id);
    if (scenario == nullptr) return failure(fmt::format("no scenario with id \"{}\"", scenario_id));
    if (!scenario->is_variant()) {
        scenario->schedule = std::move(wanted);
        return {};
    }
    // The base as the variant sees it: its own other changes applied, its schedule changes and
    // its own entries (which resolution adds to the base's) not.
    VariantChanges own_changes = scenario->changes;
    std::vector<ReinforcementEntry> own_entries = std::move(scenario->schedule);
    scenario->schedule.clear();
    scenario->changes.set_schedule.clear();
    scenario->changes.remove_schedule.clear();
    auto before = resolve_scenario(book, scenario_id);
    if (!before) {
        scenario->changes = std::move(own_changes);
        scenario->schedule = std::move(own_entries);
        return failure(before.error());
    }
    const VariantChanges changes = schedule_changes(before->scenario.schedule, wanted);
    scenario->changes.set_schedule = changes.set_schedule;
    scenario->changes.remove_schedule = changes.remove_schedule;
    return {};
}

}  // namespace sandtable
