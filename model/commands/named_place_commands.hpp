#pragma once
// Named places and objective hexes of a hex map, added, changed and deleted from the hex menu, as
// undoable edits. Each is refused (with why, in words) when it would change nothing or make no
// sense: a blank name, a hex off the map, an id the map does not have. Names are taken without
// the blanks around them. New places and objectives get a fresh id made from their name when
// applied; created_id() gives it.
#include "model/commands/resolving_command.hpp"
#include "model/hex/hex_coord.hpp"

#include <string>

namespace sandtable {

struct Book;

[[nodiscard]] Edit make_new_named_place(const Book& book, const std::string& map_id, HexCoord hex, const std::string& name);
[[nodiscard]] Edit make_rename_named_place(const Book& book, const std::string& map_id, const std::string& place_id,
                                           const std::string& name);
[[nodiscard]] Edit make_remove_named_place(const Book& book, const std::string& map_id, const std::string& place_id);

struct ObjectiveFields {
    std::string name;
    int vp = 0;
    std::string side;  // the id of the side that scores it; empty when either side does
    friend bool operator==(const ObjectiveFields&, const ObjectiveFields&) = default;
};
// A new objective of one hex; refused when the name is blank, the VP negative or the side not one
// of the book's. The one without a side is scored by either side.
[[nodiscard]] Edit make_new_objective(const Book& book, const std::string& map_id, HexCoord hex, const ObjectiveFields& fields);
[[nodiscard]] Edit make_new_objective(const Book& book, const std::string& map_id, HexCoord hex, const std::string& name, int vp);
// Refused when the name is blank, the VP negative, the side not one of the book's, or nothing changes.
[[nodiscard]] Edit make_set_objective(const Book& book, const std::string& map_id, const std::string& objective_id,
                                      const ObjectiveFields& fields);
[[nodiscard]] Edit make_remove_objective(const Book& book, const std::string& map_id, const std::string& objective_id);
// A hex more or less for an objective of several hexes; its last hex is never removed (delete the
// objective instead).
[[nodiscard]] Edit make_add_hex_to_objective(const Book& book, const std::string& map_id, const std::string& objective_id,
                                             HexCoord hex);
[[nodiscard]] Edit make_remove_hex_from_objective(const Book& book, const std::string& map_id, const std::string& objective_id,
                                                  HexCoord hex);

}  // namespace sandtable
