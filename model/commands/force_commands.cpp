#include "model/commands/force_commands.hpp"

#include "model/book.hpp"
#include "model/commands/change_value.hpp"

#include <fmt/format.h>
#include <stdexcept>

namespace sandtable {

namespace {

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
    [[nodiscard]] std::string name() const override { return fmt::format("Add {}", node_.name); }
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
        const std::string error = book.forces.move(id_, new_parent_, old_side_);
        if (!error.empty()) throw std::logic_error(error);
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

class SetAttribute final : public Command {
public:
    SetAttribute(std::string node, std::string key, AttributeValue value)
        : node_(std::move(node)), key_(std::move(key)), value_(std::move(value)) {}
    void apply(Book& book) override {
        auto& attributes = target(book).attributes;
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
    [[nodiscard]] std::string name() const override { return fmt::format("Set {} of {}", key_, node_); }
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
};

}  // namespace

std::unique_ptr<Command> make_add_force_node(std::string side_id, ForceNode node) {
    return std::make_unique<AddForceNode>(std::move(side_id), std::move(node));
}

std::unique_ptr<Command> make_remove_force_node(const Forces& forces, const std::string& id) {
    const ForceNode* node = forces.node(id);
    return std::make_unique<RemoveForceNode>(id, node != nullptr ? node->name : id);
}

std::unique_ptr<Command> make_move_force_node(const Forces& forces, const std::string& id, std::string new_parent) {
    const ForceNode* node = forces.node(id);
    return std::make_unique<MoveForceNode>(id, node != nullptr ? node->name : id, std::move(new_parent));
}

std::unique_ptr<Command> make_set_attribute(const std::string& node_id, const std::string& key, AttributeValue value) {
    return std::make_unique<SetAttribute>(node_id, key, std::move(value));
}

}  // namespace sandtable
