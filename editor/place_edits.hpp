#pragma once
// Named places and objectives of a hex map, added, changed and deleted from the hex menu: each
// call is one undo step, or nothing when it would change nothing or make no sense (a blank name,
// a hex off the map, an id the map does not have).
#include "model/hex/hex_coord.hpp"

#include <string>

namespace sandtable::editor {

class Document;

// Each returns the new object's id, or empty when nothing was added.
std::string add_named_place(Document& document, const std::string& map_id, HexCoord hex, const std::string& name);
std::string add_objective(Document& document, const std::string& map_id, HexCoord hex, const std::string& name, int vp);

bool rename_named_place(Document& document, const std::string& map_id, const std::string& place_id, const std::string& name);
bool remove_named_place(Document& document, const std::string& map_id, const std::string& place_id);

struct ObjectiveFields {
    std::string name;
    int vp = 0;
    std::string side;  // the id of the side that scores it; empty when either side does
};
// Refused when the name is blank, the VP negative or the side not one of the book's.
bool set_objective(Document& document, const std::string& map_id, const std::string& objective_id, const ObjectiveFields& fields);
bool remove_objective(Document& document, const std::string& map_id, const std::string& objective_id);
// A hex more or less for an objective of several hexes; its last hex is never removed (delete
// the objective instead).
bool add_hex_to_objective(Document& document, const std::string& map_id, const std::string& objective_id, HexCoord hex);
bool remove_hex_from_objective(Document& document, const std::string& map_id, const std::string& objective_id, HexCoord hex);

}  // namespace sandtable::editor
