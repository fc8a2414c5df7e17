#include "io/tmx/tile_terrain_mapping.hpp"

#include "io/file_bytes.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace sandtable {

namespace {

using nlohmann::json;

Outcome<std::string> text_at(const json& object, const char* key, const std::string& where, bool required) {
    const auto it = object.find(key);
    if (it == object.end()) {
        if (!required) return std::string();
        return failure(fmt::format("{}: \"{}\" is missing", where, key));
    }
    if (!it->is_string()) return failure(fmt::format("{}.{}: expected text", where, key));
    return it->get<std::string>();
}

}  // namespace

Outcome<TileTerrainMapping> parse_tile_terrain_mapping(const std::string& text, const std::string& file_name) {
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& error) {
        return failure(fmt::format("{}: not JSON: {}", file_name, error.what()));
    }
    if (!document.is_object()) return failure(fmt::format("{}: expected an object at the top", file_name));
    TileTerrainMapping mapping;
    for (const auto& [key, value] : document.items()) {
        if (key != "terrain" && key != "property" && key != "tiles" && key != "$schema") {
            return failure(fmt::format("{}: unknown key \"{}\": expected terrain, property or tiles", file_name, key));
        }
    }
    if (document.contains("property")) {
        auto property = text_at(document, "property", file_name, true);
        if (!property) return failure(property.error());
        mapping.property = *property;
    }
    if (const auto terrain = document.find("terrain"); terrain != document.end()) {
        if (!terrain->is_array()) return failure(fmt::format("{}: terrain: expected a list of catalogue entries", file_name));
        for (std::size_t i = 0; i < terrain->size(); ++i) {
            const json& entry = (*terrain)[i];
            const std::string where = fmt::format("{}: terrain[{}]", file_name, i);
            if (!entry.is_object()) return failure(fmt::format("{}: expected an object with id, name and colour", where));
            TerrainDef def;
            for (auto [key, field] : {std::pair{"id", &def.id}, {"name", &def.name}, {"colour", &def.colour}}) {
                auto value = text_at(entry, key, where, std::string_view(key) == "id");
                if (!value) return failure(value.error());
                *field = *value;
            }
            mapping.terrain.push_back(std::move(def));
        }
    }
    if (const auto tiles = document.find("tiles"); tiles != document.end()) {
        if (!tiles->is_array()) return failure(fmt::format("{}: tiles: expected a list of {{tileset, tile, terrain}}", file_name));
        for (std::size_t i = 0; i < tiles->size(); ++i) {
            const json& entry = (*tiles)[i];
            const std::string where = fmt::format("{}: tiles[{}]", file_name, i);
            if (!entry.is_object()) return failure(fmt::format("{}: expected an object with tileset, tile and terrain", where));
            TileTerrainRule rule;
            auto tileset = text_at(entry, "tileset", where, true);
            if (!tileset) return failure(tileset.error());
            rule.tileset = *tileset;
            const auto tile = entry.find("tile");
            if (tile == entry.end() || !tile->is_number_integer() || tile->get<long long>() < 0) {
                return failure(fmt::format("{}.tile: expected the tile's id in its tileset, a whole number from 0", where));
            }
            rule.tile = tile->get<int>();
            auto terrain = text_at(entry, "terrain", where, true);
            if (!terrain) return failure(terrain.error());
            rule.terrain = *terrain;
            mapping.tiles.push_back(std::move(rule));
        }
    }
    return mapping;
}

Outcome<TileTerrainMapping> read_tile_terrain_mapping(const std::filesystem::path& path) {
    const auto text = read_file_bytes(path);
    if (!text) return failure(fmt::format("{}: cannot read the file", path.string()));
    return parse_tile_terrain_mapping(*text, path.string());
}

}  // namespace sandtable
