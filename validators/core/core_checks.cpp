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
         "every unit of the order of battle is placed at start, scheduled to arrive, or a starting casualty, exactly once; "
         "units of a type the ruleset keeps off the map, or of an optional rule the scenario does not play, need not be",
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
        {"core.arrival-with", Severity::Error, "Sandtable format: arrivals together with a unit",
         "an entry that arrives with a unit names a unit of its side in the order of battle, in play by that turn (set up, or "
         "arrived on that turn or before)",
         CheckScope::Scenario, check_arrivals_with_units},
        {"core.chit-side", Severity::Warning, "Sandtable format: a chit names its side",
         "every command chit says whose it is (SIDE:COMMAND); chits of version 1 books name only the command",
         CheckScope::Scenario, check_chit_sides},
        {"core.chit-command", Severity::Error, "Sandtable format: a chit names a command of its side",
         "a chit's side is a side of the book and, where the ruleset gives formations chits, its command is the chit of a "
         "formation of that side",
         CheckScope::Scenario, check_chit_commands},
        {"core.assignment", Severity::Error, "Sandtable format: a reassigned piece exists once",
         "a piece assigned to another formation is assigned once, to a formation of its side that is not inside it",
         CheckScope::Scenario, check_assignments},
        {"core.rulebook-departure", Severity::Note, "the ruleset's rulebook",
         "every cell, row or table of the book's rules data that departs from the rulebook's, with the rule of its table, "
         "so that a reviewer sees the house rules",
         CheckScope::Book, check_rulebook_departures},
        {"core.unit-range", Severity::Error, "the ruleset's unit schema",
         "a house-rule range names an integer attribute of the ruleset's unit schema, once, and runs from its minimum up to its "
         "maximum",
         CheckScope::Book, check_unit_ranges},
        {"core.rules-cell", Severity::Error, "Sandtable format: a scenario's rules cells name cells of the book",
         "every rules cell a scenario or variant plays differently names a table, a row (by its first cell, once) and a column "
         "of the book's rules data, other than the column that names the rows",
         CheckScope::Scenario, check_scenario_rules},
    };
    return list;
}

}  // namespace sandtable::core
