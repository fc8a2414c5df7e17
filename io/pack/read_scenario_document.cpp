#include "io/pack/read_pack_documents.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

// A point (placements only) or a place named by its ref.
Location read_location(JsonIn& in, const nlohmann::json& object, const std::string& at, bool placement) {
    const nlohmann::json& json = in.object(object, "location", at);
    const std::string where = pointer(at, "location");
    Location location;
    const std::string kind = in.text(json, "kind", where);
    const auto value = location_kind_from_string(kind);
    if (value && *value == LocationKind::Point && placement) {
        return Location{MapPoint{in.number(json, "x", where), in.number(json, "y", where)}};
    }
    if (value && *value != LocationKind::Point) {
        location.kind = *value;
    } else {
        in.fail(pointer(where, "kind"), fmt::format("expected hex, area, edge{}, got \"{}\"", placement ? ", point" : " or with", kind));
    }
    location.ref = in.text(json, "ref", where);
    return location;
}

std::vector<Chit> read_chits(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    std::vector<Chit> chits;
    const nlohmann::json& list = in.array(object, key, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item_at = pointer(pointer(at, key), i);
        chits.push_back({in.text_or_null(list[i], "side", item_at), in.text(list[i], "command", item_at)});
    }
    return chits;
}

std::vector<Placement> read_placements(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    std::vector<Placement> placements;
    const nlohmann::json& list = in.array(object, key, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item_at = pointer(pointer(at, key), i);
        Placement placement{in.text(list[i], "unit", item_at), read_location(in, list[i], item_at, true), UnitState::Full};
        if (placement.location.kind == LocationKind::Point) {
            placement.facing = in.number(list[i], "facing", item_at);
            placement.road_column = in.boolean(list[i], "road_column", item_at);
        }
        const std::string state = in.text(list[i], "state", item_at);
        if (auto value = unit_state_from_string(state)) {
            placement.state = *value;
        } else {
            in.fail(pointer(item_at, "state"), fmt::format("expected full, reduced or eliminated, got \"{}\"", state));
        }
        placements.push_back(std::move(placement));
    }
    return placements;
}

std::vector<ReinforcementEntry> read_entries(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    std::vector<ReinforcementEntry> entries;
    const nlohmann::json& list = in.array(object, key, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item_at = pointer(pointer(at, key), i);
        ReinforcementEntry entry;
        entry.id = in.text(list[i], "id", item_at);
        entry.turn = static_cast<int>(in.integer(list[i], "turn", item_at));
        entry.location = read_location(in, list[i], item_at, false);
        entry.units = in.texts(list[i], "units", item_at);
        entry.chits = read_chits(in, list[i], "chits", item_at);
        entry.may_delay = in.boolean(list[i], "may_delay", item_at);
        entry.note = in.text(list[i], "note", item_at);
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::vector<Assignment> read_assignments(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    std::vector<Assignment> assignments;
    const nlohmann::json& list = in.array(object, key, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item_at = pointer(pointer(at, key), i);
        assignments.push_back({in.text(list[i], "node", item_at), in.text(list[i], "formation", item_at)});
    }
    return assignments;
}

std::vector<RulesCell> read_cells(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    std::vector<RulesCell> cells;
    const nlohmann::json& list = in.array(object, key, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item_at = pointer(pointer(at, key), i);
        cells.push_back({in.text(list[i], "table", item_at), in.text(list[i], "row", item_at), in.text(list[i], "column", item_at),
                         in.text(list[i], "value", item_at)});
    }
    return cells;
}

std::optional<int> read_turn(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    if (in.member(object, key).is_null()) return std::nullopt;
    return static_cast<int>(in.integer(object, key, at));
}

std::optional<std::vector<std::string>> read_optional_list(JsonIn& in, const nlohmann::json& object, std::string_view key,
                                                           const std::string& at) {
    if (in.member(object, key).is_null() && object.contains(key)) return std::nullopt;
    return in.texts(object, key, at);
}

VariantChanges read_changes(JsonIn& in, const nlohmann::json& json, const std::string& at) {
    VariantChanges changes;
    changes.add_units = in.texts(json, "add_units", at);
    changes.remove_units = in.texts(json, "remove_units", at);
    changes.set_placements = read_placements(in, json, "set_placements", at);
    changes.remove_placements = in.texts(json, "remove_placements", at);
    changes.set_schedule = read_entries(in, json, "set_entries", at);
    changes.remove_schedule = in.texts(json, "remove_entries", at);
    changes.add_chits = read_chits(in, json, "add_chits", at);
    changes.remove_chits = read_chits(in, json, "remove_chits", at);
    changes.reassign = read_assignments(in, json, "reassign", at);
    changes.set_rules = read_cells(in, json, "set_cells", at);
    return changes;
}

}  // namespace

Scenario read_scenario_document(JsonIn& in, const nlohmann::json& document) {
    Scenario scenario;
    if (!document.is_object()) {
        in.fail("", "expected an object");
        return scenario;
    }
    scenario.id = in.text(document, "id", "");
    scenario.name = in.text(document, "name", "");
    scenario.description = in.text(document, "description", "");
    const nlohmann::json& definition = in.object(document, "definition", "");
    const std::string at = "/definition";
    scenario.extends = in.text_or_null(definition, "extends", at);
    scenario.map = in.text_or_null(definition, "map", at);
    scenario.start_turn = read_turn(in, definition, "start_turn", at);
    scenario.end_turn = read_turn(in, definition, "end_turn", at);
    scenario.units = read_optional_list(in, definition, "units", at);
    scenario.setup = read_placements(in, definition, "setup", at);
    scenario.schedule = read_entries(in, definition, "schedule", at);
    scenario.chits = read_chits(in, definition, "chits", at);
    scenario.assignments = read_assignments(in, definition, "assignments", at);
    scenario.rules = read_cells(in, definition, "rules_cells", at);
    scenario.casualties = in.texts(definition, "casualties", at);
    const nlohmann::json& victory = in.array(definition, "victory", at);
    for (std::size_t i = 0; i < victory.size(); ++i) {
        const std::string item_at = pointer(pointer(at, "victory"), i);
        scenario.victory.push_back({in.text(victory[i], "id", item_at), in.text_or_null(victory[i], "side", item_at), in.text(victory[i], "text", item_at)});
    }
    scenario.options = read_optional_list(in, definition, "options", at);
    const nlohmann::json& changes = in.member(definition, "changes");
    if (changes.is_object()) {
        scenario.changes = read_changes(in, changes, pointer(at, "changes"));
    } else if (!changes.is_null()) {
        in.fail(pointer(at, "changes"), fmt::format("expected an object or null, got {}", changes.type_name()));
    }
    return scenario;
}

}  // namespace sandtable
