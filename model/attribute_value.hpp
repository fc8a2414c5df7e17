#pragma once
// A typed attribute value of a unit or formation: blank, integer, flag or text (enums are text).
#include <cstdint>
#include <string>
#include <variant>

namespace sandtable {

struct BlankValue {
    friend constexpr bool operator==(BlankValue, BlankValue) { return true; }
};

using AttributeValue = std::variant<BlankValue, std::int64_t, bool, std::string>;

[[nodiscard]] std::string to_text(const AttributeValue& value);

}  // namespace sandtable
