#pragma once
// The combat against one stack of a scenario's setup, as a designer looks at it on the map: the
// units in the hex defend, and every unit of another side next to it attacks (§13 of the 125th:
// engaged units must fight, all units in a hex in the same combat).
#include "model/board/combat_outlook.hpp"
#include "model/board/combat_sums.hpp"
#include "model/board/combat_support.hpp"
#include "model/book.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/rulesets/ruleset_definition.hpp"

#include <map>
#include <string>
#include <vector>

namespace sandtable {

struct StackCombat {
    std::string problem;  // why there is nothing to add up; empty when there is
    std::string hex;      // label of the defended hex
    std::vector<std::string> attackers;
    std::vector<std::string> defenders;
    std::vector<std::string> support;  // as named by the caller
    CombatSums sums;
    std::vector<CombatSupport> candidates;  // units that might support the defence
    CombatOutlook outlook;
    std::map<std::string, std::string> unit_names;  // by id, the units above as a designer knows them

    // The unit's name; its id when the combat does not concern it.
    [[nodiscard]] const std::string& name_of(const std::string& unit) const;
    // One line for a status bar: "Combat at P3: AF 7 - DF 5 = +2, DR with even dice".
    [[nodiscard]] std::string headline() const;
    // The headline, the working, support refused and offered, and the results by the dice; units
    // are named by their names.
    [[nodiscard]] std::vector<std::string> lines() const;
};

// `ruleset` is the book's (null when the book names one this build does not know); its combat
// calculator adds the combat up. `support` names units that support the defence; the rules decide
// whether they may.
[[nodiscard]] StackCombat combat_against_stack(const Book& book, const RulesetDefinition* ruleset, const std::string& scenario_id,
                                               HexCoord hex, const std::vector<std::string>& support = {});

}  // namespace sandtable
