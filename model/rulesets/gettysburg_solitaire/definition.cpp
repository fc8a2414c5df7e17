#include "model/rulesets/gettysburg_solitaire/definition.hpp"

#include "model/rulesets/definition_builders.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::rulesets::gettysburg_solitaire {
namespace {

// The rulebook's sections are unnumbered, so citations name the section heading. The Union BOT action
// charts, random events and Attack Results Table are printed on player aids that the rulebook text does
// not reproduce, so they are not tables here.

constexpr RuleCitation rule{"gettysburg-solitaire"};

// Units are unmarked rectangles of roughly 1,000 men; what a board prints is each formation's row of
// unit spaces, some marked "R" for reinforcements. The rulebook names no echelons.
UnitSchema unit_schema() {
    const std::vector<std::string> formations = {"infantry-formation", "reserve"};
    UnitSchema schema;
    schema.unit_types = {"infantry"};
    schema.formation_types = formations;
    auto starting_units = integer_attribute("starting-units", "Units at start", 1, 20, formations,
                                            rule("Formations and Units"));
    starting_units.required = true;
    auto reinforcement_spaces = integer_attribute("reinforcement-spaces", "Reinforcement (R) spaces", 0, 10,
                                                  formations, rule("Formations and Units"));
    // The number of action markers in the formation's box on the Confederate action chart.
    auto action_markers =
        integer_attribute("action-markers", "Action markers", 1, 10, {"infantry-formation"}, rule("Actions"));
    starting_units.heading = "Units";
    reinforcement_spaces.heading = "R spaces";
    action_markers.heading = "Actions";
    schema.attributes = {starting_units, reinforcement_spaces, action_markers};
    return schema;
}

RulesTable victory_conditions() {
    // The July 2 "Route Devils Den, Vincent, and the Union Reserve" condition is printed without a heading.
    return {
        {"victory-conditions",
         "Victory conditions",
         rule("How to Win as the Confederate Player"),
         {text_column("battle", "Battle"), text_column("outcome", "Outcome"), text_column("condition", "Condition")}},
        {{"Jul 1", "Confederate tactical victory", "Rout 4 Union formations by the end of turn 20. (Historic outcome)"},
         {"Jul 1", "Confederate strategic victory", "Rout V. Steinwehr formation by the end of turn 20."},
         {"Jul 1", "Union victory",
          "Avoid Confederate victory by the end of turn 20 OR rout 3 Confederate formations (immediate Union "
          "Victory)."},
         {"Jul 2", "Confederate victory",
          "Rout 3 of the following 4 Union formations by the end of turn 20 (Gibbon, Humphreys, Birney, or "
          "Vincent)"},
         {"Jul 2", "Confederate (no heading printed)",
          "Route Devils Den, Vincent, and the Union Reserve (this represents the Confederates breaking both "
          "ends of the Union line---Little Round Top and Culp's Hill)."},
         {"Jul 2", "Union victory (instant)",
          "At the end of any turn that 2 of the 3 Confederate on board formations are routed."},
         {"Jul 2", "Union victory",
          "At the end of turn 20 the Confederate player has not routed 3 of the 4 Union Bot formations."}}};
}

RulesTable die_roll_modifiers() {
    return {{"die-roll-modifiers", "Die roll modifiers (cumulative, at most +2 and -2)",
             rule("Play/Apply the Union BOT Side Action for the Turn"),
             {text_column("source", "Source"), integer_column("drm", "DRM"), text_column("applies-to", "Applies to")}},
            {{"Coordinated Attack (3 per game)", "-1", "The primary infantry action, supported by a second action"},
             {"Rebel Yell! (Lee on July 1, Longstreet on July 2)", "-1", "An activating infantry action attack"},
             {"Entrenchments at level 3", "-1", "July 1 attacks on V. Steinwehr"},
             {"Entrenchments at level 6", "-2", "July 1 attacks on V. Steinwehr"}}};
}

RulesTable activation_markers() {
    return {{"activation-markers", "Confederate activation markers", rule("Select Your Action for the Turn"),
             {text_column("battle", "Battle"), text_column("marker", "Marker")}},
            {{"Jul 1", "Lee"},
             {"Jul 1", "Hill"},
             {"Jul 1", "Ewell"},
             {"Jul 1", "Heth"},
             {"Jul 1", "Pender"},
             {"Jul 1", "Rodes"},
             {"Jul 1", "Early"},
             {"Jul 2", "Longstreet"},
             {"Jul 2", "McLaws (Infantry)"},
             {"Jul 2", "Hood (Infantry)"},
             {"Jul 2", "Hood (Artillery)"},
             {"Jul 2", "McLaws (Artillery)"},
             {"Jul 2", "Anderson"},
             {"Jul 2", "Johnson"}}};
}

// Each battle (July 1 or July 2) is played on the same track and ends with turn 20; the rulebook
// gives no clock times.
std::vector<Turn> turn_track() {
    std::vector<Turn> turns;
    for (int turn = 1; turn <= 20; ++turn) turns.push_back({"Turn " + std::to_string(turn), false});
    return turns;
}

}  // namespace

RulesetDefinition definition() {
    RulesetDefinition ruleset;
    ruleset.id = "gettysburg-solitaire";
    ruleset.display_name = "Gettysburg Solitaire";
    ruleset.rulebook = ruleset.id;
    // Formation boards hold formations in fixed unit slots with no hexes and no measured movement;
    // of hex, area and free-form, a board of named slots is closest to an area map.
    ruleset.map_kinds = {MapKind::Area};
    ruleset.sides = {{"union", "Union (BOT)", kUnionBlue}, {"confederate", "Confederate (player)", kConfederateGrey}};
    ruleset.unit_schema = unit_schema();
    add_table(ruleset, victory_conditions());
    add_table(ruleset, die_roll_modifiers());
    add_table(ruleset, activation_markers());
    ruleset.turn_track = turn_track();
    return ruleset;
}

const RulesetRegistration registration{5, &definition};

}  // namespace sandtable::rulesets::gettysburg_solitaire
