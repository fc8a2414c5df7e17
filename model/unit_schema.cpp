#include "model/unit_schema.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

bool AttributeDef::applies_to_type(std::string_view type) const {
    return applies_to.empty() || std::find(applies_to.begin(), applies_to.end(), type) != applies_to.end();
}

const AttributeDef* UnitSchema::find(std::string_view key) const {
    auto it = std::find_if(attributes.begin(), attributes.end(), [&](const AttributeDef& d) { return d.key == key; });
    return it == attributes.end() ? nullptr : &*it;
}

Status UnitSchema::check_value(const AttributeDef& def, const AttributeValue& value) {
    if (std::holds_alternative<BlankValue>(value)) {
        if (def.optional) return {};
        return failure(fmt::format("{} may not be blank", def.key));
    }
    switch (def.type) {
    case AttributeType::Integer: {
        const auto* number = std::get_if<std::int64_t>(&value);
        if (number == nullptr) return failure(fmt::format("{} must be a whole number", def.key));
        if (*number < def.min || *number > def.max) {
            return failure(fmt::format("{} is {}, expected {} to {}", def.key, *number, def.min, def.max));
        }
        return {};
    }
    case AttributeType::Enum: {
        const auto* text = std::get_if<std::string>(&value);
        if (text == nullptr || std::find(def.choices.begin(), def.choices.end(), *text) == def.choices.end()) {
            return failure(fmt::format("{} is \"{}\", expected one of {}", def.key, to_text(value), fmt::join(def.choices, ", ")));
        }
        return {};
    }
    case AttributeType::Text:
        if (std::holds_alternative<std::string>(value)) return {};
        return failure(fmt::format("{} must be text", def.key));
    case AttributeType::Flag:
        if (std::holds_alternative<bool>(value)) return {};
        return failure(fmt::format("{} must be true or false", def.key));
    }
    return {};
}

Outcome<AttributeValue> UnitSchema::parse_value(const AttributeDef& def, std::string_view text) {
    if (text.empty() && def.type != AttributeType::Text) {
        if (def.optional) return AttributeValue{BlankValue{}};
        return failure(fmt::format("{} may not be blank", def.key));
    }
    switch (def.type) {
    case AttributeType::Integer: {
        std::int64_t number = 0;
        const auto* end = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(text.data(), end, number);
        if (ec != std::errc{} || ptr != end) {
            return failure(fmt::format("{} is \"{}\", expected a whole number", def.key, text));
        }
        return AttributeValue{number};
    }
    case AttributeType::Flag:
        if (text == "true") return AttributeValue{true};
        if (text == "false") return AttributeValue{false};
        return failure(fmt::format("{} is \"{}\", expected true or false", def.key, text));
    case AttributeType::Enum:
    case AttributeType::Text:
        return AttributeValue{std::string(text)};
    }
    return failure(fmt::format("{} has an unknown type", def.key));
}

Outcome<AttributeValue> UnitSchema::read_value(const AttributeDef& def, std::string_view text) {
    auto value = parse_value(def, text);
    if (!value) return value;
    if (const Status fits = check_value(def, *value); !fits) return failure(fits.error());
    return value;
}

}  // namespace sandtable
