#include "model/rulesets/gettysburg_150/definition.hpp"

#include "model/rulesets/definition_builders.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/rulesets/gettysburg_150/engine.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::rulesets::gettysburg_150 {
namespace {

// The rulebook's "-" (no entry) is stored as an empty cell of an optional column; "½" is written "1/2".

constexpr RuleCitation rule{"gettysburg-150"};

UnitSchema unit_schema() {
    const std::vector<std::string> combat_units = {"infantry", "cavalry", "artillery"};
    UnitSchema schema;
    schema.unit_types = {"infantry", "cavalry", "artillery", "leader"};
    schema.formation_types = {"army", "corps"};
    // Union units are divisions, Confederate units half divisions (§3).
    schema.echelons = {"army", "corps", "division", "half-division"};

    // Infantry print 1 to 6, cavalry 1 to 2, artillery 1 to 3 (§3). Reduced values are not a separate
    // attribute: the flip side shows MP - 1, the replacement counter MP - 2 and its back MP - 3.
    auto morale = attribute("morale", "Morale Points (MP)", AttributeType::Integer, combat_units, rule("§3"));
    morale.min = 1;
    morale.max = 6;
    morale.required = true;
    // Rally succeeds on one die equal to or less than the modifier (§9).
    auto command = attribute("command", "Command modifier", AttributeType::Integer, {"leader"}, rule("§3"));
    command.min = 0;
    command.max = 6;
    command.required = true;
    // Only the Leaders and Corps Integrity intermediate rule reads it.
    auto corps = attribute("corps", "Corps commander on the counter", AttributeType::Text, combat_units, rule("§11"));
    morale.heading = "MP";
    command.heading = "Command";
    corps.heading = "Corps";
    schema.attributes = {morale, command, corps};
    return schema;
}

RulesTable terrain_effects() {
    const std::string ridge_los =
        "If artillery unit is on the ridge hex, it has LOS unless there is other blocking terrain. If artillery "
        "unit is 1 or 2 hexes behind the ridge, the ridge blocks LOS.";
    return {{"terrain-effects",
             "Terrain types",
             rule("§2"),
             {text_column("terrain", "Terrain"), text_column("movement-cost", "Movement Cost", true),
              text_column("combat", "Combat"), text_column("line-of-sight", "Line of Sight", true),
              text_column("notes", "Notes", true)}},
            {{"Clear", "1", "No Effect", "No Effect", ""},
             {"Road", "1", "No Effect", "No Effect", ""},
             {"Gettysburg (hex 1905 only)", "1", "-1 Die", "Blocks", ""},
             {"Creek", "1 to cross the creek hex side", "-1 Die, Melee Only", "No Effect", ""},
             {"Woods", "2", "-1 Die", "Blocks", ""},
             {"Ridge (Moving/Firing Up)", "2", "-1 Die", ridge_los, ""},
             {"Double Ridge/Hill", "", "-2 Die", "",
              "From §8 text, not a row of the printed chart: all attacks against Double Ridges/Hills are always "
              "-2 die"}}};
}

RulesTable combat_hit_numbers() {
    return {{"combat-hit-numbers",
             "Combat hit number chart",
             rule("§8"),
             {text_column("unit-type", "Unit Type"), integer_column("dice", "Dice Rolled"),
              text_column("range-1", "1 Hex Range", true), text_column("range-2", "2 Hex Range", true),
              text_column("range-3", "3 Hex Range", true), text_column("melee", "Melee 1 hex", true)}},
            {{"Infantry", "3", "6", "", "", "5-6"},
             {"Artillery", "2", "5-6", "6", "6 (1 die rolled)", ""},
             {"Cavalry", "1", "6", "", "", "5-6"}}};
}

RulesTable unit_types() {
    return {{"unit-types", "Unit types", rule("§3"),
             {text_column("unit-type", "Unit type"), text_column("morale-points", "MP values", true),
              integer_column("movement-points", "Movement points"), integer_column("move-ap", "AP to move"),
              integer_column("fire-ap", "AP to fire", true), integer_column("melee-ap", "AP to melee", true)}},
            {{"Infantry", "1 to 6", "2", "1", "1", "2"},
             {"Cavalry", "1 to 2", "3", "1", "1", "2"},
             {"Artillery", "1 to 3", "2", "1", "1", ""},
             {"Leader", "", "3", "0", "", ""}}};
}

RulesTable actions() {
    return {{"actions", "Actions allowed", rule("§6"),
             {text_column("action", "Action"), text_column("units", "Units"), integer_column("ap", "AP")}},
            {{"Move", "Infantry, cavalry, artillery (per unit)", "1"},
             {"Move", "Leader", "0"},
             {"Fire combat", "Infantry, cavalry, artillery (per unit firing)", "1"},
             {"Melee", "Infantry, cavalry (per meleeing unit)", "2"},
             {"Rally", "Leader, on a reduced infantry or cavalry unit", "1"}}};
}

RulesTable victory_points() {
    return {{"victory-points", "Victory points for eliminated units", rule("§10"),
             {text_column("eliminated", "Eliminated"), text_column("vp", "VP")}},
            {{"Infantry unit", "1"}, {"Artillery unit", "1"}, {"Cavalry unit", "1/2"}, {"Leader", "2"}}};
}

RulesTable army_demoralization() {
    return {{"army-demoralization", "Army demoralization numbers", rule("§11"),
             {text_column("army", "Army"), integer_column("infantry-units-lost", "Infantry units lost")}},
            {{"Union", "8"}, {"Confederate", "7"}}};
}

RulesTable events() {
    // The transcription ends at the 12 row, so its result is left empty.
    return {{"events", "Gettysburg events table", rule("§11"),
             {integer_column("die-roll", "Die Roll"), text_column("result", "Results", true)}},
            {{"2", "Add 1 die to all artillery units firing this turn"},
             {"3", "Add 1 die to all fire or melee infantry attacks this turn"},
             {"4", "All infantry can move 1 hex before movement begins"},
             {"5", "The next scheduled reinforcements arrive one turn later"},
             {"6", "The next scheduled reinforcements arrive this turn"},
             {"7", "The next scheduled reinforcements arrive one turn later"},
             {"8", "The next scheduled reinforcements arrive this turn"},
             {"9", "Add 1 die to all artillery units firing this turn"},
             {"10", "Add 1 die to all fire or melee infantry attacks this turn"},
             {"11", "All infantry can move 1 hex before movement begins"},
             {"12", ""}}};
}

RulesTable scenario_action_points() {
    // Each scenario gives each side a base number of AP (§6), but the scenarios are not part of the
    // rulebook text: the book fills this in, one row per scenario and side.
    RulesTable table{
        {"scenario-action-points",
         "Base action points per scenario",
         rule("§6"),
         {text_column("scenario", "Scenario"), text_column("side", "Side"), integer_column("base-ap", "Base AP")}},
        {}};
    table.def.filled_by_book = true;
    return table;
}

// Turns are one hour (§5), but the turn record chart and the scenarios are not part of the rulebook
// text, so the track only gives the three days of the battle (§1); each stands for that day's hours.
std::vector<Turn> turn_track() { return {{"Jul 1", false}, {"Jul 2", false}, {"Jul 3", false}}; }

}  // namespace

