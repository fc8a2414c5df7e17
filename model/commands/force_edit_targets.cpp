#include "model/commands/force_edit_targets.hpp"

#include <algorithm>

namespace sandtable {

std::string new_node_parent(const Forces& forces, const std::string& selected) {
    std::string parent = selected;
    if (const ForceNode* node = forces.node(parent); node != nullptr && node->kind == ForceNodeKind::Unit) {
        parent = node->parent.empty() ? forces.sides[forces.find(node->id)->side].id : node->parent;
    }
    if (parent.empty() && !forces.sides.empty()) parent = forces.sides.front().id;
    return parent;
}

std::vector<std::string> topmost_nodes(const Forces& forces, const std::vector<std::string>& selected) {
    std::vector<std::string> roots;
    for (const auto& id : selected) {
        bool inside_another = false;
        for (const ForceNode* node = forces.node(id); node != nullptr && !node->parent.empty(); node = forces.node(node->parent)) {
            if (std::find(selected.begin(), selected.end(), node->parent) != selected.end()) inside_another = true;
        }
        if (!inside_another) roots.push_back(id);
    }
    return roots;
}

std::vector<ForceNode> copy_subtree(const Forces& forces, const std::string& id) {
    const auto position = forces.find(id);
    if (!position) return {};
    const auto& nodes = forces.sides[position->side].nodes;
    const auto first = nodes.begin() + static_cast<std::ptrdiff_t>(position->index);
    return {first, first + static_cast<std::ptrdiff_t>(forces.subtree_size(*position))};
}

}  // namespace sandtable
