#pragma once
// Orders of battle: per side a tree of formations and units. Each side keeps its nodes in
// pre-order (a node is followed by its whole subtree), with parent ids giving the tree.
#include "model/attribute_value.hpp"
#include "model/outcome.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class ForceNodeKind { Formation, Unit };

struct ForceNode {
    std::string id;
    ForceNodeKind kind = ForceNodeKind::Unit;
    std::string parent;  // empty for a top-level node of its side
    std::string type;    // from the unit schema: "infantry", "hq", "corps" ...
    std::string echelon;
    std::string name;
    std::string short_name;
    std::map<std::string, AttributeValue> attributes;
    friend bool operator==(const ForceNode&, const ForceNode&) = default;
};

struct Side {
    std::string id;  // "union", "confederate"
    std::string name;
    std::vector<ForceNode> nodes;
    friend bool operator==(const Side&, const Side&) = default;
};

struct NodePosition {
    std::size_t side = 0;
    std::size_t index = 0;
};

struct Forces {
    std::vector<Side> sides;
    // Side of a printed counter, in millimetres (print-and-play counter sheets); nothing when the
    // designer has not chosen one.
    std::optional<double> printed_counter_mm;

    [[nodiscard]] std::optional<NodePosition> find(std::string_view id) const;
    [[nodiscard]] const ForceNode* node(std::string_view id) const;
    [[nodiscard]] ForceNode* node(std::string_view id);
    [[nodiscard]] Side* side(std::string_view id);
    [[nodiscard]] const Side* side(std::string_view id) const;
    // The name of the unit, formation or side with this id (name_or_id); the id itself when the
    // forces have no such object.
    [[nodiscard]] std::string name_of(std::string_view id) const;
    // Number of nodes in the subtree at `position`, the node itself included.
    [[nodiscard]] std::size_t subtree_size(NodePosition position) const;
    [[nodiscard]] std::vector<std::string> unit_ids() const;
    [[nodiscard]] std::size_t unit_count() const;
    [[nodiscard]] std::size_t unit_count(std::string_view side_id) const;

    // Moves a node with its subtree under `new_parent` (empty: top level of `side_id`, which is
    // only needed then), as its last child. Ids never change. Fails, saying why, when the ids do not allow it.
    Status move(std::string_view id, std::string_view new_parent, std::string_view side_id = {});

    friend bool operator==(const Forces&, const Forces&) = default;
};

}  // namespace sandtable
