#include "io/digitise_mapping_json.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace sandtable {

namespace {

using nlohmann::json;

struct MappingError {
    std::string message;
};

std::string type_of(const json& value) { return value.type_name(); }

std::map<std::string, std::string> read_table(const json& document, const std::string& key, const std::string& what) {
    std::map<std::string, std::string> table;
    const auto found = document.find(key);
    if (found == document.end()) return table;
    if (!found->is_object()) {
        throw MappingError{fmt::format("key \"{}\": expected an object from attribute values to {}s, got {}", key, what, type_of(*found))};
    }
    for (const auto& [value, target] : found->items()) {
        if (!target.is_string() || target.get<std::string>().empty()) {
            throw MappingError{fmt::format("key \"{}.{}\": expected a {} (a non-empty string), got {}", key, value, what,
                                           target.is_string() ? "an empty string" : type_of(target))};
        }
        table.emplace(value, target.get<std::string>());
    }
    return table;
}

std::string read_string(const json& document, const std::string& key, bool required) {
    const auto found = document.find(key);
    if (found == document.end()) {
        if (required) throw MappingError{fmt::format("missing key \"{}\": the attribute whose value picks the mapping", key)};
        return {};
    }
    if (!found->is_string() || found->get<std::string>().empty()) {
        throw MappingError{fmt::format("key \"{}\": expected an attribute name (a non-empty string), got {}", key,
                                       found->is_string() ? "an empty string" : type_of(*found))};
    }
    return found->get<std::string>();
}

double read_half_width(const json& document) {
    const auto found = document.find("crest_half_width");
    if (found == document.end()) return 0.0;
    if (!found->is_number() || found->get<double>() < 0.0) {
        throw MappingError{fmt::format("key \"crest_half_width\": expected a length in map units, 0 or more, got {}", found->dump())};
    }
    return found->get<double>();
}

int read_level(const json& value, const std::string& where) {
    if (!value.is_number_integer() || value.get<int>() < 1) {
        throw MappingError{fmt::format("key \"{}\": expected a level, a whole number from 1, got {}", where, value.dump())};
    }
    return value.get<int>();
}

// "levels": {"attribute": "id", "values": {"hill-big-round-top": 3}, "default": 1}
void read_levels(const json& document, DigitiseMapping& mapping) {
    const auto found = document.find("levels");
    if (found == document.end()) return;
    if (!found->is_object()) throw MappingError{fmt::format("key \"levels\": expected an object, got {}", type_of(*found))};
    for (const auto& [key, value] : found->items()) {
        if (key != "attribute" && key != "values" && key != "default") {
            throw MappingError{fmt::format("key \"levels.{}\": unknown: expected attribute, values, default", key)};
        }
    }
    mapping.level_attribute = read_string(*found, "attribute", true);
    if (const auto values = found->find("values"); values != found->end()) {
        if (!values->is_object()) throw MappingError{fmt::format("key \"levels.values\": expected an object, got {}", type_of(*values))};
        for (const auto& [value, level] : values->items()) mapping.levels.emplace(value, read_level(level, "levels.values." + value));
    }
    if (const auto fallback = found->find("default"); fallback != found->end()) mapping.default_level = read_level(*fallback, "levels.default");
}

}  // namespace

DigitiseMappingRead parse_digitise_mapping(const std::string& text, const std::string& file_name) {
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& e) {
        return failure(fmt::format("{}: not JSON: {}", file_name, e.what()));
    }
    if (!document.is_object()) {
        return failure(fmt::format("{}: expected a JSON object, got {}", file_name, type_of(document)));
    }
    static const std::vector<std::string> known = {"$schema", "attribute", "road_name_attribute", "name_attribute", "terrain", "hexsides",
                                                   "roads", "lines", "points", "crests", "crest_half_width", "levels"};
    for (const auto& [key, value] : document.items()) {
        if (std::find(known.begin(), known.end(), key) == known.end()) {
            return failure(fmt::format("{}: unknown key \"{}\": expected attribute, road_name_attribute, name_attribute, terrain, hexsides, "
                                       "roads, lines, points, crests, crest_half_width, levels",
                                       file_name, key));
        }
    }
    try {
        DigitiseMapping mapping;
        mapping.attribute = read_string(document, "attribute", true);
        mapping.road_name_attribute = read_string(document, "road_name_attribute", false);
        mapping.terrain = read_table(document, "terrain", "terrain id");
        mapping.hexsides = read_table(document, "hexsides", "hexside feature id");
        mapping.roads = read_table(document, "roads", "road kind");
        mapping.name_attribute = read_string(document, "name_attribute", false);
        mapping.lines = read_table(document, "lines", "line terrain id");
        mapping.points = read_table(document, "points", "point terrain id");
        mapping.crests = read_table(document, "crests", "area terrain id");
        mapping.crest_half_width = read_half_width(document);
        read_levels(document, mapping);
        if (mapping.terrain.empty() && mapping.hexsides.empty() && mapping.roads.empty() && mapping.lines.empty() && mapping.points.empty() &&
            mapping.crests.empty()) {
            throw MappingError{"nothing to digitise: give at least one of \"terrain\", \"hexsides\", \"roads\", \"lines\", \"points\", \"crests\""};
        }
        return mapping;
    } catch (const MappingError& e) {
        return failure(fmt::format("{}: {}", file_name, e.message));
    }
}

DigitiseMappingRead read_digitise_mapping(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return failure(fmt::format("{}: cannot open the file", path.string()));
    std::ostringstream text;
    text << in.rdbuf();
    return parse_digitise_mapping(text.str(), path.string());
}

}  // namespace sandtable
