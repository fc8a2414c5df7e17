#include "model/commands/force_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"
#include "model/commands/force_edit_targets.hpp"
#include "model/fresh_ids.hpp"
#include "model/object_id.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <fmt/format.h>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>

namespace sandtable {

namespace {

// Where a node under `parent` (a formation, or a side for the top level) goes.
struct Destination {
    std::string side;
    std::string parent;  // empty at the top of the side
};

std::optional<Destination> destination(const Forces& forces, const std::string& parent) {
    if (const auto position = forces.find(parent)) {
        const auto& side = forces.sides[position->side];
        if (side.nodes[position->index].kind != ForceNodeKind::Formation) return std::nullopt;
        return Destination{side.id, parent};
    }
    if (forces.side(parent) != nullptr) return Destination{parent, {}};
    return std::nullopt;
}

Destination destination_or_throw(const Forces& forces, const std::string& parent) {
    auto found = destination(forces, parent);
    if (!found) throw std::logic_error("no side or formation " + parent);
    return *found;
}

// Adds copies of `nodes` under `to`, the ids picked against the book as it is now.
Resolution paste(const Book& book, std::vector<ForceNode> nodes, const Destination& to, const std::string& name) {
    auto transaction = std::make_unique<Transaction>(name);
    std::set<std::string> picked;
    std::map<std::string, std::string> renamed;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        ForceNode& copy = nodes[i];
        const std::string fresh = id_in_use(book, copy.id) || picked.count(copy.id) > 0
                                      ? fresh_id(book, copy.id + "-copy", picked)
                                      : copy.id;
        picked.insert(fresh);
        renamed[copy.id] = fresh;
        copy.id = fresh;
        copy.parent = i == 0 ? to.parent : renamed.at(copy.parent);
        transaction->add(make_add_force_node(to.side, copy));
    }
    return {std::move(transaction), nodes.front().id};
}

template <typename Object>
std::unique_ptr<Command> change_name(std::string step, std::string id, Object* (*find)(Forces&, const std::string&),
                                     std::string name) {
    return std::make_unique<ChangeValue<std::string>>(
        std::move(step),
        [id, find](Book& book) -> std::string* {
            Object* object = find(book.forces, id);
            return object != nullptr ? &object->name : nullptr;
        },
        std::move(name), ChangeSet().force_node(id));
}

class AddForceNode final : public Command {
public:
    AddForceNode(std::string side, ForceNode node) : side_(std::move(side)), node_(std::move(node)) {}
    void apply(Book& book) override {
        Side* side = book.forces.side(side_);
        if (side == nullptr) throw std::logic_error("no side " + side_);
        std::size_t at = side->nodes.size();
        if (!node_.parent.empty()) {
            const auto parent = book.forces.find(node_.parent);
            if (!parent) throw std::logic_error("no parent " + node_.parent);
            at = parent->index + book.forces.subtree_size(*parent);
        }
        side->nodes.insert(side->nodes.begin() + static_cast<std::ptrdiff_t>(at), node_);
    }
    void revert(Book& book) override {
        const auto position = book.forces.find(node_.id);
        auto& nodes = book.forces.sides[position->side].nodes;
        nodes.erase(nodes.begin() + static_cast<std::ptrdiff_t>(position->index));
    }
    [[nodiscard]] std::string name() const override { return fmt::format("Add {}", name_or_id(node_)); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().force_node(node_.id); }

private:
    std::string side_;
    ForceNode node_;
};

class RemoveForceNode final : public Command {
public:
    RemoveForceNode(std::string id, std::string name) : id_(std::move(id)), name_(std::move(name)) {}
    void apply(Book& book) override {
        const auto position = book.forces.find(id_);
        if (!position) throw std::logic_error("no node " + id_);
        position_ = *position;
        auto& nodes = book.forces.sides[position->side].nodes;
        const auto first = nodes.begin() + static_cast<std::ptrdiff_t>(position->index);
        const auto last = first + static_cast<std::ptrdiff_t>(book.forces.subtree_size(*position));
        removed_.assign(first, last);
        nodes.erase(first, last);
        changes_ = {};
        for (const ForceNode& node : removed_) changes_.force_node(node.id);
    }
    void revert(Book& book) override {
        auto& nodes = book.forces.sides[position_.side].nodes;
        nodes.insert(nodes.begin() + static_cast<std::ptrdiff_t>(position_.index), removed_.begin(), removed_.end());
        removed_.clear();
    }
    [[nodiscard]] std::string name() const override { return fmt::format("Delete {}", name_); }
    [[nodiscard]] ChangeSet changes() const override { return changes_; }

private:
    std::string id_;
    std::string name_;
    NodePosition position_;
    std::vector<ForceNode> removed_;
    ChangeSet changes_;  // the whole subtree
};

class MoveForceNode final : public Command {
public:
    MoveForceNode(std::string id, std::string name, std::string new_parent)
        : id_(std::move(id)), name_(std::move(name)), new_parent_(std::move(new_parent)) {}
    void apply(Book& book) override {
        const auto position = book.forces.find(id_);
        if (!position) throw std::logic_error("no node " + id_);
        old_position_ = *position;
        old_parent_ = book.forces.sides[position->side].nodes[position->index].parent;
        old_side_ = book.forces.sides[position->side].id;
        const Status moved = book.forces.move(id_, new_parent_, old_side_);
        if (!moved) throw std::logic_error(moved.error());
    }
    void revert(Book& book) override {
        // Put the subtree back at its exact old index, not merely under its old parent.
        const auto position = book.forces.find(id_);
        auto& from = book.forces.sides[position->side].nodes;
        const auto first = from.begin() + static_cast<std::ptrdiff_t>(position->index);
        const auto count = book.forces.subtree_size(*position);
        std::vector<ForceNode> subtree(first, first + static_cast<std::ptrdiff_t>(count));
        from.erase(first, first + static_cast<std::ptrdiff_t>(count));
        subtree.front().parent = old_parent_;
        auto& to = book.forces.sides[old_position_.side].nodes;
        to.insert(to.begin() + static_cast<std::ptrdiff_t>(old_position_.index), subtree.begin(), subtree.end());
    }
    [[nodiscard]] std::string name() const override { return fmt::format("Move {}", name_); }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().force_node(id_); }

private:
    std::string id_;
    std::string name_;
    std::string new_parent_;
    std::string old_parent_;
    std::string old_side_;
    NodePosition old_position_;
};

