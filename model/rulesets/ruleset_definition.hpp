#pragma once
// Everything the toolkit knows about one ruleset (one rulebook): its unit schema, its rules data
// schema with the rulebook's values, the turn track, the map defaults a new book starts from, and the
// engines that answer the rulebook's questions on each kind of map.
#include "model/freeform/freeform_map.hpp"
#include "model/hex/hex_label_scheme.hpp"
#include "model/map_kind.hpp"
#include "model/rules_data.hpp"
#include "model/terrain_def.hpp"
#include "model/turn.hpp"
#include "model/unit_schema.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct SideDef {
    std::string id;      // "union", "confederate"
    std::string name;    // "Union (Army of the Potomac)"
    std::string colour;  // "#2b4f9e": how the side's counters are drawn
};

class HexRulesEngine;       // model/board/hex_rules_engine.hpp
class FreeformRulesEngine;  // model/freeform/freeform_rules_engine.hpp
class CombatCalculator;     // model/board/combat_calculator.hpp
// The interface of the area engine comes with area graphs; until then its slot stays empty.
class AreaRulesEngine;

// What answers a ruleset's movement, sight and combat questions: one engine per kind of map the
// ruleset is played on, and its combat calculator. Each points at an object that lives as long as
// the program; null where the ruleset has none.
struct RulesEngines {
    const HexRulesEngine* hex = nullptr;
    const AreaRulesEngine* area = nullptr;
    const FreeformRulesEngine* freeform = nullptr;
    const CombatCalculator* combat = nullptr;
};

// An optional rule players may agree to use; a scenario lists those in force.
struct OptionalRuleDef {
    std::string id;    // "control-and-command"
    std::string name;  // "Control & Command"
    std::string rule;  // "gettysburg-125 §2"
    std::vector<std::string> needs;  // other optional rules that must be in force with it
    // Unit types that take part only while the rule is in force (Pub Battles' baggage trains).
    std::vector<std::string> unit_types = {};
};

struct RulesetDefinition {
    std::string id;            // "gettysburg-125"
    std::string display_name;  // "Gettysburg (125th Anniversary Edition)"
    std::string rulebook;      // citation prefix used in rule references, same as id
    // The revision of this definition (schema, rules data, checks); data packs name it so that a
    // client can tell which reading of the rulebook a pack was checked against.
    int version = 1;
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
    // Free-form rulesets: what a new free-form map's catalogue starts with.
    std::vector<FreeformTerrainDef> freeform_terrain;
    RulesEngines engines;

    [[nodiscard]] const SideDef* side(std::string_view side_id) const;
};

}  // namespace sandtable
