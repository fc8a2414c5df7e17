#pragma once
// What the rulebook's tables say of each unit type: movement points per activation (§3, the
// definition's unit-types table) and fire range (§8, the combat hit number chart).
#include <string_view>

namespace sandtable::rulesets::gettysburg_150 {

// 0 when the type is not in the table.
[[nodiscard]] int movement_points(std::string_view unit_type);
// The longest range the type may fire at: 0 when it does not fire (leaders), 1 for infantry and cavalry.
[[nodiscard]] int fire_range(std::string_view unit_type);
// The longest range of any unit type (artillery's 3).
[[nodiscard]] int longest_fire_range();

}  // namespace sandtable::rulesets::gettysburg_150
