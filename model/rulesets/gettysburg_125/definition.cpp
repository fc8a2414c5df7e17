#include "model/rulesets/gettysburg_125/definition.hpp"

#include "model/rulesets/definition_builders.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/rulesets/gettysburg_125/combat_calculator.hpp"
#include "model/rulesets/gettysburg_125/engine.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::rulesets::gettysburg_125 {
namespace {

// The rulebook's "–" (no effect, or as for the other terrain in the hex) is stored as an empty cell
// of an optional column; "½" is written "1/2".

constexpr RuleCitation rule{"gettysburg-125"};

UnitSchema unit_schema() {
    const std::vector<std::string> regular_units = {"infantry", "cavalry", "artillery", "horse-artillery"};
    UnitSchema schema;
    schema.unit_types = {"infantry", "cavalry", "artillery", "horse-artillery", "hq"};
    // Wings group corps on the Union command chart only (§5).
    schema.formation_types = {"army", "wing", "corps", "division"};
    schema.echelons = {"army", "wing", "corps", "division", "brigade", "battalion"};

    // Headquarters print "*" instead of a combat factor (§1.2.2), so they carry none.
    auto combat = integer_attribute("combat", "Combat factor (CF)", 0, 10, regular_units, rule("§1.2.1"));
    combat.required = true;
    // A blank reduced side means the first step loss eliminates the unit.
    auto combat_reduced =
        integer_attribute("combat-reduced", "Combat factor, reduced side", 0, 10, regular_units, rule("§1.2.1"));
    combat_reduced.optional = true;
    auto movement = integer_attribute("movement", "Movement factor (MF)", 1, 20, {}, rule("§1.2.1"));
    movement.required = true;
    // Used only with the optional Indirect fire rule; every artillery unit has a range of 2 (§9).
    auto range = integer_attribute("range", "Range (hexes)", 1, 5, {"artillery", "horse-artillery"}, rule("§1.2.1"));
    range.required = true;
    // Newton replaces Reynolds on turn 9, Birney replaces Sickles on turn 17 (§11.3).
    AttributeDef replaces;
    replaces.key = "replaces";
    replaces.label = "Replaces headquarters";
    replaces.type = AttributeType::Text;
    replaces.optional = true;
    replaces.applies_to = {"hq"};
    replaces.rule = rule("§11.3");
    combat.heading = "CF";
    combat_reduced.heading = "Reduced CF";
    movement.heading = "MF";
    range.heading = "Range";
    replaces.heading = "Replaces";
    schema.attributes = {combat, combat_reduced, movement, range, replaces};
    return schema;
}

const std::string kConnectedNote =
    "DF bonus only if no attacker attacks from a connected hex of the same terrain";
const std::string kRoadNote =
    "Reduced cost only if the hex-side moved over is crossed by the road, railroad, or leads to Gettysburg; "
    "other terrain is ignored";

RulesTable terrain_effects() {
    return {{"terrain-effects",
             "Movement and combat effects chart",
             rule("§1.1 Table 1"),
             {text_column("terrain", "Terrain"), text_column("mf", "MF", true), text_column("df", "DF", true),
              text_column("los", "LOS", true), text_column("notes", "Notes", true)}},
            {{"Clear", "1", "", "Yes", ""},
             {"Woods", "+1", "+1", "No", kConnectedNote},
             {"Hill", "", "+2", "No", kConnectedNote},
             // The footnote says hill and woods; §1.1 and §11.1.3 say rocky hill and woods (hexes E6, F5).
             {"Rocky hill", "+1", "+2", "No",
              "Artillery may not enter a hex with both hill and woods terrain (footnote; the text of §1.1 and "
              "§11.1.3 says rocky hill and woods, hexes E6 and F5). " +
                  kConnectedNote},
             {"Stream", "+1", "", "",
              "Crossing a stream hex-side costs +1 MF in addition to other terrain cost; a road crossing "
              "nullifies it"},
             {"Road", "1/2", "", "", kRoadNote},
             {"Railroad", "1/2", "", "", kRoadNote},
             {"Town", "1/2", "+1", "No", kRoadNote},
             {"Enemy ZOC", "+1", "", "", ""}}};
}

RulesTable combat_results() {
    return {
        {"combat-results",
         "Combat resolution table",
         rule("§13.2 Table 4"),
         {text_column("cf-difference", "CF difference"), integer_column("min-difference", "Lowest difference", true),
          integer_column("max-difference", "Highest difference", true), text_column("result", "Result"),
          text_column("meaning", "Meaning")}},
        {{"≤ −6", "", "-6", "A2, AR", "attacker takes two step losses and retreats"},
         {"−5 to −3", "-5", "-3", "A1, AR", "attacker takes one step loss and retreats"},
         {"−2 to 0", "-2", "0", "AR", "attacker retreats"},
         {"+1 to +2", "1", "2", "DR", "defender retreats"},
         {"+3 to +5", "3", "5", "D1, DR", "defender takes one step loss and retreats"},
         {"≥ +6", "6", "", "D2, DR", "defender takes two step losses and retreats"}}};
}

RulesTable victory_points() {
    return {{"victory-points",
             "Victory points",
             rule("§14 Table 5"),
             {text_column("source", "Source"), text_column("vp", "VP")}},
            {{"Enemy units eliminated", "Full-strength CF"},
             {"Enemy units flipped to reduced strength", "1"},
             {"Objective hex controlled", "value of the objective"}}};
}

RulesTable objective_hexes() {
    // "Cementery Hill" is spelled as printed.
    return {{"objective-hexes", "Objective hexes", rule("§14 Table 6"),
             {text_column("hex", "Hex"), text_column("name", "Name", true), integer_column("vp", "VPs")}},
            {{"F6", "Little Round Top", "5"},
             {"I11", "", "3"},
             {"K6", "", "1"},
             {"K7", "", "1"},
             {"L6", "Cementery Hill", "1"},
             {"L7", "", "1"},
             {"M7", "", "1"},
             {"M9", "Culp's Hill", "3"}}};
}

RulesTable victory_conditions() {
    // The rulebook itself notes that its caption text disagrees with the table for July 1; both are kept.
    return {{"victory-conditions", "Victory conditions by the scenario's end day", rule("§14 Table 7"),
             {text_column("end-day", "End day"), text_column("confederate-wins-if", "Confederate faction wins if"),
              text_column("caption-reading", "Caption text reading", true)}},
            {{"Jul 1", "Confederate VP ≥ 2 × Union VP",
              "the Confederate faction must have at least 3 times more victory points than the Union"},
             {"Jul 2", "Confederate VP ≥ Union VP + 15 VP", ""},
             {"Jul 3", "Confederate VP > Union VP", ""}}};
}

RulesTable july_2_union_casualties() {
    return {{"jul-2-union-casualties", "Union casualties at the start of the 2nd of July scenario", rule("§14"),
             {text_column("unit", "Unit"), text_column("state", "State"), integer_column("vp", "VP")}},
            {{"us robinson/1 id", "eliminated", "2"},
             {"us barlow/11 id", "eliminated", "2"},
             {"us schurz/11 id", "eliminated", "2"},
             {"us doubleday/1 id", "reduced", "1"},
             {"us wadsworth/1 id", "reduced", "1"},
             {"us wainwright/1 abrd", "reduced", "1"}}};
}

RulesTable scenarios() {
    return {{"scenarios", "Scenarios", rule("§15"),
             {text_column("scenario", "Scenario"), text_column("oob", "OOB"), text_column("last-turn", "Last turn"),
              integer_column("last-turn-number", "Last turn number"), text_column("notes", "Notes", true)}},
            {{"First day", "Jul 1", "Jul 1, night", "8", ""},
             {"Second day", "Jul 2", "Jul 2, night", "16", ""},
             {"Third day", "Jul 3", "Jul 3, night", "24", ""},
             {"Full battle", "Jul 1", "Jul 3, night", "24",
              "Consider having US 3rd Corps arrive at A8 on turns 7 and 8."}}};
}

// Two-hour turns (§4): turn 2 is 08:00 on July 1 (§13.2, §15.1), and turns 8, 16 and 24 are night
// turns from 20:00 to 06:00 (§10), so each day runs 06:00 to 18:00 and then a night turn.
std::vector<Turn> turn_track() {
    std::vector<Turn> turns;
    for (int day = 1; day <= 3; ++day) {
        const std::string date = "Jul " + std::to_string(day);
        for (int hour = 6; hour <= 18; hour += 2) {
            const std::string clock = (hour < 10 ? "0" : "") + std::to_string(hour) + ":00";
            turns.push_back({date + " " + clock, false});
        }
        turns.push_back({date + " Night", true});
    }
    return turns;
}

}  // namespace

