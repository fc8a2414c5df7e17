#include "model/scenario.hpp"

#include "model/enum_names.hpp"

#include <algorithm>

namespace sandtable {

namespace {

constexpr EnumNames<UnitState, 3> kUnitStateNames{{{UnitState::Full, "full"}, {UnitState::Reduced, "reduced"}, {UnitState::Eliminated, "eliminated"}}};

}  // namespace

std::string_view to_string(UnitState state) { return name_in(kUnitStateNames, state); }

std::optional<UnitState> unit_state_from_string(std::string_view text) { return value_in(kUnitStateNames, text); }

bool VariantChanges::empty() const { return *this == VariantChanges{}; }

const Placement* Scenario::placement(std::string_view unit) const {
    auto it = std::find_if(setup.begin(), setup.end(), [&](const Placement& p) { return p.unit == unit; });
    return it == setup.end() ? nullptr : &*it;
}

}  // namespace sandtable
