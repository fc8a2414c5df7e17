#include "model/commands/place_commands.hpp"

#include "model/commands/hex_map_list_commands.hpp"

#include <fmt/format.h>

namespace sandtable {

std::unique_ptr<Command> make_add_named_place(const std::string& map_id, NamedPlace place) {
    std::string name = fmt::format("Add Place {}", place.name);
    return std::make_unique<AddToHexMap<NamedPlace>>(map_id, &HexMap::places, MapPart::Places, std::move(place), std::move(name));
}

std::unique_ptr<Command> make_rename_named_place(const std::string& map_id, NamedPlace renamed) {
    std::string name = fmt::format("Rename Place {}", renamed.name);
    return std::make_unique<ReplaceInHexMap<NamedPlace>>(map_id, &HexMap::places, MapPart::Places, std::move(renamed), std::move(name));
}

std::unique_ptr<Command> make_remove_named_place(const std::string& map_id, const NamedPlace& place) {
    return std::make_unique<RemoveFromHexMap<NamedPlace>>(map_id, &HexMap::places, MapPart::Places, place.id, fmt::format("Delete Place {}", place.name));
}

std::unique_ptr<Command> make_add_objective(const std::string& map_id, HexObjective objective) {
    std::string name = fmt::format("Make Objective {} ({} VP)", objective.name, objective.vp);
    return std::make_unique<AddToHexMap<HexObjective>>(map_id, &HexMap::objectives, MapPart::Objectives, std::move(objective), std::move(name));
}

std::unique_ptr<Command> make_set_objective(const std::string& map_id, HexObjective objective, std::string name) {
    return std::make_unique<ReplaceInHexMap<HexObjective>>(map_id, &HexMap::objectives, MapPart::Objectives, std::move(objective), std::move(name));
}

std::unique_ptr<Command> make_remove_objective(const std::string& map_id, const HexObjective& objective) {
    return std::make_unique<RemoveFromHexMap<HexObjective>>(map_id, &HexMap::objectives, MapPart::Objectives, objective.id,
                                                            fmt::format("Delete Objective {}", objective.name));
}

}  // namespace sandtable
