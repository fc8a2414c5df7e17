#include "validators/gettysburg_150/checks.hpp"

#include "validators/registry.hpp"

namespace sandtable::gettysburg_150 {

const std::vector<Check>* checks() {
    static const std::vector<Check> list = {
        {"gettysburg-150.hex-limits", Severity::Error, "gettysburg-150 §4 Setup",
         "no hex of a setup holds more than 1 infantry or cavalry plus 1 artillery; any number of leaders",
         CheckScope::Scenario, check_hex_limits},
        {"gettysburg-150.morale-range", Severity::Error, "gettysburg-150 §3 Game Units",
         "morale points lie in their type's range: infantry 1 to 6, cavalry 1 to 2, artillery 1 to 3",
         CheckScope::Book, check_morale_ranges},
        {"gettysburg-150.arrival-hex", Severity::Error, "gettysburg-150 §7 Movement",
         "reinforcements arrive at a hex of the scenario's map (or a map edge with entry hexes)",
         CheckScope::Scenario, check_arrival_hexes},
        {"gettysburg-150.base-action-points", Severity::Error, "gettysburg-150 §6 Action Point (AP) Determination Phase",
         "the scenario-action-points table gives every scenario a base AP for each side", CheckScope::Scenario,
         check_base_action_points},
        {"gettysburg-150.demoralization", Severity::Warning, "gettysburg-150 §11 Intermediate Rules",
         "an army's demoralization number is not above the number of infantry units it has in the scenario",
         CheckScope::Scenario, check_demoralization},
        {"gettysburg-150.events-table", Severity::Warning, "gettysburg-150 §11 Intermediate Rules",
         "the Gettysburg events table has one result for every roll of two dice, 2 to 12", CheckScope::Book,
         check_events_table},
        {"gettysburg-150.town-hex", Severity::Error, "gettysburg-150 §2 Game Board",
         "Gettysburg, hex 1905, is the one town hex of every hex map", CheckScope::Book, check_town_hex},
    };
    return &list;
}

const CheckRegistration registration{"gettysburg-150", &checks};

}  // namespace sandtable::gettysburg_150
