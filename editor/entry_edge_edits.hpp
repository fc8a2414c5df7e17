#pragma once
// Entry edges of a hex map (the named stretches of border where units arrive) and their entry
// hexes, edited from the hex menu. Each call is one undo step, or changes nothing.
#include "model/hex_map.hpp"

#include <string>

namespace sandtable::editor {

class Document;

// Whether the hex lies on the map and has a neighbour off it.
[[nodiscard]] bool is_border_hex(const HexMap& map, HexCoord hex);

// A new edge named `name` whose first entry hex is `hex` (a border hex); its id, or empty when
// nothing was added.
std::string new_entry_edge(Document& document, const std::string& map_id, const std::string& name, HexCoord hex);
// Only border hexes become entry hexes.
bool add_hex_to_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id, HexCoord hex);
// The edge stays when its last hex goes: arrivals may still name it.
bool remove_hex_from_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id, HexCoord hex);
bool rename_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id, const std::string& name);
// Empty when the edge was deleted, else why not: scenarios' arrivals by that edge keep it.
std::string delete_entry_edge(Document& document, const std::string& map_id, const std::string& edge_id);

}  // namespace sandtable::editor
