#include "model/rulesets/gettysburg_125/command_chain.hpp"

#include <algorithm>

namespace sandtable::rulesets::gettysburg_125 {

std::vector<const ForceNode*> formations_above(const Forces& forces, const ForceNode& node) {
    std::vector<const ForceNode*> chain;
    const ForceNode* current = &node;
    // A parent cycle cannot come from a loaded book, but a bound keeps a broken one from hanging.
    for (std::size_t guard = 0; !current->parent.empty() && guard < 64; ++guard) {
        current = forces.node(current->parent);
        if (current == nullptr) break;
        chain.push_back(current);
    }
    return chain;
}

bool commands(const Forces& forces, const ForceNode& hq, const ForceNode& unit) {
    if (hq.parent.empty()) return false;
    const auto chain = formations_above(forces, unit);
    return std::any_of(chain.begin(), chain.end(), [&](const ForceNode* formation) { return formation->id == hq.parent; });
}

}  // namespace sandtable::rulesets::gettysburg_125
