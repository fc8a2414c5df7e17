#pragma once
// Everything the toolkit knows about one ruleset (one rulebook): its unit schema, its rules data
// schema with the rulebook's values, the turn track and the map defaults a new book starts from.
#include "model/hex/hex_label_scheme.hpp"
#include "model/map_kind.hpp"
#include "model/rules_data.hpp"
#include "model/terrain_def.hpp"
#include "model/turn.hpp"
#include "model/unit_schema.hpp"

#include <string>
#include <vector>

namespace sandtable {

struct SideDef {
    std::string id;    // "union", "confederate"
    std::string name;  // "Union (Army of the Potomac)"
};

// An optional rule players may agree to use; a scenario lists those in force.
struct OptionalRuleDef {
    std::string id;    // "control-and-command"
    std::string name;  // "Control & Command"
    std::string rule;  // "gettysburg-125 §2"
    std::vector<std::string> needs;  // other optional rules that must be in force with it
};

struct RulesetDefinition {
    std::string id;            // "gettysburg-125"
    std::string display_name;  // "Gettysburg (125th Anniversary Edition)"
    std::string rulebook;      // citation prefix used in rule references, same as id
    std::vector<MapKind> map_kinds;
    std::vector<SideDef> sides;
    UnitSchema unit_schema;
    DataSchema data_schema;
    RulesData rulebook_data;  // the rulebook's values for every table of data_schema
    std::vector<Turn> turn_track;
    std::vector<OptionalRuleDef> optional_rules;
    // Hex rulesets: what a new hex map starts with.
    HexLabelScheme label_scheme;
    std::vector<TerrainDef> terrain;          // hex terrain catalogue
    std::vector<TerrainDef> hexside_features; // hexside feature catalogue (streams, creeks, ...)
};

}  // namespace sandtable
