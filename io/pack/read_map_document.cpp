#include "io/pack/read_pack_documents.hpp"

#include "io/pack/freeform_document.hpp"

#include "io/native/enum_names.hpp"
#include "io/native/hexside_names.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

std::vector<TerrainDef> read_catalogue(JsonIn& in, const nlohmann::json& list, const std::string& at) {
    std::vector<TerrainDef> catalogue;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string item_at = pointer(at, i);
        catalogue.push_back({in.text(list[i], "id", item_at), in.text(list[i], "name", item_at), in.text(list[i], "colour", item_at)});
    }
    if (catalogue.size() > kMaxCatalogueEntries) in.fail(at, fmt::format("expected at most {} entries", kMaxCatalogueEntries));
    return catalogue;
}

TerrainMask read_mask(JsonIn& in, const std::vector<std::string>& ids, const std::vector<TerrainDef>& catalogue, const std::string& at) {
    TerrainMask mask = 0;
    for (const std::string& id : ids) {
        const auto it = std::find_if(catalogue.begin(), catalogue.end(), [&](const TerrainDef& def) { return def.id == id; });
        if (it == catalogue.end()) {
            in.fail(at, fmt::format("\"{}\" is not in the map's catalogue", id));
            continue;
        }
        mask |= TerrainMask{1} << static_cast<unsigned>(it - catalogue.begin());
    }
    return mask;
}

std::optional<HexCoord> read_hex(JsonIn& in, const HexMap& map, const std::string& label, const std::string& at) {
    const auto found = map.find_label(label);
    if (!found) in.fail(at, found.error());
    return found.optional();
}

std::vector<HexCoord> read_hexes(JsonIn& in, const HexMap& map, const nlohmann::json& object, const std::string& at) {
    std::vector<HexCoord> hexes;
    const std::vector<std::string> labels = in.texts(object, "hexes", at);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (auto hex = read_hex(in, map, labels[i], pointer(pointer(at, "hexes"), i))) hexes.push_back(*hex);
    }
    return hexes;
}

void read_grid(JsonIn& in, const nlohmann::json& document, HexMap& map) {
    const nlohmann::json& grid = in.object(document, "grid", "");
    const std::string at = "/grid";
    const std::string orientation = in.text(grid, "orientation", at);
    if (auto value = hex_orientation_from_string(orientation)) {
        map.grid.geometry.orientation = *value;
    } else {
        in.fail(pointer(at, "orientation"), fmt::format("expected flat or pointy, got \"{}\"", orientation));
    }
    map.grid.geometry.size = in.number(grid, "size", at);
    const nlohmann::json& origin = in.array(grid, "origin", at);
    if (origin.size() == 2 && origin[0].is_number() && origin[1].is_number()) {
        map.grid.geometry.origin = {origin[0].get<double>(), origin[1].get<double>()};
    } else {
        in.fail(pointer(at, "origin"), "expected [x, y]");
    }
    map.grid.geometry.rotation_degrees = in.number(grid, "rotation", at);
    const std::string layout = in.text(grid, "layout", at);
    if (auto value = offset_layout_from_string(layout)) {
        map.grid.layout = *value;
    } else {
        in.fail(pointer(at, "layout"), fmt::format("expected odd-columns, even-columns, odd-rows or even-rows, got \"{}\"", layout));
    }
    const auto columns = in.integer(grid, "columns", at);
    const auto rows = in.integer(grid, "rows", at);
    map.printed_hex_mm = optional_printed_size(in, grid, "printed_hex_mm", at);
    const nlohmann::json& labels = in.object(document, "labels", "");
    HexLabelScheme& scheme = map.grid.labels;
    scheme.pattern = in.text(labels, "pattern", "/labels");
    for (auto [key, style] : {std::pair{"column_style", &scheme.column_style}, std::pair{"row_style", &scheme.row_style}}) {
        const std::string name = in.text(labels, key, "/labels");
        if (auto value = label_field_style_from_string(name)) {
            *style = *value;
        } else {
            in.fail(pointer("/labels", key), fmt::format("expected letters or number, got \"{}\"", name));
        }
    }
    for (auto [key, field] : {std::pair{"column_origin", &scheme.column_origin}, std::pair{"row_origin", &scheme.row_origin},
                              std::pair{"column_step", &scheme.column_step}, std::pair{"row_step", &scheme.row_step},
                              std::pair{"column_width", &scheme.column_width}, std::pair{"row_width", &scheme.row_width}}) {
        *field = static_cast<int>(in.integer(labels, key, "/labels"));
    }
    if (columns < 0 || rows < 0 || columns * rows > 100'000'000) {
        in.fail(at, fmt::format("expected a grid of at most 100,000,000 hexes, got {} columns and {} rows", columns, rows));
        return;
    }
    map.resize(static_cast<int>(columns), static_cast<int>(rows));
}

void read_terrain(JsonIn& in, const nlohmann::json& document, HexMap& map) {
    const nlohmann::json& hexes = in.array(document, "hexes", "");
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        const std::string at = pointer("/hexes", i);
        const auto column = in.integer(hexes[i], "column", at);
        const auto row = in.integer(hexes[i], "row", at);
        if (column < 0 || row < 0 || column >= map.grid.columns || row >= map.grid.rows) {
            in.fail(at, fmt::format("column {}, row {} is off the grid ({} columns, {} rows)", column, row, map.grid.columns, map.grid.rows));
            continue;
        }
        const auto index = static_cast<std::size_t>(row) * static_cast<std::size_t>(map.grid.columns) + static_cast<std::size_t>(column);
        map.terrain.set(index, read_mask(in, in.texts(hexes[i], "terrain", at), map.terrain_catalogue, pointer(at, "terrain")));
    }
}

