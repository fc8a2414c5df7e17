#include "model/commands/named_place_commands.hpp"

#include "model/book.hpp"
#include "model/commands/hex_map_list_commands.hpp"
#include "model/text.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace sandtable {

namespace {

std::string no_hex_map(const std::string& map_id) { return fmt::format("Map '{}' is not a hex grid.", map_id); }
std::string off_map(const HexMap& map, HexCoord hex) { return fmt::format("Hex {} is not on the map.", map.label(hex)); }
std::string no_item(const std::string& map_id, const std::string& id) { return fmt::format("Map '{}' has no '{}'.", map_id, id); }
const char* kBlankName = "Give it a name.";
const char* kNoChange = "Nothing changes.";

// What is wrong with an objective's fields (its name trimmed to `clean`), or nothing.
std::string objective_problem(const Book& book, const std::string& clean, const ObjectiveFields& fields) {
    if (clean.empty()) return kBlankName;
    if (fields.vp < 0) return "An objective is worth no fewer than 0 VP.";
    if (!fields.side.empty() && book.forces.side(fields.side) == nullptr) return fmt::format("The book has no side '{}'.", fields.side);
    return {};
}

bool holds(const HexObjective& objective, HexCoord hex) {
    return std::find(objective.hexes.begin(), objective.hexes.end(), hex) != objective.hexes.end();
}

}  // namespace

Edit make_new_named_place(const Book& book, const std::string& map_id, HexCoord hex, const std::string& name) {
    const HexMap* map = hex_map_in(book, map_id);
    const std::string clean(trim(name));
    if (map == nullptr) return refused(no_hex_map(map_id));
    if (!map->contains(hex)) return refused(off_map(*map, hex));
    if (clean.empty()) return refused(kBlankName);
    return add_to_hex_map_with_fresh_id(map_id, &HexMap::places, NamedPlace{{}, clean, hex}, clean,
                                        fmt::format("Add Place {}", clean));
}

Edit make_rename_named_place(const Book& book, const std::string& map_id, const std::string& place_id, const std::string& name) {
    const HexMap* map = hex_map_in(book, map_id);
    const NamedPlace* place = map != nullptr ? item_by_id(map->places, place_id) : nullptr;
    const std::string clean(trim(name));
    if (place == nullptr) return refused(no_item(map_id, place_id));
    if (clean.empty()) return refused(kBlankName);
    if (clean == place->name) return refused(kNoChange);
    return change_in_hex_map(map_id, &HexMap::places, place_id, fmt::format("Rename Place {}", clean),
                             [clean](NamedPlace& p) { p.name = clean; });
}

Edit make_remove_named_place(const Book& book, const std::string& map_id, const std::string& place_id) {
    const HexMap* map = hex_map_in(book, map_id);
    const NamedPlace* place = map != nullptr ? item_by_id(map->places, place_id) : nullptr;
    if (place == nullptr) return refused(no_item(map_id, place_id));
    return remove_from_hex_map(map_id, &HexMap::places, place_id, fmt::format("Delete Place {}", place->name));
}

Edit make_new_objective(const Book& book, const std::string& map_id, HexCoord hex, const ObjectiveFields& fields) {
    const HexMap* map = hex_map_in(book, map_id);
    const std::string clean(trim(fields.name));
    if (map == nullptr) return refused(no_hex_map(map_id));
    if (!map->contains(hex)) return refused(off_map(*map, hex));
    if (std::string problem = objective_problem(book, clean, fields); !problem.empty()) return refused(std::move(problem));
    return add_to_hex_map_with_fresh_id(map_id, &HexMap::objectives, HexObjective{{}, clean, {hex}, fields.vp, fields.side}, clean,
                                        fmt::format("Make Objective {} ({} VP)", clean, fields.vp));
}

Edit make_new_objective(const Book& book, const std::string& map_id, HexCoord hex, const std::string& name, int vp) {
    return make_new_objective(book, map_id, hex, ObjectiveFields{name, vp, {}});
}

Edit make_set_objective(const Book& book, const std::string& map_id, const std::string& objective_id, const ObjectiveFields& fields) {
    const HexMap* map = hex_map_in(book, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    const std::string clean(trim(fields.name));
    if (objective == nullptr) return refused(no_item(map_id, objective_id));
    if (std::string problem = objective_problem(book, clean, fields); !problem.empty()) return refused(std::move(problem));
    if (objective->name == clean && objective->vp == fields.vp && objective->side == fields.side) return refused(kNoChange);
    return change_in_hex_map(map_id, &HexMap::objectives, objective_id, fmt::format("Edit Objective {} ({} VP)", clean, fields.vp),
                             [clean, fields](HexObjective& o) {
                                 o.name = clean;
                                 o.vp = fields.vp;
                                 o.side = fields.side;
                             });
}

Edit make_remove_objective(const Book& book, const std::string& map_id, const std::string& objective_id) {
    const HexMap* map = hex_map_in(book, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    if (objective == nullptr) return refused(no_item(map_id, objective_id));
    return remove_from_hex_map(map_id, &HexMap::objectives, objective_id, fmt::format("Delete Objective {}", objective->name));
}

Edit make_add_hex_to_objective(const Book& book, const std::string& map_id, const std::string& objective_id, HexCoord hex) {
    const HexMap* map = hex_map_in(book, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    if (objective == nullptr) return refused(no_item(map_id, objective_id));
    if (!map->contains(hex)) return refused(off_map(*map, hex));
    if (holds(*objective, hex)) return refused(kNoChange);
    return change_in_hex_map(map_id, &HexMap::objectives, objective_id,
                             fmt::format("Add {} to Objective {}", map->label(hex), objective->name), [hex](HexObjective& o) {
                                 if (!holds(o, hex)) o.hexes.push_back(hex);
                             });
}

Edit make_remove_hex_from_objective(const Book& book, const std::string& map_id, const std::string& objective_id, HexCoord hex) {
    const HexMap* map = hex_map_in(book, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    if (objective == nullptr) return refused(no_item(map_id, objective_id));
    if (!holds(*objective, hex)) return refused(kNoChange);
    if (objective->hexes.size() < 2) return refused("An objective keeps its last hex; delete the objective instead.");
    return change_in_hex_map(map_id, &HexMap::objectives, objective_id,
                             fmt::format("Remove {} from Objective {}", map->label(hex), objective->name), [hex](HexObjective& o) {
                                 if (o.hexes.size() > 1) std::erase(o.hexes, hex);
                             });
}

}  // namespace sandtable
