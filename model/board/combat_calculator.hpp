#pragma once
// What a ruleset answers about a combat on a hex board: its sums, the units that might support
// the defence, and where the difference falls in the book's combat results table. The editor and
// the command-line tool ask through this interface.
#include "model/board/combat_outlook.hpp"
#include "model/board/combat_request.hpp"
#include "model/board/combat_sums.hpp"
#include "model/board/combat_support.hpp"
#include "model/rules_data.hpp"

#include <vector>

namespace sandtable {

class CombatCalculator {
public:
    CombatCalculator() = default;
    CombatCalculator(const CombatCalculator&) = delete;
    CombatCalculator& operator=(const CombatCalculator&) = delete;
    virtual ~CombatCalculator() = default;

    [[nodiscard]] virtual CombatSums sums(const CombatRequest& request) const = 0;
    // Units of the defending side, outside the combat, that the rules might let support it; each
    // says whether it may, ignoring request.support.
    [[nodiscard]] virtual std::vector<CombatSupport> support_candidates(const CombatRequest& request) const = 0;
    // `request` says what kind of combat it is (a bombardment reads the table its own way).
    [[nodiscard]] virtual CombatOutlook outlook(const RulesData& rules, const CombatRequest& request, int difference) const = 0;
};

}  // namespace sandtable
