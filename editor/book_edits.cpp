#include "editor/book_edits.hpp"

#include "editor/new_ids.hpp"
#include "model/commands/change_value.hpp"
#include "model/commands/force_commands.hpp"
#include "model/commands/scenario_commands.hpp"

#include <fmt/format.h>
#include <unordered_map>

namespace sandtable::editor {

namespace {

template <typename Value>
std::unique_ptr<Command> change_scenario(const std::string& id, std::string name, Value Scenario::*field, Value value) {
    return std::make_unique<ChangeValue<Value>>(
        std::move(name),
        [id, field](Book& book) -> Value* {
            Scenario* s = book.scenario(id);
            return s != nullptr ? &(s->*field) : nullptr;
        },
        std::move(value));
}

}  // namespace

std::unique_ptr<Command> new_scenario(const Book& book, std::string& new_id) {
    Scenario scenario;
    scenario.id = new_id = fresh_id(book, "scenario");
    scenario.name = "New scenario";
    if (!book.maps.empty()) scenario.map = book.maps.front().id;
    if (book.turn_count() > 0) {
        scenario.start_turn = 1;
        scenario.end_turn = book.turn_count();
    }
    return make_add_scenario(std::move(scenario));
}

std::unique_ptr<Command> new_variant(const Book& book, const std::string& base_id, std::string& new_id) {
    const Scenario* base = book.scenario(base_id);
    Scenario variant;
    variant.id = new_id = fresh_id(book, base_id + "-variant");
    variant.name = (base != nullptr ? base->name : base_id) + " (variant)";
    variant.extends = base_id;
    return make_add_scenario(std::move(variant));
}

std::unique_ptr<Command> duplicate_scenario(const Book& book, const std::string& id, std::string& new_id) {
    const Scenario* original = book.scenario(id);
    if (original == nullptr) return nullptr;
    Scenario copy = *original;
    copy.id = new_id = fresh_id(book, id + "-copy");
    copy.name = original->name + " (copy)";
    return make_add_scenario(std::move(copy));
}

std::unique_ptr<Command> rename_scenario(const std::string& id, std::string name) {
    return change_scenario(id, fmt::format("Rename scenario to {}", name), &Scenario::name, std::move(name));
}

std::unique_ptr<Command> set_scenario_turns(const std::string& id, std::optional<int> start, std::optional<int> end) {
    auto transaction = std::make_unique<Transaction>("Set scenario turns");
    transaction->add(change_scenario(id, "Set start turn", &Scenario::start_turn, start));
    transaction->add(change_scenario(id, "Set end turn", &Scenario::end_turn, end));
    return transaction;
}

std::unique_ptr<Command> set_scenario_map(const std::string& id, std::string map) {
    return change_scenario(id, "Set scenario map", &Scenario::map, std::move(map));
}

std::unique_ptr<Command> set_scenario_description(const std::string& id, std::string description) {
    return change_scenario(id, "Set scenario description", &Scenario::description, std::move(description));
}

std::unique_ptr<Command> set_scenario_units(const std::string& id, std::optional<std::vector<std::string>> units) {
    return change_scenario(id, "Set units taking part", &Scenario::units, std::move(units));
}

std::unique_ptr<Command> set_scenario_casualties(const std::string& id, std::vector<std::string> units) {
    return change_scenario(id, "Set starting casualties", &Scenario::casualties, std::move(units));
}

std::unique_ptr<Command> new_force_node(const Book& book, const std::string& parent, ForceNodeKind kind,
                                        const std::string& type, std::string& new_id) {
    std::string side_id = parent;
    std::string parent_id;
    if (const auto position = book.forces.find(parent)) {
        side_id = book.forces.sides[position->side].id;
        parent_id = parent;
    }
    ForceNode node;
    node.kind = kind;
    node.type = type;
    node.parent = parent_id;
    node.name = kind == ForceNodeKind::Unit ? "New unit" : "New formation";
    node.id = new_id = fresh_id(book, side_id + "-" + (kind == ForceNodeKind::Unit ? "unit" : "formation"));
    return make_add_force_node(side_id, std::move(node));
}

std::vector<ForceNode> copy_subtree(const Book& book, const std::string& id) {
    const auto position = book.forces.find(id);
    if (!position) return {};
    const auto& nodes = book.forces.sides[position->side].nodes;
    const auto first = nodes.begin() + static_cast<std::ptrdiff_t>(position->index);
    return {first, first + static_cast<std::ptrdiff_t>(book.forces.subtree_size(*position))};
}

std::unique_ptr<Command> paste_subtree(const Book& book, const std::vector<ForceNode>& nodes, const std::string& parent,
                                       std::string& new_id) {
    if (nodes.empty()) return nullptr;
    std::string side_id = parent;
    std::string parent_id;
    if (const auto position = book.forces.find(parent)) {
        if (book.forces.sides[position->side].nodes[position->index].kind != ForceNodeKind::Formation) return nullptr;
        side_id = book.forces.sides[position->side].id;
        parent_id = parent;
    }
    if (book.forces.side(side_id) == nullptr) return nullptr;
    auto transaction = std::make_unique<Transaction>(fmt::format("Paste {}", nodes.front().name));
    // Fresh ids must not collide with each other either, so reserve them in a scratch book.
    Book scratch;
    scratch.forces = book.forces;
    std::unordered_map<std::string, std::string> renamed;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        ForceNode copy = nodes[i];
        // A node pasted after a cut keeps its id, so the scenarios that name it still do.
        const std::string fresh = id_in_use(scratch, copy.id) ? fresh_id(scratch, copy.id + "-copy") : copy.id;
        renamed[copy.id] = fresh;
        copy.id = fresh;
        copy.parent = i == 0 ? parent_id : renamed.at(copy.parent);
        if (i == 0) new_id = fresh;
        scratch.forces.side(side_id)->nodes.push_back(copy);
        transaction->add(make_add_force_node(side_id, std::move(copy)));
    }
    return transaction;
}

std::unique_ptr<Command> duplicate_force_node(const Book& book, const std::string& id, std::string& new_id) {
    std::vector<ForceNode> nodes = copy_subtree(book, id);
    if (nodes.empty()) return nullptr;
    const ForceNode& original = nodes.front();
    const std::string parent = original.parent.empty() ? book.forces.sides[book.forces.find(id)->side].id : original.parent;
    const std::string name = original.name;
    nodes.front().name += " (copy)";
    auto command = paste_subtree(book, nodes, parent, new_id);
    auto transaction = std::make_unique<Transaction>(fmt::format("Duplicate {}", name));
    transaction->add(std::move(command));
    return transaction;
}

}  // namespace sandtable::editor
