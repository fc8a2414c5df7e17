#pragma once
// The combat resolution table (§13.2 Table 4) as a book holds it in its rules data: bands of the
// difference ∆CF = (AF + d10) − (DF + d10), each with its result.
#include "model/board/combat_outlook.hpp"
#include "model/rules_data.hpp"

#include <string>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {

inline constexpr std::string_view kCombatResultsTable = "combat-results";

struct CombatResultBand {
    std::string name;  // "+1 to +2"
    int low = 0;       // a blank bound is open: the lowest or highest difference there is
    int high = 0;
    std::string result;
    std::string meaning;
};

// The AF and DF totals are 0 to 10 and each adds a d10 (§13.2): a blank lower bound stands for the
// lowest difference there is, a blank upper bound for the highest.
inline constexpr int kLowestDifference = -19;
inline constexpr int kHighestDifference = 19;

// The bands of the rows that could be read, in the table's order, and why the table or a row of it
// could not be read: the one reader of Table 4, for the combat calculator and the check.
struct CombatResultBands {
    std::vector<CombatResultBand> bands;
    std::vector<std::string> problems;
};

[[nodiscard]] CombatResultBands combat_result_bands(const RulesData& rules);

// The band for the factors' difference with even dice, and the chance of each band over the 100
// rolls of two d10 (§13.2). In a bombardment the attacker's results are ignored and every result
// for the attacker is one step loss for the defender, who does not retreat (§12).
[[nodiscard]] CombatOutlook combat_outlook(const RulesData& rules, int difference, bool bombardment = false);

}  // namespace sandtable::rulesets::gettysburg_125
