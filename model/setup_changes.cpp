#include "model/setup_changes.hpp"

#include "model/variant_resolution.hpp"

namespace sandtable {

std::vector<SetupChange> setup_changes(const Book& book, std::string_view scenario, std::string_view against) {
    const auto now = resolve_scenario(book, scenario);
    const auto was = resolve_scenario(book, against);
    if (!now || !was) return {};
    std::vector<SetupChange> changes;
    for (const Placement& placement : now->scenario.setup) {
        const Placement* before = was->scenario.placement(placement.unit);
        if (before == nullptr) {
            changes.push_back({placement.unit, DiffChange::Added, std::nullopt, placement});
        } else if (!(*before == placement)) {
            changes.push_back({placement.unit, DiffChange::Changed, *before, placement});
        }
    }
    for (const Placement& placement : was->scenario.setup) {
        if (now->scenario.placement(placement.unit) == nullptr) {
            changes.push_back({placement.unit, DiffChange::Removed, placement, std::nullopt});
        }
    }
    return changes;
}

}  // namespace sandtable
