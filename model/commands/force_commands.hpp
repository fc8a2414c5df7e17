#pragma once
// Undoable edits of the forces tree. The commands that create nodes pick their ids when applied (so
// two pastes in one transaction differ) and give the first one by created_id() afterwards.
#include "model/commands/command.hpp"
#include "model/commands/resolving_command.hpp"
#include "model/forces.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sandtable {

// Inserts a node as the last child of node.parent (or at the end of the side when it has none).
[[nodiscard]] std::unique_ptr<Command> make_add_force_node(std::string side_id, ForceNode node);
// Removes a node with its whole subtree; undo puts them back where they were.
[[nodiscard]] std::unique_ptr<Command> make_remove_force_node(const Forces& forces, const std::string& id);
// Moves a node and its subtree under another formation; the ids stay.
[[nodiscard]] std::unique_ptr<Command> make_move_force_node(const Forces& forces, const std::string& id,
                                                            std::string new_parent);
// Named after the node and the ruleset's label of the attribute as the book has them when first
// applied: "Set Combat factor (CF) of Heth".
[[nodiscard]] std::unique_ptr<Command> make_set_attribute(const std::string& node_id, const std::string& key,
                                                          AttributeValue value);

struct Book;

// A new unit or formation named "New unit" or "New formation" under `parent` (a formation id, or
// a side id for the top level); refused for anything else.
[[nodiscard]] Edit make_new_force_node(const Book& book, const std::string& parent, ForceNodeKind kind, std::string type);
// Copies of `nodes` (a subtree as copy_subtree gives it) under `parent` (a formation id, or a side
// id for its top level). A node keeps its id when the book no longer has it (a paste after a cut,
// so the scenarios that name it still do), else it gets a fresh one.
[[nodiscard]] Edit make_paste_subtree(const Book& book, std::vector<ForceNode> nodes, const std::string& parent);
// A copy of a unit, or of a formation with its whole subtree, with fresh ids, beside the original.
[[nodiscard]] Edit make_duplicate_force_node(const Book& book, const std::string& id);
// Deletes the selected nodes with their subtrees as one step (the topmost ones hold the rest).
[[nodiscard]] Edit make_remove_force_nodes(const Book& book, const std::vector<std::string>& selected);
// Drag and drop in the tree: node `id` goes under `target` when that is a formation, beside it
// when it is a unit, or to the top of its side when it is the node's own side. Refused when the
// node would stay where it is, go into another side's top, or into its own subtree.
[[nodiscard]] Edit make_drop_force_node(const Book& book, const std::string& id, const std::string& target);
// Refused for a blank name, an unchanged one, or an id the book does not have.
[[nodiscard]] Edit make_rename_force_node(const Book& book, const std::string& id, std::string name);
[[nodiscard]] Edit make_rename_side(const Book& book, const std::string& id, std::string name);

}  // namespace sandtable
