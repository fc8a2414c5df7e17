#pragma once
// What a ruleset lets a unit or formation carry: attribute names, types and ranges.
// The editor builds its property pages from it; validators check values against it.
#include "model/attribute_value.hpp"
#include "model/outcome.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class AttributeType { Integer, Enum, Text, Flag };

struct AttributeDef {
    std::string key;    // as written in files: "combat", "movement", "morale"
    std::string label;  // as shown to a designer: "Combat factor"
    std::string heading;  // as a table's column header, short: "CF"; the label when empty
    AttributeType type = AttributeType::Integer;
    std::int64_t min = 0;  // Integer only
    std::int64_t max = 0;
    std::vector<std::string> choices;  // Enum only
    bool optional = false;             // may be blank (a blank reduced side)
    bool required = false;             // must be present on every node it applies to
    // Node types it applies to ("infantry", "hq", ...); empty means every unit type.
    std::vector<std::string> applies_to;
    std::string rule;  // rulebook section that defines it: "gettysburg-125 §1.2.1"

    // Whether a node of this type takes the attribute.
    [[nodiscard]] bool applies_to_type(std::string_view type) const;
    [[nodiscard]] const std::string& column_heading() const { return heading.empty() ? label : heading; }
};

struct UnitSchema {
    std::vector<std::string> unit_types;       // "infantry", "cavalry", "artillery", ...
    std::vector<std::string> formation_types;  // "army", "corps", "division", "wing", "hq" ...
    std::vector<std::string> echelons;         // "army", "corps", "division", "brigade", ...
    std::vector<AttributeDef> attributes;
    // Unit types an order of battle lists but play keeps off the map (Pub Battles' detachments): a
    // scenario need not set them up or bring them on.
    std::vector<std::string> off_map_types;

    [[nodiscard]] const AttributeDef* find(std::string_view key) const;
    // Fails, saying what was expected, when the value does not fit the definition.
    [[nodiscard]] static Status check_value(const AttributeDef& def, const AttributeValue& value);
    // Parse text as written in a file into a value of the definition's type, or say what was expected.
    [[nodiscard]] static Outcome<AttributeValue> parse_value(const AttributeDef& def, std::string_view text);
    // parse_value, then check_value: a value a designer typed that fits the definition, or why not.
    [[nodiscard]] static Outcome<AttributeValue> read_value(const AttributeDef& def, std::string_view text);
};

}  // namespace sandtable