void read_hexsides(JsonIn& in, const nlohmann::json& document, HexMap& map) {
    const nlohmann::json& hexsides = in.array(document, "hexsides", "");
    std::vector<HexsideFeatures::Entry> entries;
    for (std::size_t i = 0; i < hexsides.size(); ++i) {
        const std::string at = pointer("/hexsides", i);
        const auto hex = read_hex(in, map, in.text(hexsides[i], "hex", at), pointer(at, "hex"));
        const std::string side = in.text(hexsides[i], "side", at);
        const auto direction = hexside_direction_from_name(map.grid.geometry.orientation, side);
        if (!direction) in.fail(pointer(at, "side"), fmt::format("\"{}\" is no side of a {} hex", side, to_string(map.grid.geometry.orientation)));
        const TerrainMask mask = read_mask(in, in.texts(hexsides[i], "features", at), map.hexside_catalogue, pointer(at, "features"));
        if (hex && direction) entries.emplace_back(hexside(*hex, *direction), mask);
    }
    map.hexside_features.merge(std::move(entries));
}

void read_features(JsonIn& in, const nlohmann::json& document, HexMap& map) {
    const nlohmann::json& roads = in.array(document, "roads", "");
    for (std::size_t i = 0; i < roads.size(); ++i) {
        const std::string at = pointer("/roads", i);
        map.roads.push_back({in.text(roads[i], "id", at), in.text(roads[i], "kind", at), in.text(roads[i], "name", at), read_hexes(in, map, roads[i], at)});
    }
    const nlohmann::json& places = in.array(document, "places", "");
    for (std::size_t i = 0; i < places.size(); ++i) {
        const std::string at = pointer("/places", i);
        NamedPlace place{in.text(places[i], "id", at), in.text(places[i], "name", at), {}};
        if (auto hex = read_hex(in, map, in.text(places[i], "hex", at), pointer(at, "hex"))) place.hex = *hex;
        map.places.push_back(std::move(place));
    }
    const nlohmann::json& objectives = in.array(document, "objectives", "");
    for (std::size_t i = 0; i < objectives.size(); ++i) {
        const std::string at = pointer("/objectives", i);
        map.objectives.push_back({in.text(objectives[i], "id", at), in.text(objectives[i], "name", at), read_hexes(in, map, objectives[i], at),
                                  static_cast<int>(in.integer(objectives[i], "vp", at)), in.text_or_null(objectives[i], "side", at)});
    }
    const nlohmann::json& edges = in.array(document, "edges", "");
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const std::string at = pointer("/edges", i);
        map.edges.push_back({in.text(edges[i], "id", at), in.text(edges[i], "name", at), read_hexes(in, map, edges[i], at)});
    }
}

std::vector<ReferenceLayer> read_layers(JsonIn& in, const nlohmann::json& document) {
    std::vector<ReferenceLayer> layers;
    const nlohmann::json& list = in.array(document, "reference_layers", "");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string at = pointer("/reference_layers", i);
        const nlohmann::json& json = list[i];
        ReferenceLayer layer;
        layer.id = in.text(json, "id", at);
        layer.name = in.text(json, "name", at);
        layer.kind = in.text(json, "kind", at) == "vector" ? ReferenceLayerKind::Vector : ReferenceLayerKind::Raster;
        layer.path = in.text(json, "path", at);
        layer.visible = in.boolean(json, "visible", at);
        layer.opacity = in.number(json, "opacity", at);
        if (layer.kind == ReferenceLayerKind::Vector) {
            layer.source_layer = in.text_or_null(json, "layer", at);
            layer.style_attribute = in.text_or_null(json, "style_by", at);
            const nlohmann::json& styles = in.array(json, "styles", at);
            for (std::size_t s = 0; s < styles.size(); ++s) {
                const std::string style_at = pointer(pointer(at, "styles"), s);
                layer.styles.push_back({in.text(styles[s], "value", style_at), in.text(styles[s], "stroke", style_at),
                                        in.text_or_null(styles[s], "fill", style_at), in.number(styles[s], "width", style_at)});
            }
        } else {
            layer.look.stretch = in.text(json, "stretch", at) == "percent-clip" ? RasterStretch::PercentClip : RasterStretch::MinMax;
            layer.look.clip_percent = in.number(json, "clip_percent", at);
            layer.look.hillshade = in.boolean(json, "hillshade", at);
        }
        layers.push_back(std::move(layer));
    }
    return layers;
}

}  // namespace

GameMap read_map_document(JsonIn& in, const nlohmann::json& document) {
    GameMap map;
    if (!document.is_object()) {
        in.fail("", "expected an object");
        return map;
    }
    map.id = in.text(document, "id", "");
    map.name = in.text(document, "name", "");
    const std::string kind = in.text(document, "kind", "");
    if (auto value = map_kind_from_string(kind)) {
        map.kind = *value;
    } else {
        in.fail("/kind", fmt::format("expected hex, area or freeform, got \"{}\"", kind));
    }
    map.units = in.text(document, "units", "");
    map.crs = in.text_or_null(document, "crs", "");
    if (map.kind == MapKind::Hex) {
        read_grid(in, document, map.hex);
        map.hex.terrain_catalogue = read_catalogue(in, in.array(document, "terrain_types", ""), "/terrain_types");
        map.hex.hexside_catalogue = read_catalogue(in, in.array(document, "hexside_types", ""), "/hexside_types");
        read_terrain(in, document, map.hex);
        read_hexsides(in, document, map.hex);
        read_features(in, document, map.hex);
    }
    if (map.kind == MapKind::Freeform) map.freeform = read_freeform_document(in, in.object(document, "freeform", ""), "/freeform");
    map.layers = read_layers(in, document);
    return map;
}

}  // namespace sandtable
