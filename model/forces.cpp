#include "model/forces.hpp"

#include "model/object_id.hpp"

#include <algorithm>
#include <iterator>

#include <fmt/format.h>

namespace sandtable {

std::optional<NodePosition> Forces::find(std::string_view id) const {
    for (std::size_t s = 0; s < sides.size(); ++s) {
        const auto& nodes = sides[s].nodes;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            if (nodes[i].id == id) return NodePosition{s, i};
        }
    }
    return std::nullopt;
}

const ForceNode* Forces::node(std::string_view id) const {
    const auto position = find(id);
    return position ? &sides[position->side].nodes[position->index] : nullptr;
}

ForceNode* Forces::node(std::string_view id) {
    const auto position = find(id);
    return position ? &sides[position->side].nodes[position->index] : nullptr;
}

Side* Forces::side(std::string_view id) {
    auto it = std::find_if(sides.begin(), sides.end(), [&](const Side& s) { return s.id == id; });
    return it == sides.end() ? nullptr : &*it;
}

const Side* Forces::side(std::string_view id) const {
    auto it = std::find_if(sides.begin(), sides.end(), [&](const Side& s) { return s.id == id; });
    return it == sides.end() ? nullptr : &*it;
}

std::string Forces::name_of(std::string_view id) const {
    if (const ForceNode* found = node(id)) return name_or_id(*found);
    if (const Side* found = side(id)) return name_or_id(*found);
    return std::string(id);
}

std::size_t Forces::subtree_size(NodePosition position) const {
    const auto& nodes = sides[position.side].nodes;
    std::vector<std::string_view> ancestors{nodes[position.index].id};
    std::size_t end = position.index + 1;
    // Pre-order: the subtree continues while each node's parent is inside it.
    while (end < nodes.size()) {
        const auto& parent = nodes[end].parent;
        if (std::find(ancestors.begin(), ancestors.end(), parent) == ancestors.end()) break;
        ancestors.push_back(nodes[end].id);
        ++end;
    }
    return end - position.index;
}

std::vector<std::string> Forces::unit_ids() const {
    std::vector<std::string> ids;
    for (const auto& s : sides) {
        for (const auto& n : s.nodes) {
            if (n.kind == ForceNodeKind::Unit) ids.push_back(n.id);
        }
    }
    return ids;
}

std::size_t Forces::unit_count() const { return unit_ids().size(); }

std::size_t Forces::unit_count(std::string_view side_id) const {
    const auto* s = side(side_id);
    if (s == nullptr) return 0;
    return static_cast<std::size_t>(std::count_if(s->nodes.begin(), s->nodes.end(), [](const ForceNode& n) {
        return n.kind == ForceNodeKind::Unit;
    }));
}

Status Forces::move(std::string_view id, std::string_view new_parent, std::string_view side_id) {
    const auto from = find(id);
    if (!from) return failure(fmt::format("no formation or unit with id \"{}\"", id));
    std::size_t target_side = from->side;
    if (!new_parent.empty()) {
        const auto parent = find(new_parent);
        if (!parent) return failure(fmt::format("no formation with id \"{}\"", new_parent));
        if (sides[parent->side].nodes[parent->index].kind != ForceNodeKind::Formation) {
            return failure(fmt::format("\"{}\" is a unit; only formations hold other nodes", new_parent));
        }
        if (parent->side == from->side && parent->index >= from->index &&
            parent->index < from->index + subtree_size(*from)) {
            return failure(fmt::format("cannot move \"{}\" under its own subtree member \"{}\"", id, new_parent));
        }
        target_side = parent->side;
    } else if (!side_id.empty()) {
        const auto* s = side(side_id);
        if (s == nullptr) return failure(fmt::format("no side with id \"{}\"", side_id));
        target_side = static_cast<std::size_t>(s - sides.data());
    }

    auto& source = sides[from->side].nodes;
    const std::size_t count = subtree_size(*from);
    std::vector<ForceNode> subtree(std::make_move_iterator(source.begin() + static_cast<std::ptrdiff_t>(from->index)),
                                   std::make_move_iterator(source.begin() + static_cast<std::ptrdiff_t>(from->index + count)));
    source.erase(source.begin() + static_cast<std::ptrdiff_t>(from->index),
                 source.begin() + static_cast<std::ptrdiff_t>(from->index + count));
    subtree.front().parent = std::string(new_parent);

    auto& target = sides[target_side].nodes;
    std::size_t insert_at = target.size();
    if (!new_parent.empty()) {
        const auto parent = find(new_parent);
        insert_at = parent->index + subtree_size(*parent);
    }
    target.insert(target.begin() + static_cast<std::ptrdiff_t>(insert_at), std::make_move_iterator(subtree.begin()),
                  std::make_move_iterator(subtree.end()));
    return {};
}

}  // namespace sandtable
