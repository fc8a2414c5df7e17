#include "model/commands/node_type_commands.hpp"

#include "model/commands/change_value.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

std::vector<std::string> attributes_lost_with_type(const Book& book, const ForceNode& node, const std::string& type) {
    std::vector<std::string> lost;
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) return lost;
    for (const auto& [key, value] : node.attributes) {
        const AttributeDef* def = ruleset->unit_schema.find(key);
        if (def != nullptr && !def->applies_to_type(type)) lost.push_back(key);
    }
    return lost;
}

Edit make_set_node_type(const Book& book, const std::string& node_id, const std::string& type) {
    const ForceNode* node = book.forces.node(node_id);
    if (node == nullptr) return refused(fmt::format("There is no unit or formation '{}'.", node_id));
    const RulesetDefinition* ruleset = find_ruleset(book.ruleset);
    if (ruleset == nullptr) return refused(fmt::format("The book's ruleset '{}' is not known.", book.ruleset));
    const bool unit = node->kind == ForceNodeKind::Unit;
    const auto& types = unit ? ruleset->unit_schema.unit_types : ruleset->unit_schema.formation_types;
    if (std::find(types.begin(), types.end(), type) == types.end()) {
        return refused(fmt::format("{} has no {} type '{}': it has {}.", ruleset->display_name, unit ? "unit" : "formation", type,
                                   fmt::join(types, ", ")));
    }
    if (node->type == type) return refused(fmt::format("{} is {} already.", node->name, type));
    const std::string name = fmt::format("Make {} {}", node->name.empty() ? node_id : node->name, type);
    return make_edit(name, [node_id, type, name](const Book& now) -> Resolution {
        const ForceNode* current = now.forces.node(node_id);
        if (current == nullptr) throw std::logic_error("no node " + node_id);
        ForceNode changed = *current;
        changed.type = type;
        for (const std::string& key : attributes_lost_with_type(now, *current, type)) changed.attributes.erase(key);
        return {std::make_unique<ChangeValue<ForceNode>>(
                    name, [node_id](Book& book) { return book.forces.node(node_id); }, std::move(changed), ChangeSet().force_node(node_id)),
                {}};
    });
}

}  // namespace sandtable
