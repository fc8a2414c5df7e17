#include "model/rulesets/combat_calculators.hpp"

#include "model/rulesets/gettysburg_125/combat_calculator.hpp"

namespace sandtable {

const CombatCalculator* combat_calculator(std::string_view ruleset_id) {
    static const rulesets::gettysburg_125::Combat gettysburg_125;
    if (ruleset_id == "gettysburg-125") return &gettysburg_125;
    return nullptr;
}

}  // namespace sandtable
