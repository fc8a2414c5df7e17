#pragma once
// Defensive indirect fire (§13.1.1, with the range and line of sight of §9): artillery outside a
// combat that adds its CF to the defence.
#include "model/board/combat_request.hpp"
#include "model/board/combat_support.hpp"

#include <string_view>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

inline constexpr std::string_view kIndirectFire = "indirect-fire";  // the optional rule (§2)

// Whether the unit `id` may give defensive indirect fire in the combat of `request`: it is
// artillery of the defending side outside the combat, the Indirect fire rule is in force, it is
// in no enemy ZOC, was not bombarded this turn (§12), and sees at least one attacker within its
// range, none of them adjacent (§9).
[[nodiscard]] CombatSupport defensive_fire(const CombatRequest& request, std::string_view id);

// Every artillery unit of the defending side on the board outside the combat, with whether it may.
[[nodiscard]] std::vector<CombatSupport> defensive_fire_candidates(const CombatRequest& request);

}  // namespace sandtable::rulesets::gettysburg_125
