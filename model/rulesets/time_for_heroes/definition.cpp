#include "model/rulesets/time_for_heroes/definition.hpp"

#include "model/rulesets/definition_builders.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::rulesets::time_for_heroes {
namespace {

constexpr RuleCitation rule{"time-for-heroes"};

// Each piece is a formation marker named for its commander (§6); the formation area prints its combat
// dice and starting cohesion (§7, §14).
UnitSchema unit_schema() {
    UnitSchema schema;
    schema.unit_types = {"formation"};
    schema.formation_types = {"army"};
    // The board's "Destroyed Division/Corps track" (§6).
    schema.echelons = {"army", "corps", "division"};
    // Starting cohesion; it may never exceed this value (§7).
    auto cohesion = integer_attribute("cohesion", "Starting cohesion", 1, 20, {}, rule("§7"));
    cohesion.required = true;
    // The box holds 9 dice, the most that can be rolled (§2).
    auto dice = integer_attribute("dice", "Combat dice", 1, 9, {}, rule("§7"));
    dice.required = true;
    cohesion.heading = "Cohesion";
    dice.heading = "Dice";
    schema.attributes = {cohesion, dice};
    return schema;
}

RulesTable arrow_effects() {
    return {{"arrow-effects",
             "Terrain modifiers (arrows between locations)",
             rule("§15.7"),
             {text_column("arrow", "Arrow"), text_column("effect", "Effect"),
              integer_column("dice-modifier", "Dice modifier")}},
            {{"Green arrow", "+2 dice", "2"}, {"Red arrow", "-1 die", "-1"}, {"Any other arrow", "no effect", "0"}}};
}

RulesTable combat_results() {
    return {{"combat-results", "Combat results of each set of dice", rule("§15.7"),
             {text_column("dice", "Dice"), text_column("result", "Result")}},
            {{"Double 1", "Attacker -1 Cohesion"},
             {"Double 2", "Attacker -1 Cohesion"},
             {"3", "Attacker +1 Momentum Cube"},
             {"Double 4", "Defender -1 Cohesion"},
             {"Double 5", "Defender -1 Cohesion"},
             {"Double 6", "Defender -2 Cohesion + must retreat from the battle location"}}};
}

RulesTable objectives() {
    return {{"objectives", "Objective locations", rule("§5"),
             {text_column("location", "Location"), integer_column("vp", "VP"), text_column("notes", "Notes", true)}},
            {{"Baltimore Pike", "1", "Entry Area 10"},
             {"Culp's Hill", "1", ""},
             {"Cemetery Hill", "1", ""},
             {"Cemetery Ridge", "1", ""},
             {"Gettysburg", "1", ""},
             {"Lutheran Seminary", "1", ""},
             {"Weikert's Hill", "1", ""},
             {"Round Tops", "2", "2 flags"}}};
}

RulesTable entry_areas() {
    const std::string area_11 =
        "Slocum, Sykes and/or Sedgwick may enter here if area 10 is occupied by a Confederate formation";
    return {{"entry-areas", "Entry areas", rule("§6"),
             {integer_column("area", "Area"), text_column("side", "Side"), text_column("notes", "Notes", true)}},
            {{"1", "confederate", ""},
             {"2", "confederate", ""},
             {"3", "confederate", ""},
             {"4", "confederate", ""},
             {"5", "confederate", ""},
             {"6", "confederate", ""},
             {"7", "union", ""},
             {"8", "union", ""},
             {"9", "union", ""},
             {"10", "union", "Baltimore Pike objective; the one entry area Confederate formations may enter"},
             {"11", "union", area_11}}};
}

RulesTable turn_record() {
    return {{"turn-record", "Turn track", rule("§10"),
             {integer_column("turn", "Turn"), text_column("day", "Day"), text_column("period", "Period"),
              integer_column("conquest-vp", "VP for Confederate victory", true),
              text_column("momentum-penalty", "Momentum Cube penalty", true)}},
            {{"1", "Jul 1", "Morning", "",
              "Lose 1 Momentum Cube for each Activation Phase without an attack (§13.2)"},
             {"2", "Jul 1", "Afternoon", "3", ""},
             {"3", "Jul 2", "Morning", "4", ""},
             {"4", "Jul 2", "Afternoon", "4", ""},
             {"5", "Jul 3", "Morning", "5", ""},
             {"6", "Jul 3", "Afternoon", "6",
              "Every Activation Card's Momentum Cube value is reduced by 1 (§13.2)"}}};
}

RulesTable immediate_victory() {
    return {{"immediate-victory", "Immediate victory", rule("§20.1"),
             {text_column("side", "Side"), integer_column("formations-eliminated", "Enemy formations eliminated")}},
            {{"confederate", "3"}, {"union", "4"}}};
}

// Three days, each a morning and an afternoon turn (§10).
std::vector<Turn> turn_track() {
    std::vector<Turn> turns;
    for (const char* day : {"Jul 1", "Jul 2", "Jul 3"}) {
        turns.push_back({std::string(day) + " Morning", false});
        turns.push_back({std::string(day) + " Afternoon", false});
    }
    return turns;
}

}  // namespace

RulesetDefinition definition() {
    RulesetDefinition ruleset;
    ruleset.id = "time-for-heroes";
    ruleset.display_name = "Gettysburg: A Time for Heroes";
    ruleset.rulebook = ruleset.id;
    ruleset.map_kinds = {MapKind::Area};
    // The rulebook gives the armies no other names.
    ruleset.sides = {{"union", "Union", kUnionBlue}, {"confederate", "Confederate", kConfederateGrey}};
    ruleset.unit_schema = unit_schema();
    add_table(ruleset, arrow_effects());
    add_table(ruleset, combat_results());
    add_table(ruleset, objectives());
    add_table(ruleset, entry_areas());
    add_table(ruleset, turn_record());
    add_table(ruleset, immediate_victory());
    ruleset.turn_track = turn_track();
    return ruleset;
}

const RulesetRegistration registration{3, &definition};

}  // namespace sandtable::rulesets::time_for_heroes