// What the ruleset calls an attribute where its unit schema has a label for it ("Combat factor
// (CF)"); its key otherwise.
std::string attribute_label(const Book& book, const std::string& key) {
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    const AttributeDef* def = ruleset != nullptr ? ruleset->unit_schema.find(key) : nullptr;
    return def != nullptr && !def->label.empty() ? def->label : key;
}

class SetAttribute final : public Command {
public:
    SetAttribute(std::string node, std::string key, AttributeValue value)
        : node_(std::move(node)), key_(std::move(key)), value_(std::move(value)) {}
    void apply(Book& book) override {
        ForceNode& node = target(book);
        // Made from ids alone, the step takes its names from the book when first applied.
        if (name_.empty()) name_ = fmt::format("Set {} of {}", attribute_label(book, key_), name_or_id(node));
        auto& attributes = node.attributes;
        auto it = attributes.find(key_);
        previous_ = it == attributes.end() ? std::nullopt : std::optional<AttributeValue>(it->second);
        attributes[key_] = value_;
    }
    void revert(Book& book) override {
        auto& attributes = target(book).attributes;
        if (previous_) {
            attributes[key_] = *previous_;
        } else {
            attributes.erase(key_);
        }
    }
    [[nodiscard]] std::string name() const override { return name_.empty() ? fmt::format("Set {} of {}", key_, node_) : name_; }
    [[nodiscard]] ChangeSet changes() const override { return ChangeSet().force_node(node_); }

private:
    ForceNode& target(Book& book) {
        ForceNode* node = book.forces.node(node_);
        if (node == nullptr) throw std::logic_error("no node " + node_);
        return *node;
    }
    std::string node_;
    std::string key_;
    AttributeValue value_;
    std::optional<AttributeValue> previous_;
    std::string name_;
};

}  // namespace

std::unique_ptr<Command> make_add_force_node(std::string side_id, ForceNode node) {
    return std::make_unique<AddForceNode>(std::move(side_id), std::move(node));
}

std::unique_ptr<Command> make_remove_force_node(const Forces& forces, const std::string& id) {
    return std::make_unique<RemoveForceNode>(id, forces.name_of(id));
}

std::unique_ptr<Command> make_move_force_node(const Forces& forces, const std::string& id, std::string new_parent) {
    return std::make_unique<MoveForceNode>(id, forces.name_of(id), std::move(new_parent));
}

std::unique_ptr<Command> make_set_attribute(const std::string& node_id, const std::string& key, AttributeValue value) {
    return std::make_unique<SetAttribute>(node_id, key, std::move(value));
}

