#pragma once
// A scenario: the map it is played on, its turns, its order of battle, setup, reinforcement
// schedule, starting casualties and victory conditions. A variant is a scenario that extends
// another and lists its changes; resolve_scenario turns it into an ordinary scenario.
#include "model/chit.hpp"
#include "model/location.hpp"
#include "model/rules_cell.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class UnitState { Full, Reduced, Eliminated };
[[nodiscard]] std::string_view to_string(UnitState state);  // "full", "reduced", "eliminated"
[[nodiscard]] std::optional<UnitState> unit_state_from_string(std::string_view text);

// Where a unit starts. On a free-form map a piece also has a pose: its facing in degrees, 0 facing
// the top of the map and growing clockwise on screen (90 faces right, as a compass bearing with
// north up), and whether it stands in road column (drawn lengthwise along its facing).
struct Placement {
    std::string unit;
    Location location;
    UnitState state = UnitState::Full;
    double facing = 0.0;       // [0, 360); used with point locations
    bool road_column = false;  // used with point locations
    friend bool operator==(const Placement&, const Placement&) = default;
};

struct ReinforcementEntry {
    std::string id;
    int turn = 1;
    Location location;
    std::vector<std::string> units;
    std::vector<Chit> chits;  // command chits added to their sides' pools on arrival
    std::string note;
    bool may_delay = false;  // the owner may hold the arrival back
    friend bool operator==(const ReinforcementEntry&, const ReinforcementEntry&) = default;
};

// A unit or formation played under another formation of its side than the forces put it: the
// Jackson option's order of battle, a Hidden Reserves reassignment before the game.
struct Assignment {
    std::string node;       // the unit or formation moved, with what it holds
    std::string formation;  // where it goes
    friend bool operator==(const Assignment&, const Assignment&) = default;
};

struct VictoryCondition {
    std::string id;
    std::string side;  // who it favours; empty when it applies to both
    std::string text;
    friend bool operator==(const VictoryCondition&, const VictoryCondition&) = default;
};

// What a variant changes in the scenario it extends. Replacements match by unit (placements)
// or by entry id (schedule); adding an existing one replaces it.
struct VariantChanges {
    std::vector<std::string> add_units;
    std::vector<std::string> remove_units;
    std::vector<Placement> set_placements;
    std::vector<std::string> remove_placements;  // unit ids
    std::vector<ReinforcementEntry> set_schedule;
    std::vector<std::string> remove_schedule;  // entry ids
    std::vector<Chit> add_chits;
    std::vector<Chit> remove_chits;
    std::vector<Assignment> reassign;  // replaces an assignment of the same node, or adds one
    std::vector<RulesCell> set_rules;  // replaces the scenario's value for the same cell, or adds one
    [[nodiscard]] bool empty() const;
    friend bool operator==(const VariantChanges&, const VariantChanges&) = default;
};

struct Scenario {
    std::string id;
    std::string name;
    std::string description;
    std::string extends;  // base scenario of a variant; empty for an ordinary scenario
    std::string map;      // empty in a variant: the base's map
    std::optional<int> start_turn;
    std::optional<int> end_turn;
    std::optional<std::vector<std::string>> units;  // order of battle; nothing means every unit
    std::vector<Placement> setup;
    std::vector<ReinforcementEntry> schedule;
    std::vector<Chit> chits;              // command chits available at start
    std::vector<Assignment> assignments;  // in the order they apply
    std::vector<RulesCell> rules;         // cells of the book's rules data played differently here
    std::vector<std::string> casualties;  // units eliminated before the scenario starts
    std::vector<VictoryCondition> victory;
    // The ruleset's optional rules in force; a variant without its own keeps its base's.
    std::optional<std::vector<std::string>> options;
    VariantChanges changes;  // variants only

    [[nodiscard]] bool is_variant() const { return !extends.empty(); }
    [[nodiscard]] const Placement* placement(std::string_view unit) const;
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

}  // namespace sandtable
