#pragma once
// Undoable edits of scenarios and their setups.
#include "model/commands/command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <string>

namespace sandtable {

[[nodiscard]] std::unique_ptr<Command> make_add_scenario(Scenario scenario);
[[nodiscard]] std::unique_ptr<Command> make_remove_scenario(const std::string& id);
// Places a unit (or moves it when it is already placed) in a scenario's setup.
[[nodiscard]] std::unique_ptr<Command> make_set_placement(const std::string& scenario_id, Placement placement,
                                                          std::string display_name = {});
[[nodiscard]] std::unique_ptr<Command> make_remove_placement(const std::string& scenario_id, const std::string& unit,
                                                             std::string display_name = {});

}  // namespace sandtable
