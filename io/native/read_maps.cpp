#include "io/native/hexside_names.hpp"
#include "io/native/reader.hpp"
#include "io/native/terrain_rows.hpp"
#include "io/native/enum_names.hpp"
#include "model/hex/grid_limits.hpp"
#include "model/object_id.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace sandtable::native {

namespace {

std::vector<TerrainDef> read_catalogue(Reader& reader, pugi::xml_node node, const char* item) {
    std::vector<TerrainDef> catalogue;
    if (!node) return catalogue;
    reader.only_attributes(node, {});
    reader.only_children(node, {item});
    for (auto entry : node.children(item)) {
        reader.only_attributes(entry, {"id", "name", "colour"});
        reader.only_children(entry, {});
        TerrainDef def{reader.required(entry, "id"), reader.required(entry, "name"), reader.colour(entry, "colour", true)};
        if (!is_valid_id(def.id) || def.id.find('+') != std::string::npos || def.id.find('*') != std::string::npos) {
            reader.fail(entry, "load.bad-id",
                        fmt::format("\"{}\" is not a valid {} type id: expected letters, digits, '_', '.', ':' or '-'", def.id, item));
        }
        for (const auto& other : catalogue) {
            if (other.id == def.id) reader.fail(entry, "load.duplicate-id", fmt::format("duplicate {} type \"{}\"", item, def.id));
        }
        catalogue.push_back(std::move(def));
        if (catalogue.size() > kMaxCatalogueEntries) {
            reader.fail(entry, "load.too-many-types", fmt::format("more than {} {} types", kMaxCatalogueEntries, item));
        }
    }
    return catalogue;
}

}  // namespace

void Reader::read_maps(pugi::xml_node node) {
    if (!node) return;
    only_attributes(node, {});
    only_children(node, {"hex-map", "area-map", "freeform-map"});
    for (auto map_node : node.children()) {
        if (map_node.type() != pugi::node_element) continue;
        GameMap map;
        map.id = declare_id(map_node);
        map.name = required(map_node, "name");
        map.units = optional(map_node, "units");
        if (map.units.empty()) map.units = "px";
        map.crs = optional(map_node, "crs");
        const std::string_view element = map_node.name();
        if (element == "hex-map") {
            map.kind = MapKind::Hex;
            read_hex_map(map_node, map);
        } else if (element == "freeform-map") {
            map.kind = MapKind::Freeform;
            read_freeform_map(map_node, map);
        } else {
            map.kind = MapKind::Area;
            only_attributes(map_node, {"id", "name", "units", "crs"});
            only_children(map_node, {"imagery"});
            at_most_once(map_node, {"imagery"});
            read_reference_layers(map_node.child("imagery"), map);
        }
        book.maps.push_back(std::move(map));
    }
}

