#include "io/native/reader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable::native {

namespace {

// Formations and units nested deeper than this are refused: no order of battle needs more, and
// the reader and everything that walks the tree afterwards go down it one call per level.
constexpr int kDeepestNesting = 256;

bool is_force_node(pugi::xml_node node) {
    const std::string_view name = node.name();
    return node.type() == pugi::node_element && (name == "formation" || name == "unit");
}

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
        if (is_force_node(child)) read_node(reader, child, side, id);
    }
}

// Counts the formations and units of a side without recursion, refusing the first one nested
// deeper than the reader goes.
std::size_t count_nodes(const Reader& reader, pugi::xml_node side) {
    std::size_t count = 0;
    int depth = 0;
    pugi::xml_node node = side.first_child();
    while (node && node != side) {
        if (is_force_node(node)) {
            ++count;
            if (depth + 1 > kDeepestNesting) {
                reader.fail(node, "load.too-deep",
                            fmt::format("<{}> is nested {} levels deep in side \"{}\": formations and units may be "
                                        "nested at most {} levels deep",
                                        node.name(), depth + 1, side.attribute("id").value(), kDeepestNesting));
            }
            if (node.first_child()) {
                node = node.first_child();
                ++depth;
                continue;
            }
        }
        while (node != side && !node.next_sibling()) {
            node = node.parent();
            if (node != side) --depth;
        }
        if (node != side) node = node.next_sibling();
    }
    return count;
}

}  // namespace

void Reader::read_forces(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {"counter-mm"});
    only_children(node, {"side"});
    if (node.attribute("counter-mm")) {
        needs_version(node, 3, "counter-mm");
        book.forces.printed_counter_mm = printed_size_mm(node, "counter-mm");
    }
    for (auto side_node : node.children("side")) {
        only_attributes(side_node, {"id", "name"});
        only_children(side_node, {"formation", "unit"});
        Side side;
        side.id = declare_id(side_node);
        side.name = required(side_node, "name");
        side.nodes.reserve(count_nodes(*this, side_node));
        for (auto child : side_node.children()) {
            if (child.type() == pugi::node_element) read_node(*this, child, side, {});
        }
        book.forces.sides.push_back(std::move(side));
    }
}

}  // namespace sandtable::native
