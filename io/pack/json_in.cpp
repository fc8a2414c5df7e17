#include "io/pack/json_in.hpp"

#include "model/printed_sizes.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

const nlohmann::json& null_value() {
    static const nlohmann::json value;
    return value;
}
const nlohmann::json& empty_array() {
    static const nlohmann::json value = nlohmann::json::array();
    return value;
}
const nlohmann::json& empty_object() {
    static const nlohmann::json value = nlohmann::json::object();
    return value;
}

}  // namespace

std::string pointer(const std::string& at, std::string_view key) { return fmt::format("{}/{}", at, key); }
std::string pointer(const std::string& at, std::size_t index) { return fmt::format("{}/{}", at, index); }

void JsonIn::fail(const std::string& at, const std::string& what) {
    errors_.push_back(fmt::format("{}: {}: {}", file_, at.empty() ? "/" : at, what));
}

const nlohmann::json& JsonIn::member(const nlohmann::json& object, std::string_view key) const {
    if (!object.is_object()) return null_value();
    const auto it = object.find(key);
    return it == object.end() ? null_value() : *it;
}

const nlohmann::json* JsonIn::fetch(const nlohmann::json& object, std::string_view key, const std::string& at,
                                    bool (nlohmann::json::*is)() const noexcept, std::string_view expected) {
    const std::string where = pointer(at, key);
    if (!object.is_object()) return nullptr;  // the object itself was reported
    const auto it = object.find(key);
    if (it == object.end()) {
        fail(where, fmt::format("expected {}, got nothing", expected));
        return nullptr;
    }
    if (!((*it).*is)()) {
        fail(where, fmt::format("expected {}, got {}", expected, it->type_name()));
        return nullptr;
    }
    return &*it;
}

const nlohmann::json& JsonIn::array(const nlohmann::json& object, std::string_view key, const std::string& at) {
    const auto* value = fetch(object, key, at, &nlohmann::json::is_array, "an array");
    return value != nullptr ? *value : empty_array();
}

const nlohmann::json& JsonIn::object(const nlohmann::json& object, std::string_view key, const std::string& at) {
    const auto* value = fetch(object, key, at, &nlohmann::json::is_object, "an object");
    return value != nullptr ? *value : empty_object();
}

std::string JsonIn::text(const nlohmann::json& object, std::string_view key, const std::string& at) {
    const auto* value = fetch(object, key, at, &nlohmann::json::is_string, "a string");
    return value != nullptr ? value->get<std::string>() : std::string();
}

std::string JsonIn::text_or_null(const nlohmann::json& object, std::string_view key, const std::string& at) {
    if (member(object, key).is_null() && object.is_object() && object.contains(key)) return {};
    return text(object, key, at);
}

std::int64_t JsonIn::integer(const nlohmann::json& object, std::string_view key, const std::string& at) {
    const auto* value = fetch(object, key, at, &nlohmann::json::is_number_integer, "a whole number");
    return value != nullptr ? value->get<std::int64_t>() : 0;
}

double JsonIn::number(const nlohmann::json& object, std::string_view key, const std::string& at) {
    const auto* value = fetch(object, key, at, &nlohmann::json::is_number, "a number");
    return value != nullptr ? value->get<double>() : 0.0;
}

bool JsonIn::boolean(const nlohmann::json& object, std::string_view key, const std::string& at) {
    const auto* value = fetch(object, key, at, &nlohmann::json::is_boolean, "true or false");
    return value != nullptr && value->get<bool>();
}

std::vector<std::string> JsonIn::texts(const nlohmann::json& object, std::string_view key, const std::string& at) {
    std::vector<std::string> values;
    const nlohmann::json& list = array(object, key, at);
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string()) {
            fail(pointer(pointer(at, key), i), fmt::format("expected a string, got {}", list[i].type_name()));
            continue;
        }
        values.push_back(list[i].get<std::string>());
    }
    return values;
}

std::optional<double> optional_printed_size(JsonIn& in, const nlohmann::json& object, std::string_view key, const std::string& at) {
    if (in.member(object, key).is_null()) return std::nullopt;
    const double value = in.number(object, key, at);
    if (const Status sensible = check_printed_size_mm(value); !sensible) {
        in.fail(pointer(at, key), sensible.error());
        return std::nullopt;
    }
    return value;
}

}  // namespace sandtable
