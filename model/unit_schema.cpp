#include "model/unit_schema.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace sandtable {

const AttributeDef* UnitSchema::find(std::string_view key) const {
    auto it = std::find_if(attributes.begin(), attributes.end(), [&](const AttributeDef& d) { return d.key == key; });
    return it == attributes.end() ? nullptr : &*it;
}

std::string UnitSchema::check_value(const AttributeDef& def, const AttributeValue& value) {
    if (std::holds_alternative<BlankValue>(value)) {
        return def.optional ? std::string{} : fmt::format("{} may not be blank", def.key);
    }
    switch (def.type) {
    case AttributeType::Integer: {
        const auto* number = std::get_if<std::int64_t>(&value);
        if (number == nullptr) return fmt::format("{} must be a whole number", def.key);
        if (*number < def.min || *number > def.max) {
            return fmt::format("{} is {}, expected {} to {}", def.key, *number, def.min, def.max);
        }
        return {};
    }
    case AttributeType::Enum: {
        const auto* text = std::get_if<std::string>(&value);
        if (text == nullptr || std::find(def.choices.begin(), def.choices.end(), *text) == def.choices.end()) {
            return fmt::format("{} is \"{}\", expected one of {}", def.key, to_text(value), fmt::join(def.choices, ", "));
        }
        return {};
    }
    case AttributeType::Text:
        return std::holds_alternative<std::string>(value) ? std::string{} : fmt::format("{} must be text", def.key);
    case AttributeType::Flag:
        return std::holds_alternative<bool>(value) ? std::string{}
                                                   : fmt::format("{} must be true or false", def.key);
    }
    return {};
}

std::optional<AttributeValue> UnitSchema::parse_value(const AttributeDef& def, std::string_view text,
                                                      std::string& error) {
    if (text.empty() && def.type != AttributeType::Text) {
        if (def.optional) return AttributeValue{BlankValue{}};
        error = fmt::format("{} may not be blank", def.key);
        return std::nullopt;
    }
    switch (def.type) {
    case AttributeType::Integer: {
        std::int64_t number = 0;
        const auto* end = text.data() + text.size();
        auto [ptr, ec] = std::from_chars(text.data(), end, number);
        if (ec != std::errc{} || ptr != end) {
            error = fmt::format("{} is \"{}\", expected a whole number", def.key, text);
            return std::nullopt;
        }
        return AttributeValue{number};
    }
    case AttributeType::Flag:
        if (text == "true") return AttributeValue{true};
        if (text == "false") return AttributeValue{false};
        error = fmt::format("{} is \"{}\", expected true or false", def.key, text);
        return std::nullopt;
    case AttributeType::Enum:
    case AttributeType::Text:
        return AttributeValue{std::string(text)};
    }
    return std::nullopt;
}

}  // namespace sandtable