RulesetDefinition definition() {
    RulesetDefinition ruleset;
    ruleset.id = "gettysburg-150";
    ruleset.display_name = "Gettysburg 150";
    ruleset.rulebook = ruleset.id;
    ruleset.map_kinds = {MapKind::Hex};
    ruleset.sides = {{"union", "Union army", kUnionBlue}, {"confederate", "Confederate army", kConfederateGrey}};
    ruleset.unit_schema = unit_schema();
    add_table(ruleset, terrain_effects());
    add_table(ruleset, combat_hit_numbers());
    add_table(ruleset, unit_types());
    add_table(ruleset, actions());
    add_table(ruleset, victory_points());
    add_table(ruleset, army_demoralization());
    add_table(ruleset, events());
    add_table(ruleset, scenario_action_points());
    ruleset.turn_track = turn_track();
    // The intermediate rules, added one by one or all together (§11).
    ruleset.optional_rules = {{"leaders-and-corps-integrity", "Leaders and corps integrity", rule("§11"), {}},
                              {"force-march", "Force march", rule("§11"), {}},
                              {"army-demoralization", "Army demoralization", rule("§11"), {}},
                              {"gettysburg-events-table", "Gettysburg events table", rule("§11"), {}}};
    ruleset.label_scheme = HexLabelScheme::four_digit();
    ruleset.terrain = {{"clear", "Clear", "#e6e2c3"},
                       {"road", "Road", "#a1887f"},
                       {"town", "Gettysburg (hex 1905 only)", "#b23a3a"},
                       {"woods", "Woods", "#2e7d32"},
                       {"ridge", "Ridge", "#c49a5a"},
                       {"double-ridge", "Double Ridge/Hill", "#8d5a2b"}};
    ruleset.hexside_features = {{"creek", "Creek", "#1e88e5"}};
    // Fire and melee are dice rolled per unit (§8): there are no sums for a combat calculator to add.
    static const Engine engine;
    ruleset.engines.hex = &engine;
    return ruleset;
}

const RulesData& rulebook_data() {
    static const RulesData data = definition().rulebook_data;
    return data;
}

const RulesetRegistration registration{2, &definition};

}  // namespace sandtable::rulesets::gettysburg_150
