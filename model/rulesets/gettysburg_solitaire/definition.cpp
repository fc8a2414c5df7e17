#include "model/rulesets/gettysburg_solitaire/definition.hpp"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace sandtable::rulesets::gettysburg_solitaire {
namespace {

// The rulebook's sections are unnumbered, so citations name the section heading. The Union BOT action
// charts, random events and Attack Results Table are printed on player aids that the rulebook text does
// not reproduce, so they are not tables here.

std::string rule(const std::string& section) { return "gettysburg-solitaire " + section; }

AttributeDef integer_attribute(std::string key, std::string label, std::int64_t min, std::int64_t max,
                               std::vector<std::string> applies_to, std::string section) {
    AttributeDef def;
    def.key = std::move(key);
    def.label = std::move(label);
    def.type = AttributeType::Integer;
    def.min = min;
    def.max = max;
    def.applies_to = std::move(applies_to);
    def.rule = rule(section);
    return def;
}

ColumnDef text(std::string key, std::string label, bool optional = false) {
    return {std::move(key), std::move(label), ColumnType::Text, optional};
}

ColumnDef integer(std::string key, std::string label, bool optional = false) {
    return {std::move(key), std::move(label), ColumnType::Integer, optional};
}

struct Table {
    TableDef def;
    std::vector<std::vector<std::string>> rows;
};

void add_table(RulesetDefinition& ruleset, Table table) {
    DataTable data{table.def.id, {}, std::move(table.rows)};
    for (const auto& column : table.def.columns) data.columns.push_back(column.key);
    ruleset.data_schema.tables.push_back(std::move(table.def));
    ruleset.rulebook_data.tables.push_back(std::move(data));
}

// Units are unmarked rectangles of roughly 1,000 men; what a board prints is each formation's row of
// unit spaces, some marked "R" for reinforcements. The rulebook names no echelons.
UnitSchema unit_schema() {
    const std::vector<std::string> formations = {"infantry-formation", "reserve"};
    UnitSchema schema;
    schema.unit_types = {"infantry"};
    schema.formation_types = formations;
    auto starting_units = integer_attribute("starting-units", "Units at start", 1, 20, formations,
                                            "Formations and Units");
    starting_units.required = true;
    auto reinforcement_spaces = integer_attribute("reinforcement-spaces", "Reinforcement (R) spaces", 0, 10,
                                                  formations, "Formations and Units");
    // The number of action markers in the formation's box on the Confederate action chart.
    auto action_markers =
        integer_attribute("action-markers", "Action markers", 1, 10, {"infantry-formation"}, "Actions");
    schema.attributes = {starting_units, reinforcement_spaces, action_markers};
    return schema;
}

Table victory_conditions() {
    // The July 2 "Route Devils Den, Vincent, and the Union Reserve" condition is printed without a heading.
    return {{"victory-conditions", "Victory conditions", rule("How to Win as the Confederate Player"),
             {text("battle", "Battle"), text("outcome", "Outcome"), text("condition", "Condition")}},
            {{"Jul 1", "Confederate tactical victory",
              "Rout 4 Union formations by the end of turn 20. (Historic outcome)"},
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

Table die_roll_modifiers() {
    return {{"die-roll-modifiers", "Die roll modifiers (cumulative, at most +2 and -2)",
             rule("Play/Apply the Union BOT Side Action for the Turn"),
             {text("source", "Source"), integer("drm", "DRM"), text("applies-to", "Applies to")}},
            {{"Coordinated Attack (3 per game)", "-1", "The primary infantry action, supported by a second action"},
             {"Rebel Yell! (Lee on July 1, Longstreet on July 2)", "-1", "An activating infantry action attack"},
             {"Entrenchments at level 3", "-1", "July 1 attacks on V. Steinwehr"},
             {"Entrenchments at level 6", "-2", "July 1 attacks on V. Steinwehr"}}};
}

Table activation_markers() {
    return {{"activation-markers", "Confederate activation markers", rule("Select Your Action for the Turn"),
             {text("battle", "Battle"), text("marker", "Marker")}},
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
    ruleset.sides = {{"union", "Union (BOT)"}, {"confederate", "Confederate (player)"}};
    ruleset.unit_schema = unit_schema();
    add_table(ruleset, victory_conditions());
    add_table(ruleset, die_roll_modifiers());
    add_table(ruleset, activation_markers());
    ruleset.turn_track = turn_track();
    return ruleset;
}

}  // namespace sandtable::rulesets::gettysburg_solitaire
