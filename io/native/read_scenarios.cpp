#include "io/native/reader.hpp"

#include "model/object_id.hpp"
#include "model/scenario.hpp"

#include <fmt/format.h>

namespace sandtable::native {

namespace {

// An arrival may also come with a unit (with=); a placement is always on the map, at a hex, an area,
// an edge or, on a free-form map, a point (x= and y=).
Location read_location(Reader& reader, pugi::xml_node node, const std::string& scenario, bool arrival) {
    int given = 0;
    Location location;
    for (auto kind : {LocationKind::Hex, LocationKind::Area, LocationKind::Edge, LocationKind::With}) {
        const std::string name(to_string(kind));
        if (auto a = node.attribute(name.c_str())) {
            ++given;
            location = Location{kind, a.value()};
        }
    }
    const bool point = !arrival && (node.attribute("x") || node.attribute("y"));
    if (point) {
        ++given;
        reader.needs_version(node, 4, "x= and y=");
        location = Location{MapPoint{reader.number(node, "x"), reader.number(node, "y")}};
    }
    if (given != 1) {
        reader.fail(node, "load.bad-location",
                    fmt::format("<{}> needs exactly one of hex=, area={}", node.name(),
                                arrival ? ", edge= or with=" : ", edge= or a point (x= and y=)"));
    }
    if (location.kind == LocationKind::With) {
        reader.needs_version(node, 2, "with=");
        if (!is_valid_id(location.ref)) {
            reader.fail(node, "load.bad-id", fmt::format("with=\"{}\" on <{}> is not a unit id", location.ref, node.name()));
        }
    }
    if (location.kind == LocationKind::Hex) reader.pending_labels.push_back({node, scenario, location.ref});
    if (location.kind == LocationKind::Point) reader.pending_points.push_back({node, scenario});
    return location;
}

// A facing in degrees, 0 up to but not including 360 (model/scenario.hpp says which way it turns).
double read_facing(Reader& reader, pugi::xml_node node) {
    const double facing = reader.number(node, "facing");
    if (facing < 0.0 || facing >= 360.0) {
        reader.fail(node, "load.bad-value",
                    fmt::format("facing=\"{}\" on <{}>: expected degrees from 0 up to but not including 360 (0 faces the top of "
                                "the map, 90 its right)",
                                node.attribute("facing").value(), node.name()));
    }
    return facing;
}

Placement read_placement(Reader& reader, pugi::xml_node node, const std::string& scenario) {
    reader.only_attributes(node, {"unit", "hex", "area", "edge", "x", "y", "facing", "road-column", "state"});
    reader.only_children(node, {});
    Placement placement;
    placement.unit = reader.required(node, "unit");
    placement.location = read_location(reader, node, scenario, false);
    for (const char* pose : {"facing", "road-column"}) {
        if (node.attribute(pose) && placement.location.kind != LocationKind::Point) {
            reader.fail(node, "load.bad-location", fmt::format("{}= on <{}> needs a point (x= and y=) on a free-form map", pose, node.name()));
        }
    }
    if (node.attribute("facing")) placement.facing = read_facing(reader, node);
    placement.road_column = reader.flag(node, "road-column", false);
    if (node.attribute("state")) {
        const auto state = unit_state_from_string(node.attribute("state").value());
        if (!state) reader.fail(node, "load.bad-value", "state: expected full, reduced or eliminated");
        placement.state = *state;
    }
    return placement;
}

ReinforcementEntry read_entry(Reader& reader, pugi::xml_node node, const std::string& scenario, int turns) {
    reader.only_attributes(node, {"id", "turn", "hex", "area", "edge", "with", "units", "chits", "may-delay"});
    reader.only_children(node, {"note"});
    reader.at_most_once(node, {"note"});
    ReinforcementEntry entry;
    entry.id = reader.required(node, "id");
    entry.turn = static_cast<int>(reader.integer(node, "turn", 1, std::max(turns, 1)));
    entry.location = read_location(reader, node, scenario, true);
    entry.units = reader.id_list(node, "units", false);
    entry.chits = reader.chit_list(node, "chits", false);
    entry.may_delay = reader.flag(node, "may-delay", false);
    entry.note = reader.text_of(node.child("note"));
    return entry;
}

Assignment read_assignment(Reader& reader, pugi::xml_node node) {
    reader.only_attributes(node, {"piece", "formation"});
    reader.only_children(node, {});
    Assignment assignment{reader.required(node, "piece"), reader.required(node, "formation")};
    for (const std::string* id : {&assignment.node, &assignment.formation}) {
        if (!is_valid_id(*id)) reader.fail(node, "load.bad-id", fmt::format("<{}> holds \"{}\", which is not a valid id", node.name(), *id));
    }
    return assignment;
}

// A cell of the book's rules data. Whether it names a cell of the book is for validate to say
// (core.rules-cell): a book saved while its tables and cells disagree still reads back.
RulesCell read_rules_cell(Reader& reader, pugi::xml_node node) {
    reader.needs_version(node, 2, fmt::format("<{}>", node.name()));
    reader.only_attributes(node, {"table", "row", "column", "value"});
    reader.only_children(node, {});
    return RulesCell{reader.required(node, "table"), reader.required(node, "row"), reader.required(node, "column"),
                     reader.required(node, "value")};
}

void check_entry_id_unique(Reader& reader, pugi::xml_node node, const std::vector<ReinforcementEntry>& entries,
                           const std::string& id) {
    for (const auto& e : entries) {
        if (e.id == id) reader.fail(node, "load.duplicate-id", fmt::format("duplicate schedule entry \"{}\" in this scenario", id));
    }
}

void read_common(Reader& reader, pugi::xml_node node, Scenario& scenario) {
    const int turns = reader.book.turn_count();
    reader.at_most_once(node, {"description", "order-of-battle", "assignments", "rules", "setup", "schedule", "chits", "casualties",
                               "victory", "options"});
    if (auto rules = node.child("rules")) {
        reader.needs_version(rules, 2, "<rules>");
        reader.only_attributes(rules, {});
        reader.only_children(rules, {"cell"});
        for (auto cell : rules.children("cell")) scenario.rules.push_back(read_rules_cell(reader, cell));
    }
    if (auto assignments = node.child("assignments")) {
        reader.needs_version(assignments, 2, "<assignments>");
        reader.only_attributes(assignments, {});
        reader.only_children(assignments, {"assign"});
        for (auto assign : assignments.children("assign")) scenario.assignments.push_back(read_assignment(reader, assign));
    }
    scenario.description = reader.text_of(node.child("description"));
    if (auto oob = node.child("order-of-battle")) {
        reader.only_attributes(oob, {"units"});
        reader.only_children(oob, {});
        scenario.units = reader.id_list(oob, "units", true);
    }
    if (auto setup = node.child("setup")) {
        reader.only_attributes(setup, {});
        reader.only_children(setup, {"placement"});
        scenario.setup.reserve(static_cast<std::size_t>(std::distance(setup.children("placement").begin(), setup.children("placement").end())));
        for (auto item : setup.children("placement")) {
            scenario.setup.push_back(read_placement(reader, item, scenario.id));
            reader.remember_line("placement:" + scenario.id + ":" + scenario.setup.back().unit, item);
        }
    }
    if (auto schedule = node.child("schedule")) {
        reader.only_attributes(schedule, {});
        reader.only_children(schedule, {"entry"});
        for (auto item : schedule.children("entry")) {
            auto entry = read_entry(reader, item, scenario.id, turns);
            check_entry_id_unique(reader, item, scenario.schedule, entry.id);
            reader.remember_line("entry:" + scenario.id + ":" + entry.id, item);
            scenario.schedule.push_back(std::move(entry));
        }
    }
    if (auto chits = node.child("chits")) {
        reader.only_attributes(chits, {"ids"});
        reader.only_children(chits, {});
        scenario.chits = reader.chit_list(chits, "ids", true);
    }
    if (auto options = node.child("options")) {
        reader.only_attributes(options, {"ids"});
        reader.only_children(options, {});
        scenario.options = reader.id_list(options, "ids", true);
    }
    if (auto casualties = node.child("casualties")) {
        reader.only_attributes(casualties, {"units"});
        reader.only_children(casualties, {});
        scenario.casualties = reader.id_list(casualties, "units", true);
    }
    if (auto victory = node.child("victory")) {
        reader.only_attributes(victory, {});
        reader.only_children(victory, {"condition"});
        for (auto item : victory.children("condition")) {
            reader.only_attributes(item, {"id", "side"});
            scenario.victory.push_back(VictoryCondition{reader.required(item, "id"), reader.optional(item, "side"), reader.text_of(item)});
        }
    }
}

void read_turns(Reader& reader, pugi::xml_node node, Scenario& scenario, bool required) {
    const int turns = std::max(reader.book.turn_count(), 1);
    if (required || node.attribute("start-turn")) scenario.start_turn = static_cast<int>(reader.integer(node, "start-turn", 1, turns));
    if (required || node.attribute("end-turn")) scenario.end_turn = static_cast<int>(reader.integer(node, "end-turn", 1, turns));
}

void read_changes(Reader& reader, pugi::xml_node node, Scenario& variant) {
    const int turns = reader.book.turn_count();
    VariantChanges& changes = variant.changes;
    for (auto item : node.children()) {
        if (item.type() != pugi::node_element) continue;
        const std::string_view name = item.name();
        if (name == "add-units" || name == "remove-units") {
            reader.only_attributes(item, {"units"});
            reader.only_children(item, {});
            auto units = reader.id_list(item, "units", true);
            auto& target = name == "add-units" ? changes.add_units : changes.remove_units;
            target.insert(target.end(), units.begin(), units.end());
        } else if (name == "set-placement") {
            changes.set_placements.push_back(read_placement(reader, item, variant.id));
        } else if (name == "remove-placement") {
            reader.only_attributes(item, {"unit"});
            reader.only_children(item, {});
            changes.remove_placements.push_back(reader.required(item, "unit"));
        } else if (name == "set-entry") {
            auto entry = read_entry(reader, item, variant.id, turns);
            check_entry_id_unique(reader, item, changes.set_schedule, entry.id);
            changes.set_schedule.push_back(std::move(entry));
        } else if (name == "remove-entry") {
            reader.only_attributes(item, {"id"});
            reader.only_children(item, {});
            changes.remove_schedule.push_back(reader.required(item, "id"));
        } else if (name == "add-chits" || name == "remove-chits") {
            reader.only_attributes(item, {"ids"});
            reader.only_children(item, {});
            auto chits = reader.chit_list(item, "ids", true);
            auto& target = name == "add-chits" ? changes.add_chits : changes.remove_chits;
            target.insert(target.end(), chits.begin(), chits.end());
        } else if (name == "reassign") {
            reader.needs_version(item, 2, "<reassign>");
            changes.reassign.push_back(read_assignment(reader, item));
        } else if (name == "set-cell") {
            changes.set_rules.push_back(read_rules_cell(reader, item));
        }
    }
}

}  // namespace

void Reader::read_scenarios(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"scenario", "variant"});
    for (auto item : node.children()) {
        if (item.type() != pugi::node_element) continue;
        Scenario scenario;
        scenario.id = declare_id(item);
        scenario.name = required(item, "name");
        if (std::string_view(item.name()) == "scenario") {
            only_attributes(item, {"id", "name", "map", "start-turn", "end-turn"});
            only_children(item, {"description", "order-of-battle", "assignments", "rules", "setup", "schedule", "chits", "casualties",
                                 "victory", "options"});
            scenario.map = optional(item, "map");
            read_turns(*this, item, scenario, false);
        } else {
            only_attributes(item, {"id", "name", "extends", "map", "start-turn", "end-turn"});
            only_children(item, {"description", "order-of-battle", "assignments", "rules", "setup", "schedule", "chits", "casualties",
                                 "victory", "options", "add-units", "remove-units", "set-placement", "remove-placement", "set-entry",
                                 "remove-entry", "add-chits", "remove-chits", "reassign", "set-cell"});
            scenario.extends = required(item, "extends");
            if (scenario.extends.empty()) fail(item, "load.bad-value", "a variant's extends= names the scenario it changes");
            scenario.map = optional(item, "map");
            read_turns(*this, item, scenario, false);
            read_changes(*this, item, scenario);
        }
        read_common(*this, item, scenario);
        scenario_nodes.emplace_back(scenario.id, item);
        book.scenarios.push_back(std::move(scenario));
    }
}

