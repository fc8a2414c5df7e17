#include "model/force_search.hpp"

#include "model/text.hpp"

#include <vector>

namespace sandtable {

const ForceNode* next_force_match(const Forces& forces, const std::string& after, const std::string& text) {
    if (text.empty()) return nullptr;
    const std::string wanted = lower(text);
    std::vector<const ForceNode*> nodes;
    for (const auto& side : forces.sides) {
        for (const auto& node : side.nodes) nodes.push_back(&node);
    }
    std::size_t start = 0;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (nodes[i]->id == after) start = i + 1;
    }
    for (std::size_t k = 0; k < nodes.size(); ++k) {
        const ForceNode& node = *nodes[(start + k) % nodes.size()];
        if (lower(node.name).find(wanted) != std::string::npos || lower(node.short_name).find(wanted) != std::string::npos ||
            lower(node.id).find(wanted) != std::string::npos) {
            return &node;
        }
    }
    return nullptr;
}

}  // namespace sandtable
