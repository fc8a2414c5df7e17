#pragma once
// Undoable edits of scenarios and their setups. The commands that create a scenario pick its id
// when applied (so two in one transaction differ) and give it by created_id() afterwards.
#include "model/commands/command.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/scenario.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

[[nodiscard]] std::unique_ptr<Command> make_add_scenario(Scenario scenario);
// Named after the scenario as the book has it when first applied: "Delete scenario First day".
[[nodiscard]] std::unique_ptr<Command> make_remove_scenario(const std::string& id);
// Places a unit (or moves it when it is already placed) in a scenario's setup. Without a display
// name, the step names the unit as the book has it when first applied.
[[nodiscard]] std::unique_ptr<Command> make_set_placement(const std::string& scenario_id, Placement placement,
                                                          std::string display_name = {});
[[nodiscard]] std::unique_ptr<Command> make_remove_placement(const std::string& scenario_id, const std::string& unit,
                                                             std::string display_name = {});
// Replaces a variant's list of changes whole: how an edit made while a variant is shown is kept,
// without touching the scenario it extends.
// `what` says what the new list changes (a unit moved, say); without it, the whole variant.
[[nodiscard]] std::unique_ptr<Command> make_set_variant_changes(const std::string& variant_id, VariantChanges changes,
                                                                std::string name, std::optional<ChangeSet> what = {});

struct Book;

// A new empty scenario on the book's first map, covering the whole turn track.
[[nodiscard]] std::unique_ptr<ResolvingCommand> make_new_scenario();
// A new variant extending `base_id`, with no changes yet; refused when there is no such scenario.
[[nodiscard]] Edit make_new_variant(const Book& book, const std::string& base_id);
// A copy of the scenario as it is when applied, named "... (copy)".
[[nodiscard]] Edit make_duplicate_scenario(const Book& book, const std::string& id);

[[nodiscard]] std::unique_ptr<Command> make_rename_scenario(const std::string& id, std::string name);
[[nodiscard]] std::unique_ptr<Command> make_set_scenario_turns(const std::string& id, std::optional<int> start,
                                                               std::optional<int> end);
[[nodiscard]] std::unique_ptr<Command> make_set_scenario_map(const std::string& id, std::string map);
[[nodiscard]] std::unique_ptr<Command> make_set_scenario_description(const std::string& id, std::string description);
// The units taking part: nothing means every unit of the book.
[[nodiscard]] std::unique_ptr<Command> make_set_scenario_units(const std::string& id,
                                                               std::optional<std::vector<std::string>> units);
[[nodiscard]] std::unique_ptr<Command> make_set_scenario_casualties(const std::string& id, std::vector<std::string> units);

}  // namespace sandtable
