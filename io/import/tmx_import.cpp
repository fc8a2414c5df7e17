#include "io/import/tmx_import.hpp"

#include "io/native/enum_names.hpp"
#include "io/native/hexside_names.hpp"
#include "io/tmx/tmx_hex_layout.hpp"
#include "io/tmx/tmx_property_names.hpp"
#include "io/tmx/tmx_reader.hpp"
#include "model/new_book.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "model/text.hpp"

#include <charconv>
#include <fmt/format.h>
#include <numbers>
#include <unordered_map>
#include <unordered_set>

namespace sandtable {

namespace {

namespace prop = tmx_property;

std::string property_or(const TmxProperties& properties, const char* name, std::string fallback) {
    const auto it = properties.find(name);
    return it != properties.end() ? it->second : std::move(fallback);
}

template <typename Number>
std::optional<Number> number_property(const TmxProperties& properties, const char* name) {
    const auto it = properties.find(name);
    if (it == properties.end()) return std::nullopt;
    Number value{};
    const auto [end, error] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), value);
    if (error != std::errc() || end != it->second.data() + it->second.size()) return std::nullopt;
    return value;
}

class TmxImporter {
public:
    TmxImporter(const std::filesystem::path& path, const TileTerrainMapping& mapping) : path_(path), mapping_(mapping) {}

    BookImport run(const std::string& ruleset_id) {
        auto read = read_tmx(path_);
        if (!read) return fail(read.error());
        tmx_ = std::move(*read);
        const std::string where = path_.string();
        if (tmx_.orientation != "hexagonal") {
            return fail(fmt::format("{}: the map's orientation is \"{}\": only hexagonal Tiled maps are imported", where, tmx_.orientation));
        }
        if ((tmx_.stagger_axis != "x" && tmx_.stagger_axis != "y") || (tmx_.stagger_index != "odd" && tmx_.stagger_index != "even")) {
            return fail(fmt::format("{}: staggeraxis \"{}\", staggerindex \"{}\": expected x or y, and odd or even", where, tmx_.stagger_axis,
                                    tmx_.stagger_index));
        }
        const std::string ruleset_name = ruleset_id.empty() ? property_or(tmx_.properties, prop::kRuleset, "") : ruleset_id;
        if (ruleset_name.empty()) return fail(fmt::format("{}: the map names no ruleset: give --ruleset ID", where));
        const RulesetDefinition* ruleset = find_ruleset(ruleset_name);
        if (ruleset == nullptr) return fail(fmt::format("{}: ruleset \"{}\" is not one this build knows", where, ruleset_name));
        book_ = new_book(*ruleset, MapKind::Hex);
        book_.metadata.title = path_.stem().string();
        GameMap& map = book_.maps.front();
        map.id = property_or(tmx_.properties, prop::kMapId, map.id);
        map.name = property_or(tmx_.properties, prop::kMapName, path_.stem().string());
        map.units = property_or(tmx_.properties, prop::kMapUnits, "px");
        map.crs = property_or(tmx_.properties, prop::kMapCrs, "");
        read_grid(map.hex);
        read_catalogue(map.hex);
        if (!errors_.empty()) return finish();
        read_terrain(map.hex);
        for (const TmxObjectLayer& layer : tmx_.object_layers) read_objects(map.hex, layer);
        return finish();
    }

private:
    BookImport fail(std::string error) {
        errors_.push_back(std::move(error));
        return finish();
    }

    BookImport finish() {
        if (!errors_.empty()) return failures(std::move(errors_));
        const HexMap& hex = book_.maps.front().hex;
        std::string summary = fmt::format("{} x {} hexes, {} terrain entries, {} hexsides with features, {} roads, {} places, {} objectives, {} edges",
                                          hex.grid.columns, hex.grid.rows, hex.terrain_catalogue.size(), hex.hexside_features.size(), hex.roads.size(),
                                          hex.places.size(), hex.objectives.size(), hex.edges.size());
        return ImportedBook{std::move(book_), std::move(summary)};
    }

    void read_grid(HexMap& hex) {
        TmxHexLayout layout;
        layout.stagger_axis = tmx_.stagger_axis.front();
        layout.stagger_odd = tmx_.stagger_index == "odd";
        layout.tile_width = tmx_.tile_width & ~1;  // as Tiled draws them
        layout.tile_height = tmx_.tile_height & ~1;
        layout.side_length = tmx_.hex_side_length;
        layout.columns = tmx_.width;
        layout.rows = tmx_.height;
        HexGrid& grid = hex.grid;
        grid.layout = offset_layout_of(layout);
        grid.geometry.orientation = layout.stagger_axis == 'y' ? HexOrientation::PointyTop : HexOrientation::FlatTop;
        grid.geometry.rotation_degrees = 0.0;
        // A regular hex as wide across the flats as the tiles are apart across the stagger axis.
        const int across_flats = layout.stagger_axis == 'y' ? layout.tile_width : layout.tile_height;
        const TiledPoint centre = layout.tile_centre({0, 0});
        grid.geometry.size = number_property<double>(tmx_.properties, prop::kHexSize).value_or(across_flats / std::numbers::sqrt3);
        grid.geometry.origin = {number_property<double>(tmx_.properties, prop::kOriginX).value_or(centre.x),
                                number_property<double>(tmx_.properties, prop::kOriginY).value_or(centre.y)};
        if (!(grid.geometry.size > 0.0)) errors_.push_back(fmt::format("{}: the hexes have no size", path_.string()));
        read_label_scheme(grid.labels);
        hex.resize(tmx_.width, tmx_.height);
    }

