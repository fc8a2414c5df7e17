#include "validators/gettysburg_125/checks.hpp"

#include "validators/registry.hpp"

namespace sandtable::gettysburg_125 {

namespace {
std::string rule(const char* section) { return std::string("gettysburg-125 ") + section; }
}  // namespace

const std::vector<Check>* checks() {
    static const std::vector<Check> list = {
        {"gettysburg-125.stacking", Severity::Error, rule("§7 Stacking"),
         "at most one regular unit a hex, two with a friendly headquarters, never two headquarters; under Control & "
         "Command only units the headquarters commands stack with it",
         CheckScope::Scenario, check_stacking},
        {"gettysburg-125.opposing-units", Severity::Error, rule("§7 Stacking, §11.1"),
         "units of opposing sides never share a hex", CheckScope::Scenario, check_opposing_units},
        {"gettysburg-125.artillery-terrain", Severity::Error, rule("§1.1, §11.1.3"),
         "no artillery is set up or arrives in a hex of rocky hill and woods", CheckScope::Scenario, check_artillery_terrain},
        {"gettysburg-125.arrival-hex", Severity::Error, rule("§11.2 Reinforcements"),
         "no unit arrives in a hex held by an enemy unit or in an enemy zone of control (an error on the first turn, a "
         "warning later, when the board will have changed)",
         CheckScope::Scenario, check_arrival_hexes},
        {"gettysburg-125.scenario-turns", Severity::Error, rule("§1.4, §15 Scenarios"),
         "a scenario starts with a day's OOB (turn 1, 9 or 17) and ends on a night turn (8, 16 or 24)", CheckScope::Scenario,
         check_scenario_turns},
        {"gettysburg-125.starting-casualties", Severity::Error, rule("§14 Victory points"),
         "the 2nd of July casualties are the scenario's eliminated and reduced units, worth the VP they give",
         CheckScope::Scenario, check_starting_casualties},
        {"gettysburg-125.objective-hexes", Severity::Error, rule("§14 Table 6"),
         "every objective hex of Table 6 is on each hex map, marked as an objective with its VP", CheckScope::Book,
         check_objective_hexes},
        {"gettysburg-125.combat-results", Severity::Error, rule("§13.2 Table 4"),
         "the combat results table gives exactly one result for every CF difference from -19 to +19", CheckScope::Book,
         check_combat_results},
        {"gettysburg-125.chain-of-command", Severity::Error, rule("§5 Control & Command"),
         "every unit's chain of command reaches its army, which has a headquarters", CheckScope::Book,
         check_chain_of_command},
        {"gettysburg-125.headquarters-replacement", Severity::Error, rule("§11.3 Replacement of headquarters"),
         "a replacement headquarters replaces a headquarters of the same formation", CheckScope::Book,
         check_headquarters_replacements},
    };
    return &list;
}

const CheckRegistration registration{"gettysburg-125", &checks};

}  // namespace sandtable::gettysburg_125
