#pragma once
// Undoable edits of a scenario's own reinforcement schedule. A variant changes the entries it
// inherits through its VariantChanges (set_schedule, remove_schedule) instead.
#include "model/commands/command.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

// Steps name an entry by its units and turn (entry_name in model/schedule_entry_text.hpp) as the
// book has it when the step is first applied: "Delete entry for Heth, Pegram (turn 2)". A step
// given no name of its own is named so too ("Edit entry for Heth, Pegram (turn 2)").

// Replaces the entry with the same id; the entry must exist.
[[nodiscard]] std::unique_ptr<Command> make_set_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry,
                                                               std::string step_name = {});
// Appends an entry; its id must be new to the scenario's schedule. "Add reinforcement entry".
[[nodiscard]] std::unique_ptr<Command> make_add_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry);
// Removes an entry; undo puts it back where it was.
[[nodiscard]] std::unique_ptr<Command> make_remove_schedule_entry(const std::string& scenario_id, const std::string& entry_id);

struct Book;

// The schedule as the resolved scenario shows it, edited: in a variant an edit goes into the
// variant's own changes (a set-entry, or a remove-entry for an inherited one), never into the
// scenario it extends. Each works out its change when applied, so several compose in one step.

// Replaces the entry with the same id.
[[nodiscard]] std::unique_ptr<Command> make_change_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry,
                                                                  std::string step_name = {});
// A new entry under a fresh "entry-N" id picked when applied (created_id() gives it): at the
// resolved scenario's start turn, arriving at the first edge of its map, or at a hex still to be
// chosen when the map has no edges. Refused when the scenario does not resolve.
[[nodiscard]] Edit make_new_schedule_entry(const Book& book, const std::string& scenario_id);
[[nodiscard]] std::unique_ptr<Command> make_delete_schedule_entry(const std::string& scenario_id, const std::string& entry_id);
// The entries as one step: one entry's step is make_delete_schedule_entry's, several are "Delete
// N entries". Refused when `entry_ids` is empty.
[[nodiscard]] Outcome<std::unique_ptr<Command>> make_delete_schedule_entries(const std::string& scenario_id,
                                                                             const std::vector<std::string>& entry_ids);

}  // namespace sandtable