    void read_label_scheme(HexLabelScheme& labels) {
        const TmxProperties& p = tmx_.properties;
        if (p.find(prop::kLabelPattern) == p.end()) return;  // not written by this program: the ruleset's scheme
        HexLabelScheme read = labels;
        read.pattern = p.at(prop::kLabelPattern);
        for (auto [name, style] : {std::pair{prop::kLabelColumnStyle, &read.column_style}, {prop::kLabelRowStyle, &read.row_style}}) {
            if (const auto parsed = label_field_style_from_string(property_or(p, name, ""))) *style = *parsed;
        }
        for (auto [name, field] : {std::pair{prop::kLabelColumnOrigin, &read.column_origin}, {prop::kLabelRowOrigin, &read.row_origin},
                                   {prop::kLabelColumnStep, &read.column_step}, {prop::kLabelRowStep, &read.row_step},
                                   {prop::kLabelColumnWidth, &read.column_width}, {prop::kLabelRowWidth, &read.row_width}}) {
            if (const auto number = number_property<int>(p, name)) *field = *number;
        }
        if (Status usable = read.check(); !usable) {
            errors_.push_back(fmt::format("{}: the map's label properties: {}", path_.string(), usable.error()));
            return;
        }
        labels = read;
    }

    static std::optional<std::size_t> index_in(const std::vector<TerrainDef>& catalogue, std::string_view id) {
        for (std::size_t i = 0; i < catalogue.size(); ++i) {
            if (catalogue[i].id == id) return i;
        }
        return std::nullopt;
    }

    void add_entry(std::vector<TerrainDef>& catalogue, TerrainDef def) {
        if (index_in(catalogue, def.id)) return;
        if (def.name.empty()) def.name = def.id;
        catalogue.push_back(std::move(def));
    }

    void read_catalogue(HexMap& hex) {
        for (const TerrainDef& def : mapping_.terrain) add_entry(hex.terrain_catalogue, def);
        for (const TmxTileset& set : tmx_.tilesets) {
            for (const auto& [tile, properties] : set.tiles) {
                const auto id = properties.find(mapping_.property);
                if (id == properties.end() || id->second.empty()) continue;
                add_entry(hex.terrain_catalogue, {id->second, property_or(properties, prop::kTerrainName, id->second),
                                                  property_or(properties, prop::kTerrainColour, "")});
            }
        }
        for (const TileTerrainRule& rule : mapping_.tiles) {
            if (!rule.terrain.empty() && !index_in(hex.terrain_catalogue, rule.terrain)) {
                errors_.push_back(fmt::format("{}: the mapping gives tile {} of tileset \"{}\" the terrain \"{}\", which is neither in the "
                                              "ruleset's catalogue nor defined under \"terrain\"",
                                              path_.string(), rule.tile, rule.tileset, rule.terrain));
            }
        }
        if (hex.terrain_catalogue.size() > kMaxCatalogueEntries) {
            errors_.push_back(fmt::format("{}: {} terrain entries; a map holds at most {}", path_.string(), hex.terrain_catalogue.size(),
                                          kMaxCatalogueEntries));
        }
    }

    // The catalogue entry a tile stands for: -1 none, -2 unmapped.
    int terrain_of(const HexMap& hex, std::uint32_t gid) {
        if (const auto known = resolved_.find(gid); known != resolved_.end()) return known->second;
        int found = -2;
        const TmxTileset* set = tmx_.tileset_of(gid);
        if (set != nullptr) {
            const int local = static_cast<int>(gid) - set->first_gid;
            for (const TileTerrainRule& rule : mapping_.tiles) {
                if (rule.tileset == set->name && rule.tile == local) {
                    found = rule.terrain.empty() ? -1 : static_cast<int>(*index_in(hex.terrain_catalogue, rule.terrain));
                }
            }
            if (found == -2) {
                if (const auto tile = set->tiles.find(local); tile != set->tiles.end()) {
                    if (const auto id = tile->second.find(mapping_.property); id != tile->second.end() && !id->second.empty()) {
                        found = static_cast<int>(*index_in(hex.terrain_catalogue, id->second));
                    }
                }
            }
        }
        resolved_[gid] = found;
        return found;
    }

