#include "io/pack/forces_json.hpp"

namespace sandtable {

void write_attribute_value(JsonOut& out, const AttributeValue& value) {
    struct Visitor {
        JsonOut& out;
        void operator()(BlankValue) const { out.null(); }
        void operator()(std::int64_t v) const { out.integer(v); }
        void operator()(bool v) const { out.boolean(v); }
        void operator()(const std::string& v) const { out.text(v); }
    };
    std::visit(Visitor{out}, value);
}

void write_forces(JsonOut& out, const Forces& forces) {
    out.array([&] {
        for (const Side& side : forces.sides) {
            out.object([&] {
                out.key("id").text(side.id);
                out.key("name").text(side.name);
                out.key("nodes").array([&] {
                    for (const ForceNode& node : side.nodes) {
                        out.object([&] {
                            out.key("id").text(node.id);
                            out.key("kind").text(node.kind == ForceNodeKind::Unit ? "unit" : "formation");
                            out.key("parent").text_or_null(node.parent);
                            out.key("type").text(node.type);
                            out.key("echelon").text_or_null(node.echelon);
                            out.key("name").text(node.name);
                            out.key("short_name").text_or_null(node.short_name);
                            out.key("attributes").object([&] {
                                for (const auto& [key, value] : node.attributes) {
                                    out.key(key);
                                    write_attribute_value(out, value);
                                }
                            });
                        });
                    }
                });
            });
        }
    });
}

}  // namespace sandtable
