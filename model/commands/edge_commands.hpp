#pragma once
// Entry edges of a hex map (the named stretches of border where units arrive) and their entry
// hexes, edited from the hex menu, as undoable edits. Each is refused (with why, in words) when it
// would change nothing or make no sense. A new edge gets a fresh id made from its name when
// applied; created_id() gives it.
#include "model/commands/resolving_command.hpp"
#include "model/hex_map.hpp"

#include <string>

namespace sandtable {

struct Book;

// Whether the hex lies on the map and has a neighbour off it.
[[nodiscard]] bool is_border_hex(const HexMap& map, HexCoord hex);

// A new edge named `name` whose first entry hex is `hex` (a border hex).
[[nodiscard]] Edit make_new_entry_edge(const Book& book, const std::string& map_id, const std::string& name, HexCoord hex);
// Only border hexes become entry hexes.
[[nodiscard]] Edit make_add_hex_to_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id,
                                              HexCoord hex);
// The edge stays when its last hex goes: arrivals may still name it.
[[nodiscard]] Edit make_remove_hex_from_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id,
                                                   HexCoord hex);
[[nodiscard]] Edit make_rename_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id,
                                          const std::string& name);
// Refused while scenarios' arrivals or placements (their variants' changes too) name the edge.
[[nodiscard]] Edit make_delete_entry_edge(const Book& book, const std::string& map_id, const std::string& edge_id);

}  // namespace sandtable
