#pragma once
// A house rule's range for an integer attribute of the ruleset's unit schema: a book that lets
// movement allowances run to 12 where the rulebook stops at 9.
#include <cstdint>
#include <string>

namespace sandtable {

struct AttributeRange {
    std::string attribute;  // the unit schema's key: "movement"
    std::int64_t min = 0;
    std::int64_t max = 0;
    friend bool operator==(const AttributeRange&, const AttributeRange&) = default;
};

}  // namespace sandtable
