#include "editor/place_edits.hpp"

#include "editor/hex_map_edit_support.hpp"
#include "model/fresh_ids.hpp"
#include "model/commands/place_commands.hpp"

#include <fmt/format.h>

namespace sandtable::editor {

std::string add_named_place(Document& document, const std::string& map_id, HexCoord hex, const std::string& name) {
    const HexMap* map = hex_map_in(document, map_id);
    const std::string clean = trimmed(name);
    if (map == nullptr || !map->contains(hex) || clean.empty()) return {};
    NamedPlace place{fresh_id(document.book(), clean), clean, hex};
    std::string id = place.id;
    document.commands().execute(make_add_named_place(map_id, std::move(place)));
    return id;
}

std::string add_objective(Document& document, const std::string& map_id, HexCoord hex, const std::string& name, int vp) {
    const HexMap* map = hex_map_in(document, map_id);
    const std::string clean = trimmed(name);
    if (map == nullptr || !map->contains(hex) || clean.empty() || vp < 0) return {};
    HexObjective objective{fresh_id(document.book(), clean), clean, {hex}, vp, {}};
    std::string id = objective.id;
    document.commands().execute(make_add_objective(map_id, std::move(objective)));
    return id;
}

bool rename_named_place(Document& document, const std::string& map_id, const std::string& place_id, const std::string& name) {
    const HexMap* map = hex_map_in(document, map_id);
    const NamedPlace* place = map != nullptr ? item_by_id(map->places, place_id) : nullptr;
    const std::string clean = trimmed(name);
    if (place == nullptr || clean.empty() || clean == place->name) return false;
    NamedPlace renamed = *place;
    renamed.name = clean;
    document.commands().execute(make_rename_named_place(map_id, std::move(renamed)));
    return true;
}

bool remove_named_place(Document& document, const std::string& map_id, const std::string& place_id) {
    const HexMap* map = hex_map_in(document, map_id);
    const NamedPlace* place = map != nullptr ? item_by_id(map->places, place_id) : nullptr;
    if (place == nullptr) return false;
    document.commands().execute(make_remove_named_place(map_id, *place));
    return true;
}

bool set_objective(Document& document, const std::string& map_id, const std::string& objective_id, const ObjectiveFields& fields) {
    const HexMap* map = hex_map_in(document, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    const std::string clean = trimmed(fields.name);
    if (objective == nullptr || clean.empty() || fields.vp < 0) return false;
    if (!fields.side.empty() && document.book().forces.side(fields.side) == nullptr) return false;
    HexObjective changed = *objective;
    changed.name = clean;
    changed.vp = fields.vp;
    changed.side = fields.side;
    if (changed == *objective) return false;
    std::string name = fmt::format("Edit Objective {} ({} VP)", changed.name, changed.vp);
    document.commands().execute(make_set_objective(map_id, std::move(changed), std::move(name)));
    return true;
}

bool remove_objective(Document& document, const std::string& map_id, const std::string& objective_id) {
    const HexMap* map = hex_map_in(document, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    if (objective == nullptr) return false;
    document.commands().execute(make_remove_objective(map_id, *objective));
    return true;
}

bool add_hex_to_objective(Document& document, const std::string& map_id, const std::string& objective_id, HexCoord hex) {
    const HexMap* map = hex_map_in(document, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    if (objective == nullptr || !map->contains(hex)) return false;
    if (std::find(objective->hexes.begin(), objective->hexes.end(), hex) != objective->hexes.end()) return false;
    HexObjective changed = *objective;
    changed.hexes.push_back(hex);
    std::string name = fmt::format("Add {} to Objective {}", map->label(hex), changed.name);
    document.commands().execute(make_set_objective(map_id, std::move(changed), std::move(name)));
    return true;
}

bool remove_hex_from_objective(Document& document, const std::string& map_id, const std::string& objective_id, HexCoord hex) {
    const HexMap* map = hex_map_in(document, map_id);
    const HexObjective* objective = map != nullptr ? item_by_id(map->objectives, objective_id) : nullptr;
    if (objective == nullptr || objective->hexes.size() < 2) return false;
    HexObjective changed = *objective;
    const auto found = std::find(changed.hexes.begin(), changed.hexes.end(), hex);
    if (found == changed.hexes.end()) return false;
    changed.hexes.erase(found);
    std::string name = fmt::format("Remove {} from Objective {}", map->label(hex), changed.name);
    document.commands().execute(make_set_objective(map_id, std::move(changed), std::move(name)));
    return true;
}

}  // namespace sandtable::editor
