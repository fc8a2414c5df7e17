#include "validators/pub_battles/commands.hpp"

namespace sandtable::pub_battles {

std::string chit_of(const ForceNode& formation) {
    const auto it = formation.attributes.find("chit");
    return it == formation.attributes.end() ? std::string() : to_text(it->second);
}

bool counts_towards_command_size(std::string_view type) { return type != kHq && type != kBaggageTrain && type != kDetachment; }

CommandIndex::CommandIndex(const Forces& forces) {
    for (const Side& side : forces.sides) {
        for (const ForceNode& node : side.nodes) nodes_.try_emplace(node.id, Entry{&node, &side});
    }
}

const ForceNode* CommandIndex::command_of(std::string_view id) const {
    const auto found = nodes_.find(id);
    if (found == nodes_.end()) return nullptr;
    // Up the parents; a tree of more levels than it has nodes has a loop, and no command.
    std::string_view parent = found->second.node->parent;
    for (std::size_t step = 0; step <= nodes_.size() && !parent.empty(); ++step) {
        const auto above = nodes_.find(parent);
        if (above == nodes_.end()) return nullptr;
        const ForceNode& formation = *above->second.node;
        if (formation.kind == ForceNodeKind::Formation && formation.type == kCommand) return &formation;
        parent = formation.parent;
    }
    return nullptr;
}

const Side* CommandIndex::side_of(std::string_view id) const {
    const auto found = nodes_.find(id);
    return found == nodes_.end() ? nullptr : found->second.side;
}

}  // namespace sandtable::pub_battles
