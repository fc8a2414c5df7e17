#include "model/rulesets/gettysburg_125/unit_factors.hpp"

#include "model/rulesets/gettysburg_125/terrain_ids.hpp"

#include <variant>

namespace sandtable::rulesets::gettysburg_125 {

int unit_attribute(const BoardUnit& unit, const char* key) {
    const auto found = unit.node->attributes.find(key);
    if (found == unit.node->attributes.end()) return 0;
    const auto* value = std::get_if<std::int64_t>(&found->second);
    return value != nullptr ? static_cast<int>(*value) : 0;
}

int current_cf(const BoardUnit& unit) {
    if (unit.type() == kHeadquarters) return 0;
    return unit_attribute(unit, unit.state == UnitState::Reduced ? "combat-reduced" : "combat");
}

}  // namespace sandtable::rulesets::gettysburg_125
