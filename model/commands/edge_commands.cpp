#include "model/commands/edge_commands.hpp"

#include "model/commands/hex_map_list_commands.hpp"

#include <fmt/format.h>

namespace sandtable {

std::unique_ptr<Command> make_add_map_edge(const std::string& map_id, MapEdge edge) {
    std::string name = fmt::format("New Entry Edge {}", edge.name);
    return std::make_unique<AddToHexMap<MapEdge>>(map_id, &HexMap::edges, MapPart::Edges, std::move(edge), std::move(name));
}

std::unique_ptr<Command> make_set_map_edge(const std::string& map_id, MapEdge edge, std::string name) {
    return std::make_unique<ReplaceInHexMap<MapEdge>>(map_id, &HexMap::edges, MapPart::Edges, std::move(edge), std::move(name));
}

std::unique_ptr<Command> make_remove_map_edge(const std::string& map_id, const MapEdge& edge) {
    return std::make_unique<RemoveFromHexMap<MapEdge>>(map_id, &HexMap::edges, MapPart::Edges, edge.id, fmt::format("Delete Entry Edge {}", edge.name));
}

}  // namespace sandtable