    void read_terrain(HexMap& hex) {
        for (const TmxTileLayer& layer : tmx_.tile_layers) {
            for (std::size_t cell = 0; cell < layer.gids.size(); ++cell) {
                const std::uint32_t gid = layer.gids[cell];
                if (gid == 0) continue;
                const int terrain = terrain_of(hex, gid);
                if (terrain >= 0) {
                    hex.terrain.set(cell, hex.terrain[cell] | TerrainMask{1} << terrain);
                } else if (terrain == -2 && reported_.insert(gid).second) {
                    errors_.push_back(unmapped_tile(layer, cell, gid));
                }
            }
        }
    }

    std::string unmapped_tile(const TmxTileLayer& layer, std::size_t cell, std::uint32_t gid) const {
        const TmxTileset* set = tmx_.tileset_of(gid);
        const int column = static_cast<int>(cell % static_cast<std::size_t>(tmx_.width));
        const int row = static_cast<int>(cell / static_cast<std::size_t>(tmx_.width));
        if (set == nullptr) {
            return fmt::format("{}:{}: layer \"{}\", cell ({}, {}): tile id {} belongs to no tileset", path_.string(), layer.line, layer.name, column, row, gid);
        }
        return fmt::format("{}:{}: layer \"{}\", cell ({}, {}) first: tile {} of tileset \"{}\" stands for no terrain: map it in a mapping "
                           "file (--mapping) or give it a \"{}\" property in Tiled",
                           path_.string(), layer.line, layer.name, column, row, static_cast<int>(gid) - set->first_gid, set->name, mapping_.property);
    }

    std::vector<HexCoord> hexes_of(const HexMap& hex, const TmxObject& object, const char* key) {
        std::vector<HexCoord> hexes;
        for (const std::string& label : split_list(property_or(object.properties, key, ""))) {
            const auto found = hex.find_label(label);
            if (!found) {
                errors_.push_back(fmt::format("{}:{}: object {} \"{}\": {}: {}", path_.string(), object.line, object.id, object.name, key, found.error()));
                continue;
            }
            hexes.push_back(*found);
        }
        return hexes;
    }

    void read_objects(HexMap& hex, const TmxObjectLayer& layer) {
        const std::string holds = property_or(layer.properties, prop::kLayer, "");
        for (const TmxObject& object : layer.objects) {
            const std::string id = property_or(object.properties, "id", "");
            if (holds == "hexsides") {
                read_hexside(hex, object);
            } else if (holds == "roads") {
                hex.roads.push_back({id, object.type.empty() ? std::string("road") : object.type, object.name, hexes_of(hex, object, "hexes")});
            } else if (holds == "places") {
                const auto at = hexes_of(hex, object, "hex");
                if (at.size() == 1) hex.places.push_back({id, object.name, at.front()});
            } else if (holds == "objectives") {
                hex.objectives.push_back({id, object.name, hexes_of(hex, object, "hexes"), number_property<int>(object.properties, "vp").value_or(0),
                                          property_or(object.properties, "side", "")});
            } else if (holds == "edges") {
                hex.edges.push_back({id, object.name, hexes_of(hex, object, "hexes")});
            }
        }
    }

    void read_hexside(HexMap& hex, const TmxObject& object) {
        const auto at = hexes_of(hex, object, "hex");
        const std::string side_name = property_or(object.properties, "side", "");
        const auto direction = hexside_direction_from_name(hex.grid.geometry.orientation, side_name);
        const std::string feature = property_or(object.properties, "feature", object.type);
        const auto bit = index_in(hex.hexside_catalogue, feature);
        if (at.size() != 1 || !direction || !bit) {
            errors_.push_back(fmt::format("{}:{}: hexside object {}: expected properties hex (a label), side (a direction such as {}) and feature "
                                          "(an entry of the hexside catalogue), found \"{}\", \"{}\", \"{}\"",
                                          path_.string(), object.line, object.id, hexside_direction_name(hex.grid.geometry.orientation, 0),
                                          property_or(object.properties, "hex", ""), side_name, feature));
            return;
        }
        const HexsideKey side = hexside(at.front(), *direction);
        hex.hexside_features.set(side, hex.hexside_features.mask(side) | TerrainMask{1} << *bit);
    }

    std::filesystem::path path_;
    const TileTerrainMapping& mapping_;
    TmxDocument tmx_;
    Book book_;
    std::vector<std::string> errors_;
    std::unordered_map<std::uint32_t, int> resolved_;
    std::unordered_set<std::uint32_t> reported_;
};

}  // namespace

BookImport import_tmx(const std::filesystem::path& path, const std::string& ruleset, const TileTerrainMapping& mapping) {
    return TmxImporter(path, mapping).run(ruleset);
}

}  // namespace sandtable
