#include "validators/core/core_checks.hpp"

namespace sandtable::core {

const std::vector<Check>& checks() {
    static const std::vector<Check> list = {
        {"core.duplicate-id", Severity::Error, "Sandtable format: ids are unique",
         "every map, side, formation, unit, scenario and map feature has an id of its own; entry ids are unique in their scenario",
         CheckScope::Book, check_unique_ids},
        {"core.dangling-reference", Severity::Error, "Sandtable format: references name existing objects",
         "variants and acknowledgements name units, scenarios and objects that exist", CheckScope::Book,
         check_book_references},
        {"core.scenario-reference", Severity::Error, "Sandtable format: references name existing objects",
         "placements, schedule entries, casualties and the order of battle name existing units, hexes and edges",
         CheckScope::Scenario, check_scenario_references},
        {"core.unit-accounting", Severity::Error, "Sandtable format: every unit accounted for once",
         "every unit of the order of battle is placed at start, scheduled to arrive, or a starting casualty, exactly once",
         CheckScope::Scenario, check_unit_accounting},
        {"core.turn-range", Severity::Error, "Sandtable format: turns on the turn track",
         "start and end turns lie on the turn track in order, and every arrival lies between them", CheckScope::Scenario,
         check_turn_range},
        {"core.variant-resolution", Severity::Error, "Sandtable format: variants resolve",
         "every variant extends an existing scenario, without a cycle", CheckScope::Book, check_variant_resolution},
        {"core.attribute-value", Severity::Error, "the ruleset's unit schema",
         "formation and unit types and attribute values fit the ruleset's unit schema; required values are present",
         CheckScope::Book, check_attributes},
        {"core.scenario-options", Severity::Error, "the ruleset's optional rules",
         "a scenario's optional rules are the ruleset's, with every rule each of them must be used with", CheckScope::Scenario,
         check_scenario_options},
        {"core.terrain-catalogue", Severity::Warning, "the ruleset's terrain catalogue",
         "every terrain and hexside feature of a hex map is one the ruleset's rules know", CheckScope::Book,
         check_terrain_catalogue},
    };
    return list;
}

}  // namespace sandtable::core
