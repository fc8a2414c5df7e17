#pragma once
// One reinforcement schedule entry as a designer reads and types it, field by field: the text a
// field shows, and the entry with one field set from what was typed (or why the text is refused).
// The undoable commands that store an entry are in model/commands/schedule_commands.hpp.
#include "model/outcome.hpp"
#include "model/scenario.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

struct Book;
struct GameMap;

enum class EntryField { Turn, Location, Units, Chits, MayDelay, Note };

// The text a field shows; edit_field reads it back to the same value. Units and the map's edges
// show their names where a name is unambiguous, their ids otherwise.
[[nodiscard]] std::string field_text(const Book& book, const GameMap* map, const ReinforcementEntry& entry, EntryField field);
[[nodiscard]] std::string turn_text(const Book& book, int turn);  // "2 (Jul 1 08:00)"
[[nodiscard]] std::string location_text(const Location& location);  // "edge edge-west", "hex P3"
// As a designer reads it on the map: "edge West edge" when that name finds only that edge.
[[nodiscard]] std::string location_text(const GameMap* map, const Location& location);
// The entry as undo steps and messages name it, by the units it brings (their names) and its
// turn: "entry for Heth, Pegram (turn 2)", "entry (turn 2)" when it brings none.
[[nodiscard]] std::string entry_name(const Book& book, const ReinforcementEntry& entry);

struct EditedEntry {
    ReinforcementEntry entry;
    std::string step_name;  // for the undo menu: "Set turn of entry for Heth (turn 2) to 3"
};

// The edited entry, or why the text was refused.
using EntryEdit = Outcome<EditedEntry>;

// The entry with one field set from text. `map` is the scenario's map (null when it has none):
// hexes must be on it and edges among its edges.
[[nodiscard]] EntryEdit edit_field(const Book& book, const GameMap* map, ReinforcementEntry entry, EntryField field,
                                   std::string_view text);
// The entry with one more unit, given by id or by name; refused for anything but a unit of the
// book, or a unit the entry already brings.
[[nodiscard]] EntryEdit add_unit_to_entry(const Book& book, ReinforcementEntry entry, std::string_view unit);

}  // namespace sandtable