RulesetDefinition definition() {
    RulesetDefinition ruleset;
    ruleset.id = "gettysburg-125";
    ruleset.display_name = "Gettysburg (125th Anniversary Edition)";
    ruleset.rulebook = ruleset.id;
    ruleset.map_kinds = {MapKind::Hex};
    // Army names as the rulebook prints them (§1.2).
    ruleset.sides = {{"union", "Union (Army of the Potomac)", kUnionBlue},
                     {"confederate", "Confederate (Army of North Virginia)", kConfederateGrey}};
    ruleset.unit_schema = unit_schema();
    add_table(ruleset, terrain_effects());
    add_table(ruleset, combat_results());
    add_table(ruleset, victory_points());
    add_table(ruleset, objective_hexes());
    add_table(ruleset, victory_conditions());
    add_table(ruleset, july_2_union_casualties());
    add_table(ruleset, scenarios());
    ruleset.turn_track = turn_track();
    // §2: the Reorganisation rule must be used with Control & Command. §14 leaves the factions one
    // more choice, the sudden death victory at the end of turns 8 and 16.
    ruleset.optional_rules = {{"initiative", "Initiative", rule("§2"), {}},
                              {"control-and-command", "Control & Command", rule("§2, §5"), {}},
                              {"indirect-fire", "Indirect fire", rule("§2, §9, §12"), {}},
                              {"reorganisation", "Reorganisation", rule("§2, §11.3, §11.4"), {"control-and-command"}},
                              {"sudden-death", "Sudden death", rule("§14"), {}}};
    ruleset.label_scheme = HexLabelScheme::letter_number();
    ruleset.terrain = {{"clear", "Clear", "#e6e2c3"},
                       {"woods", "Woods", "#2e7d32"},
                       {"hill", "Hill", "#c49a5a"},
                       {"rocky-hill", "Rocky hill", "#7b5e57"},
                       {"town", "Town (Gettysburg)", "#b23a3a"}};
    // Road and railroad movement is decided by the hex-side moved over (§1.1 Table 1 ¶, §11.1.3).
    ruleset.hexside_features = {{"stream", "Stream", "#1e88e5"},
                                {"road", "Road", "#5d4037"},
                                {"railroad", "Railroad", "#424242"}};
    static const Engine engine;
    static const Combat combat;
    ruleset.engines.hex = &engine;
    ruleset.engines.combat = &combat;
    return ruleset;
}

const RulesetRegistration registration{1, &definition};

}  // namespace sandtable::rulesets::gettysburg_125
