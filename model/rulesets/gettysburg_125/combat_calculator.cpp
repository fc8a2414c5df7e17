#include "model/rulesets/gettysburg_125/combat_calculator.hpp"

#include "model/rulesets/gettysburg_125/combat_factors.hpp"
#include "model/rulesets/gettysburg_125/combat_results.hpp"
#include "model/rulesets/gettysburg_125/defensive_fire.hpp"

namespace sandtable::rulesets::gettysburg_125 {

CombatSums Combat::sums(const CombatRequest& request) const { return combat_factors(request); }

std::vector<CombatSupport> Combat::support_candidates(const CombatRequest& request) const {
    return defensive_fire_candidates(request);
}

CombatOutlook Combat::outlook(const RulesData& rules, const CombatRequest& request, int difference) const {
    return combat_outlook(rules, difference, request.bombardment);
}

}  // namespace sandtable::rulesets::gettysburg_125
