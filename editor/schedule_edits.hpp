#pragma once
// Editing one scenario's reinforcement schedule: reading what a designer typed into a field of an
// entry, and the undoable commands that store the entry. In a variant an edit goes into the
// variant's own changes (a set-entry, or a remove-entry for an inherited one), never into the
// scenario it extends.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sandtable {
struct Book;
struct GameMap;
}  // namespace sandtable

namespace sandtable::editor {

enum class EntryField { Turn, Location, Units, Chits, MayDelay, Note };

// The text a field shows; edit_field reads it back to the same value. Units show their names
// where a name is unambiguous, their ids otherwise.
[[nodiscard]] std::string field_text(const Book& book, const ReinforcementEntry& entry, EntryField field);
[[nodiscard]] std::string turn_text(const Book& book, int turn);  // "2 (Jul 1 08:00)"
[[nodiscard]] std::string location_text(const Location& location);  // "edge edge-west", "hex P3"

struct EntryEdit {
    std::optional<ReinforcementEntry> entry;  // the edited entry
    std::string step_name;                    // for the undo menu: "Set turn of cs-heth-pegram to 3"
    std::string error;                        // why the text was refused
    explicit operator bool() const { return entry.has_value(); }
};

// The entry with one field set from text. `map` is the scenario's map (null when it has none):
// hexes must be on it and edges among its edges.
[[nodiscard]] EntryEdit edit_field(const Book& book, const GameMap* map, ReinforcementEntry entry, EntryField field,
                                   std::string_view text);
// The entry with one more unit, given by id or by name; refused for anything but a unit of the
// book, or a unit the entry already brings.
[[nodiscard]] EntryEdit add_unit(const Book& book, ReinforcementEntry entry, std::string_view unit);

// A new entry for a resolved scenario: its start turn, arriving at the first edge of its map
// (or at a hex still to be chosen when the map has no edges).
[[nodiscard]] ReinforcementEntry new_entry(const Book& book, const Scenario& resolved);

// True when the scenario is a variant that sets this entry itself rather than inheriting it.
[[nodiscard]] bool variant_sets_entry(const Book& book, const std::string& scenario_id, const std::string& entry_id);

// Replaces the entry with the same id, as the resolved scenario shows it.
[[nodiscard]] std::unique_ptr<Command> set_entry(const Book& book, const std::string& scenario_id,
                                                 ReinforcementEntry entry, std::string step_name = {});
[[nodiscard]] std::unique_ptr<Command> add_entry(const Book& book, const std::string& scenario_id, ReinforcementEntry entry);
[[nodiscard]] std::unique_ptr<Command> remove_entry(const Book& book, const std::string& scenario_id,
                                                    const std::string& entry_id);

}  // namespace sandtable::editor