Edit make_new_force_node(const Book& book, const std::string& parent, ForceNodeKind kind, std::string type) {
    if (!destination(book.forces, parent)) return refused(fmt::format("There is no side or formation '{}'.", parent));
    const bool unit = kind == ForceNodeKind::Unit;
    ForceNode node;
    node.kind = kind;
    node.type = std::move(type);
    node.name = unit ? "New unit" : "New formation";
    return make_edit(fmt::format("Add {}", node.name), [node, parent, unit](const Book& now) mutable -> Resolution {
        const Destination to = destination_or_throw(now.forces, parent);
        node.parent = to.parent;
        node.id = fresh_id(now, to.side + "-" + (unit ? "unit" : "formation"));
        std::string id = node.id;
        return {make_add_force_node(to.side, std::move(node)), std::move(id)};
    });
}

Edit make_paste_subtree(const Book& book, std::vector<ForceNode> nodes, const std::string& parent) {
    if (nodes.empty()) return refused("There is nothing to paste.");
    if (!destination(book.forces, parent)) return refused(fmt::format("Nothing can be pasted into {}.", book.forces.name_of(parent)));
    const std::string name = fmt::format("Paste {}", name_or_id(nodes.front()));
    return make_edit(name, [nodes = std::move(nodes), parent, name](const Book& now) {
        return paste(now, nodes, destination_or_throw(now.forces, parent), name);
    });
}

Edit make_duplicate_force_node(const Book& book, const std::string& id) {
    const ForceNode* original = book.forces.node(id);
    if (original == nullptr) return refused(fmt::format("There is no unit or formation '{}'.", id));
    const std::string name = fmt::format("Duplicate {}", name_or_id(*original));
    return make_edit(name, [id, name](const Book& now) {
        std::vector<ForceNode> nodes = copy_subtree(now.forces, id);
        if (nodes.empty()) throw std::logic_error("no node " + id);
        const auto side = now.forces.sides[now.forces.find(id)->side].id;
        const Destination beside{side, nodes.front().parent};
        nodes.front().name += " (copy)";
        return paste(now, std::move(nodes), beside, name);
    });
}

Edit make_remove_force_nodes(const Book& book, const std::vector<std::string>& selected) {
    std::vector<std::string> roots = topmost_nodes(book.forces, selected);
    std::erase_if(roots, [&](const std::string& id) { return book.forces.node(id) == nullptr; });
    if (roots.empty()) return refused("No unit or formation is selected.");
    const std::string name = roots.size() == 1 ? make_remove_force_node(book.forces, roots.front())->name()
                                               : fmt::format("Delete {} units and formations", roots.size());
    return make_edit(name, [roots, name](const Book& now) {
        auto transaction = std::make_unique<Transaction>(name);
        // Each removal finds its node by id when applied, after the ones before it.
        for (const auto& id : roots) transaction->add(make_remove_force_node(now.forces, id));
        return Resolution{std::move(transaction), {}};
    });
}

Edit make_drop_force_node(const Book& book, const std::string& id, const std::string& target) {
    const Forces& forces = book.forces;
    const ForceNode* node = forces.node(id);
    if (node == nullptr || id == target) return refused("Nothing moves.");
    std::string parent = target;
    if (const ForceNode* onto = forces.node(target); onto != nullptr && onto->kind == ForceNodeKind::Unit) parent = onto->parent;
    const std::string& side = forces.sides[forces.find(id)->side].id;
    if (forces.side(target) != nullptr) {
        if (side != target) return refused(fmt::format("{} stays in its own side.", name_or_id(*node)));
        parent.clear();
    }
    if (parent == node->parent) return refused(fmt::format("{} is already there.", name_or_id(*node)));
    Forces trial = forces;
    if (const Status moved = trial.move(id, parent, side); !moved) return refused(moved.error());
    const std::string name = make_move_force_node(forces, id, parent)->name();
    return make_edit(name, [id, parent](const Book& now) { return Resolution{make_move_force_node(now.forces, id, parent), {}}; });
}

Edit make_rename_force_node(const Book& book, const std::string& id, std::string name) {
    const ForceNode* node = book.forces.node(id);
    if (node == nullptr || name.empty() || node->name == name) return refused("The name does not change.");
    std::string step = fmt::format("Rename {} to {}", name_or_id(*node), name);
    return make_edit(step, [step, id, name](const Book&) {
        return Resolution{change_name<ForceNode>(step, id, [](Forces& f, const std::string& i) { return f.node(i); }, name), {}};
    });
}

Edit make_rename_side(const Book& book, const std::string& id, std::string name) {
    const Side* side = book.forces.side(id);
    if (side == nullptr || name.empty()) return refused("The name does not change.");
    std::string step = fmt::format("Rename side {} to {}", name_or_id(*side), name);
    return make_edit(step, [step, id, name](const Book&) {
        return Resolution{change_name<Side>(step, id, [](Forces& f, const std::string& i) { return f.side(i); }, name), {}};
    });
}

}  // namespace sandtable
