#pragma once
// Where the forces tree's gestures put things: the parent a new or pasted node gets from the
// selection, the nodes a delete of a selection takes, the nodes a copy carries.
#include "model/forces.hpp"

#include <string>
#include <vector>

namespace sandtable {

// The selected formation, the formation (or side) of a selected unit, the selected side, or the
// first side when nothing is selected; empty when the book has no side.
[[nodiscard]] std::string new_node_parent(const Forces& forces, const std::string& selected);
// The selected nodes that are not inside another selected one: their subtrees hold the rest.
[[nodiscard]] std::vector<std::string> topmost_nodes(const Forces& forces, const std::vector<std::string>& selected);
// The node `id` and everything it holds, in tree order, as the clipboard keeps them.
[[nodiscard]] std::vector<ForceNode> copy_subtree(const Forces& forces, const std::string& id);

}  // namespace sandtable
