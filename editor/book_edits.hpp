#pragma once
// The editor's structural edits of a book (scenarios, variants, formations and units), each one
// undoable command built from the model's commands.
#include "model/book.hpp"
#include "model/commands/command.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sandtable::editor {

// A new empty scenario on the book's first map, covering the whole turn track.
[[nodiscard]] std::unique_ptr<Command> new_scenario(const Book& book, std::string& new_id);
[[nodiscard]] std::unique_ptr<Command> new_variant(const Book& book, const std::string& base_id, std::string& new_id);
[[nodiscard]] std::unique_ptr<Command> duplicate_scenario(const Book& book, const std::string& id, std::string& new_id);
[[nodiscard]] std::unique_ptr<Command> rename_scenario(const std::string& id, std::string name);
[[nodiscard]] std::unique_ptr<Command> set_scenario_turns(const std::string& id, std::optional<int> start, std::optional<int> end);
[[nodiscard]] std::unique_ptr<Command> set_scenario_map(const std::string& id, std::string map);
[[nodiscard]] std::unique_ptr<Command> set_scenario_description(const std::string& id, std::string description);
// The units taking part: nothing means every unit of the book.
[[nodiscard]] std::unique_ptr<Command> set_scenario_units(const std::string& id, std::optional<std::vector<std::string>> units);
[[nodiscard]] std::unique_ptr<Command> set_scenario_casualties(const std::string& id, std::vector<std::string> units);

// A new unit or formation under `parent` (a formation id, or a side id for the top level).
[[nodiscard]] std::unique_ptr<Command> new_force_node(const Book& book, const std::string& parent, ForceNodeKind kind,
                                                      const std::string& type, std::string& new_id);
// A copy of a unit (or of a formation with its whole subtree) with fresh ids, beside the original.
[[nodiscard]] std::unique_ptr<Command> duplicate_force_node(const Book& book, const std::string& id, std::string& new_id);
// The node `id` and everything it holds, in tree order, as the clipboard keeps them.
[[nodiscard]] std::vector<ForceNode> copy_subtree(const Book& book, const std::string& id);
// Inserts copies of `nodes` (a subtree as copy_subtree gives it) with fresh ids under `parent`
// (a formation id, or a side id for its top level).
[[nodiscard]] std::unique_ptr<Command> paste_subtree(const Book& book, const std::vector<ForceNode>& nodes,
                                                     const std::string& parent, std::string& new_id);

}  // namespace sandtable::editor