void Reader::read_hex_map(pugi::xml_node node, GameMap& game_map) {
    only_attributes(node, {"id", "name", "units", "crs"});
    only_children(node, {"grid", "labels", "terrain-types", "hexside-types", "terrain", "hexsides", "roads", "places",
                         "objectives", "edges", "imagery"});
    at_most_once(node, {"grid", "labels", "terrain-types", "hexside-types", "terrain", "hexsides", "roads", "places",
                        "objectives", "edges", "imagery"});
    read_reference_layers(node.child("imagery"), game_map);
    HexMap& map = game_map.hex;

    const auto grid = node.child("grid");
    if (!grid) fail(node, "load.missing-element", fmt::format("hex map \"{}\" lacks <grid>", game_map.id));
    only_attributes(grid, {"orientation", "size", "origin-x", "origin-y", "rotation", "layout", "columns", "rows", "printed-hex-mm"});
    only_children(grid, {});
    const auto orientation = hex_orientation_from_string(required(grid, "orientation"));
    if (!orientation) fail(grid, "load.bad-value", "orientation: expected flat or pointy");
    map.grid.geometry.orientation = *orientation;
    map.grid.geometry.size = number(grid, "size");
    if (map.grid.geometry.size <= 0) fail(grid, "load.bad-value", "size: expected a number greater than 0");
    map.grid.geometry.origin = {number(grid, "origin-x"), number(grid, "origin-y")};
    map.grid.geometry.rotation_degrees = grid.attribute("rotation") ? number(grid, "rotation") : 0.0;
    if (const Status sensible = check_hex_geometry(map.grid.geometry); !sensible) {
        fail(grid, "load.bad-value", fmt::format("the grid of hex map \"{}\": {}", game_map.id, sensible.error()));
    }
    const auto layout = offset_layout_from_string(required(grid, "layout"));
    if (!layout) fail(grid, "load.bad-value", "layout: expected odd-rows, even-rows, odd-columns or even-columns");
    map.grid.layout = *layout;
    const int columns = static_cast<int>(integer(grid, "columns", 1, 100'000));
    const int rows = static_cast<int>(integer(grid, "rows", 1, 100'000));
    if (static_cast<long long>(columns) * rows > 25'000'000) {
        fail(grid, "load.bad-value", "the grid has more than 25,000,000 hexes");
    }
    if (grid.attribute("printed-hex-mm")) {
        needs_version(grid, 3, "printed-hex-mm");
        map.printed_hex_mm = printed_size_mm(grid, "printed-hex-mm");
    }

    const auto labels = node.child("labels");
    if (!labels) fail(node, "load.missing-element", fmt::format("hex map \"{}\" lacks <labels>", game_map.id));
    only_attributes(labels, {"pattern", "column-style", "row-style", "column-origin", "row-origin", "column-step",
                             "row-step", "column-width", "row-width"});
    only_children(labels, {});
    HexLabelScheme& scheme = map.grid.labels;
    scheme.pattern = required(labels, "pattern");
    const auto column_style = label_field_style_from_string(required(labels, "column-style"));
    const auto row_style = label_field_style_from_string(required(labels, "row-style"));
    if (!column_style || !row_style) fail(labels, "load.bad-value", "column-style and row-style: expected letters or number");
    scheme.column_style = *column_style;
    scheme.row_style = *row_style;
    scheme.column_origin = static_cast<int>(integer_or(labels, "column-origin", 1, -100'000, 100'000));
    scheme.row_origin = static_cast<int>(integer_or(labels, "row-origin", 1, -100'000, 100'000));
    scheme.column_step = static_cast<int>(integer_or(labels, "column-step", 1, -1, 1));
    scheme.row_step = static_cast<int>(integer_or(labels, "row-step", 1, -1, 1));
    scheme.column_width = static_cast<int>(integer_or(labels, "column-width", 0, 0, 9));
    scheme.row_width = static_cast<int>(integer_or(labels, "row-width", 0, 0, 9));
    if (const Status usable = scheme.check(); !usable) fail(labels, "load.bad-value", usable.error());

    map.terrain_catalogue = read_catalogue(*this, node.child("terrain-types"), "terrain");
    map.hexside_catalogue = read_catalogue(*this, node.child("hexside-types"), "feature");
    map.resize(columns, rows);

    if (const auto terrain = node.child("terrain")) {
        only_attributes(terrain, {});
        only_children(terrain, {"row"});
        std::vector<bool> seen(static_cast<std::size_t>(rows), false);
        for (auto row : terrain.children("row")) {
            only_attributes(row, {"n"});
            const int n = static_cast<int>(integer(row, "n", 0, rows - 1));
            if (seen[static_cast<std::size_t>(n)]) fail(row, "load.repeated-element", fmt::format("terrain row {} appears twice", n));
            seen[static_cast<std::size_t>(n)] = true;
            if (const Status decoded = decode_terrain_row(map, n, row.child_value()); !decoded) {
                fail(row, "load.bad-terrain", fmt::format("terrain row {}: {}", n, decoded.error()));
            }
        }
    }

    if (const auto hexsides = node.child("hexsides")) {
        only_attributes(hexsides, {});
        only_children(hexsides, {"feature"});
        std::vector<HexsideFeatures::Entry> sides;
        for (auto feature : hexsides.children("feature")) {
            only_attributes(feature, {"type"});
            const std::string type = required(feature, "type");
            const auto bit = map.hexside_feature_index(type);
            if (!bit) fail(feature, "load.unknown-type", fmt::format("unknown hexside feature type \"{}\"", type));
            for (const auto& token : split_list(feature.child_value())) {
                const auto slash = token.rfind('/');
                const auto direction = slash == std::string::npos
                                           ? std::nullopt
                                           : hexside_direction_from_name(map.grid.geometry.orientation, token.substr(slash + 1));
                if (!direction) {
                    fail(feature, "load.bad-label",
                         fmt::format("\"{}\" is not a hexside: expected HEX/SIDE such as {}/{}", token,
                                     map.label(map.coord_at(0)),
                                     hexside_direction_name(map.grid.geometry.orientation, 2)));
                }
                const HexCoord hex = hex_label(feature, "hexside", map, std::string_view(token).substr(0, slash));
                sides.emplace_back(hexside(hex, *direction), TerrainMask{1} << *bit);
            }
        }
        map.hexside_features.merge(std::move(sides));
    }

    if (const auto roads = node.child("roads")) {
        only_attributes(roads, {});
        only_children(roads, {"road"});
        for (auto road_node : roads.children("road")) {
            only_attributes(road_node, {"id", "kind", "name", "hexes"});
            only_children(road_node, {});
            HexRoad road;
            road.id = declare_id(road_node);
            road.kind = required(road_node, "kind");
            road.name = optional(road_node, "name");
            road.hexes = hex_list(road_node, "hexes", map);
            for (std::size_t i = 1; i < road.hexes.size(); ++i) {
                if (distance(road.hexes[i - 1], road.hexes[i]) != 1) {
                    fail(road_node, "load.bad-road",
                         fmt::format("road \"{}\" jumps from {} to {}: consecutive hexes must be adjacent", road.id,
                                     map.label(road.hexes[i - 1]), map.label(road.hexes[i])));
                }
            }
            map.roads.push_back(std::move(road));
        }
    }

    if (const auto places = node.child("places")) {
        only_attributes(places, {});
        only_children(places, {"place"});
        for (auto place : places.children("place")) {
            only_attributes(place, {"id", "name", "hex"});
            only_children(place, {});
            NamedPlace named;
            named.id = declare_id(place);
            named.name = required(place, "name");
            named.hex = hex_label(place, "hex", map, required(place, "hex"));
            map.places.push_back(std::move(named));
        }
    }

    if (const auto objectives = node.child("objectives")) {
        only_attributes(objectives, {});
        only_children(objectives, {"objective"});
        for (auto item : objectives.children("objective")) {
            only_attributes(item, {"id", "name", "vp", "side", "hexes"});
            only_children(item, {});
            HexObjective objective;
            objective.id = declare_id(item);
            objective.name = required(item, "name");
            objective.vp = static_cast<int>(integer(item, "vp", -1000, 1000));
            objective.side = optional(item, "side");
            objective.hexes = hex_list(item, "hexes", map);
            map.objectives.push_back(std::move(objective));
        }
    }

    if (const auto edges = node.child("edges")) {
        only_attributes(edges, {});
        only_children(edges, {"edge"});
        for (auto item : edges.children("edge")) {
            only_attributes(item, {"id", "name", "hexes"});
            only_children(item, {});
            MapEdge edge;
            edge.id = declare_id(item);
            edge.name = required(item, "name");
            edge.entry_hexes = hex_list(item, "hexes", map);
            map.edges.push_back(std::move(edge));
        }
    }
}

}  // namespace sandtable::native
