#include "io/native/reader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::native {

namespace {

void read_node(Reader& reader, pugi::xml_node element, Side& side, const std::string& parent) {
    const bool is_unit = std::string_view(element.name()) == "unit";
    reader.only_attributes(element, {"id", "type", "echelon", "name", "short-name"});
    if (is_unit) {
        reader.only_children(element, {"attr"});
    } else {
        reader.only_children(element, {"attr", "formation", "unit"});
    }
    ForceNode node;
    node.id = reader.declare_id(element);
    node.kind = is_unit ? ForceNodeKind::Unit : ForceNodeKind::Formation;
    node.parent = parent;
    node.type = reader.required(element, "type");
    node.echelon = reader.optional(element, "echelon");
    node.name = reader.required(element, "name");
    node.short_name = reader.optional(element, "short-name");

    const UnitSchema& schema = reader.ruleset->unit_schema;
    const auto& known_types = is_unit ? schema.unit_types : schema.formation_types;
    if (!known_types.empty() && std::find(known_types.begin(), known_types.end(), node.type) == known_types.end()) {
        reader.fail(element, "load.unknown-type",
                    fmt::format("{} \"{}\" has type \"{}\": {} knows the {} types {}", is_unit ? "unit" : "formation",
                                node.id, node.type, reader.ruleset->id, is_unit ? "unit" : "formation",
                                fmt::join(known_types, ", ")));
    }
    for (auto attr : element.children("attr")) {
        reader.only_attributes(attr, {"key", "value"});
        reader.only_children(attr, {});
        const std::string key = reader.required(attr, "key");
        const AttributeDef* def = schema.find(key);
        if (def == nullptr) {
            std::vector<std::string> keys;
            for (const auto& a : schema.attributes) keys.push_back(a.key);
            reader.fail(attr, "load.unknown-attribute",
                        fmt::format("unknown unit attribute \"{}\" for {}: expected one of {}", key, reader.ruleset->id,
                                    fmt::join(keys, ", ")));
        }
        if (node.attributes.count(key) != 0) {
            reader.fail(attr, "load.repeated-element", fmt::format("attribute \"{}\" of \"{}\" is given twice", key, node.id));
        }
        auto value = UnitSchema::parse_value(*def, reader.required(attr, "value"));
        if (!value) reader.fail(attr, "load.bad-value", fmt::format("\"{}\": {}", node.id, value.error()));
        node.attributes.emplace(key, std::move(*value));
    }
    const std::string id = node.id;
    side.nodes.push_back(std::move(node));
    for (auto child : element.children()) {
        const std::string_view name = child.name();
        if (name == "formation" || name == "unit") read_node(reader, child, side, id);
    }
}

std::size_t count_nodes(pugi::xml_node parent) {
    std::size_t count = 0;
    for (auto child : parent.children()) {
        const std::string_view name = child.name();
        if (name == "formation" || name == "unit") count += 1 + count_nodes(child);
    }
    return count;
}

}  // namespace

void Reader::read_forces(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"side"});
    for (auto side_node : node.children("side")) {
        only_attributes(side_node, {"id", "name"});
        only_children(side_node, {"formation", "unit"});
        Side side;
        side.id = declare_id(side_node);
        side.name = required(side_node, "name");
        side.nodes.reserve(count_nodes(side_node));
        for (auto child : side_node.children()) {
            if (child.type() == pugi::node_element) read_node(*this, child, side, {});
        }
        book.forces.sides.push_back(std::move(side));
    }
}

}  // namespace sandtable::native
