#include "model/book_unit_schema.hpp"

#include <fmt/format.h>
#include <set>

namespace sandtable {

UnitSchema unit_schema_of(const Book& book, const RulesetDefinition& ruleset) {
    UnitSchema schema = ruleset.unit_schema;
    std::set<std::string> applied;  // the first range of an attribute applies
    for (const AttributeRange& range : book.unit_ranges) {
        if (!range_problem(ruleset.unit_schema, range).empty() || !applied.insert(range.attribute).second) continue;
        for (auto& def : schema.attributes) {
            if (def.key != range.attribute) continue;
            def.min = range.min;
            def.max = range.max;
        }
    }
    return schema;
}

std::string range_problem(const UnitSchema& schema, const AttributeRange& range) {
    const AttributeDef* def = schema.find(range.attribute);
    if (def == nullptr) return fmt::format("the unit schema has no attribute \"{}\"", range.attribute);
    if (def->type != AttributeType::Integer) return fmt::format("\"{}\" is not a whole-number attribute", range.attribute);
    if (range.min > range.max) return fmt::format("the range of \"{}\" runs from {} down to {}", range.attribute, range.min, range.max);
    return {};
}

}  // namespace sandtable
