#pragma once
// Undoable edits of the forces tree.
#include "model/commands/command.hpp"
#include "model/forces.hpp"

#include <memory>
#include <string>

namespace sandtable {

// Inserts a node as the last child of node.parent (or at the end of the side when it has none).
[[nodiscard]] std::unique_ptr<Command> make_add_force_node(std::string side_id, ForceNode node);
// Removes a node with its whole subtree; undo puts them back where they were.
[[nodiscard]] std::unique_ptr<Command> make_remove_force_node(const Forces& forces, const std::string& id);
// Moves a node and its subtree under another formation; the ids stay.
[[nodiscard]] std::unique_ptr<Command> make_move_force_node(const Forces& forces, const std::string& id,
                                                            std::string new_parent);
[[nodiscard]] std::unique_ptr<Command> make_set_attribute(const std::string& node_id, const std::string& key,
                                                          AttributeValue value);

}  // namespace sandtable
