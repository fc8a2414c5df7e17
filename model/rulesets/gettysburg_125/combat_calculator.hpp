#pragma once
// The combat calculator of Gettysburg (125th Anniversary Edition): §13.1 sums with defensive
// indirect fire (§13.1.1), bombardments (§12) and the book's combat resolution table (§13.2).
#include "model/board/combat_calculator.hpp"

namespace sandtable::rulesets::gettysburg_125 {

class Combat final : public CombatCalculator {
public:
    [[nodiscard]] CombatSums sums(const CombatRequest& request) const override;
    [[nodiscard]] std::vector<CombatSupport> support_candidates(const CombatRequest& request) const override;
    [[nodiscard]] CombatOutlook outlook(const RulesData& rules, const CombatRequest& request, int difference) const override;
};

}  // namespace sandtable::rulesets::gettysburg_125