void Reader::check_scenario_references() {
    for (const auto& [id, item] : scenario_nodes) {
        const Scenario& scenario = *book.scenario(id);
        if (!scenario.map.empty() && book.map(scenario.map) == nullptr) {
            fail(item, "load.dangling-reference", fmt::format("scenario \"{}\" is played on map \"{}\", which does not exist", id, scenario.map));
        }
        if (scenario.is_variant() && book.scenario(scenario.extends) == nullptr) {
            fail(item, "load.dangling-reference",
                 fmt::format("variant \"{}\" extends \"{}\", which is not a scenario of this book", id, scenario.extends));
        }
    }
    for (const auto& pending : pending_labels) {
        const GameMap* map = map_of_scenario(pending.scenario);
        if (map == nullptr) continue;
        if (map->kind != MapKind::Hex) {
            fail(pending.node, "load.bad-location", fmt::format("hex=\"{}\" used on map \"{}\", which is not a hex map", pending.label, map->id));
        }
        auto parsed = map->hex.grid.labels.parse(pending.label);
        if (!parsed) fail(pending.node, "load.bad-label", fmt::format("hex on <{}>: {}", pending.node.name(), parsed.error()));
    }
    for (const auto& pending : pending_points) {
        const GameMap* map = map_of_scenario(pending.scenario);
        if (map != nullptr && map->kind != MapKind::Freeform) {
            fail(pending.node, "load.bad-location",
                 fmt::format("a point (x= and y=) used on map \"{}\", which is not a free-form map", map->id));
        }
    }
}

const GameMap* Reader::map_of_scenario(const std::string& id) const {
    // The map of a variant is its own or the nearest one up its chain; cycles stop the walk.
    const Scenario* scenario = book.scenario(id);
    for (std::size_t hops = 0; scenario != nullptr && scenario->map.empty() && hops < book.scenarios.size(); ++hops) {
        scenario = book.scenario(scenario->extends);
    }
    if (scenario == nullptr || scenario->map.empty()) return nullptr;
    return book.map(scenario->map);
}

}  // namespace sandtable::native
