#include "model/attribute_value.hpp"

namespace sandtable {

std::string to_text(const AttributeValue& value) {
    struct Visitor {
        std::string operator()(BlankValue) const { return {}; }
        std::string operator()(std::int64_t v) const { return std::to_string(v); }
        std::string operator()(bool v) const { return v ? "true" : "false"; }
        std::string operator()(const std::string& v) const { return v; }
    };
    return std::visit(Visitor{}, value);
}

}  // namespace sandtable
