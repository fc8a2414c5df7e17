#pragma once
// Undoable edits of a scenario's own reinforcement schedule. A variant changes the entries it
// inherits through its VariantChanges (set_schedule, remove_schedule) instead.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>

namespace sandtable {

// Replaces the entry with the same id; the entry must exist.
[[nodiscard]] std::unique_ptr<Command> make_set_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry,
                                                               std::string step_name = {});
// Appends an entry; its id must be new to the scenario's schedule.
[[nodiscard]] std::unique_ptr<Command> make_add_schedule_entry(const std::string& scenario_id, ReinforcementEntry entry);
// Removes an entry; undo puts it back where it was.
[[nodiscard]] std::unique_ptr<Command> make_remove_schedule_entry(const std::string& scenario_id, const std::string& entry_id);

}  // namespace sandtable
