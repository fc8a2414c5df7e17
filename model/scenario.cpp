#include "model/scenario.hpp"

#include <algorithm>

namespace sandtable {

std::string_view to_string(UnitState state) {
    switch (state) {
    case UnitState::Full: return "full";
    case UnitState::Reduced: return "reduced";
    case UnitState::Eliminated: return "eliminated";
    }
    return "full";
}

std::optional<UnitState> unit_state_from_string(std::string_view text) {
    if (text == "full") return UnitState::Full;
    if (text == "reduced") return UnitState::Reduced;
    if (text == "eliminated") return UnitState::Eliminated;
    return std::nullopt;
}

bool VariantChanges::empty() const { return *this == VariantChanges{}; }

const Placement* Scenario::placement(std::string_view unit) const {
    auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit; });
    return it == setup.end() ? nullptr : &*it;
}

}  // namespace sandtable
