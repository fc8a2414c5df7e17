#include "io/tmx/tmx_writer.hpp"

#include "io/native/enum_names.hpp"
#include "io/native/hexside_names.hpp"
#include "io/render/route_style.hpp"
#include "io/tmx/tmx_property_names.hpp"
#include "io/tmx/tmx_terrain_tileset.hpp"
#include "model/hexside_on_map.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <map>
#include <pugixml.hpp>
#include <sstream>

namespace sandtable {

namespace {

namespace prop = tmx_property;

constexpr int kFirstGid = 1;

class TmxBuilder {
public:
    TmxBuilder(const Book& book, const GameMap& map, const TmxHexLayout& layout)
        : book_(book), map_(map), hex_(map.hex), layout_(layout), transform_(map.hex.grid, layout) {}

    std::string build(const std::string& tileset_image, const std::vector<TmxScenarioLayer>& scenarios) {
        pugi::xml_node root = doc_.append_child("map");
        root.append_attribute("version") = "1.8";
        root.append_attribute("orientation") = "hexagonal";
        root.append_attribute("renderorder") = "right-down";
        root.append_attribute("width") = layout_.columns;
        root.append_attribute("height") = layout_.rows;
        root.append_attribute("tilewidth") = layout_.tile_width;
        root.append_attribute("tileheight") = layout_.tile_height;
        root.append_attribute("infinite") = 0;
        root.append_attribute("hexsidelength") = layout_.side_length;
        root.append_attribute("staggeraxis") = std::string(1, layout_.stagger_axis).c_str();
        root.append_attribute("staggerindex") = layout_.stagger_odd ? "odd" : "even";
        pugi::xml_attribute next_layer = root.append_attribute("nextlayerid");
        pugi::xml_attribute next_object = root.append_attribute("nextobjectid");
        map_properties(root);
        tileset(root, tileset_image);
        terrain_layers(root);
        hexside_layer(root);
        road_layer(root);
        place_layer(root);
        objective_layer(root);
        edge_layer(root);
        label_layer(root);
        for (std::size_t i = 0; i < scenarios.size(); ++i) unit_layer(root, scenarios[i], i == 0);
        next_layer = next_layer_id_;
        next_object = next_object_id_;
        std::ostringstream out;
        doc_.save(out, " ", pugi::format_default, pugi::encoding_utf8);
        return out.str();
    }

private:
    static void property(pugi::xml_node properties, const char* name, const std::string& value) {
        pugi::xml_node node = properties.append_child("property");
        node.append_attribute("name") = name;
        node.append_attribute("value") = value.c_str();
    }
    static void property(pugi::xml_node properties, const char* name, int value) {
        pugi::xml_node node = properties.append_child("property");
        node.append_attribute("name") = name;
        node.append_attribute("type") = "int";
        node.append_attribute("value") = value;
    }
    static void property(pugi::xml_node properties, const char* name, double value) {
        pugi::xml_node node = properties.append_child("property");
        node.append_attribute("name") = name;
        node.append_attribute("type") = "float";
        node.append_attribute("value") = fmt::format("{}", value).c_str();  // shortest text that reads back exactly
    }
    static void property(pugi::xml_node properties, const char* name, const AttributeValue& value) {
        pugi::xml_node node = properties.append_child("property");
        node.append_attribute("name") = name;
        if (const auto* number = std::get_if<std::int64_t>(&value)) {
            node.append_attribute("type") = "int";
            node.append_attribute("value") = static_cast<long long>(*number);
        } else if (const auto* flag = std::get_if<bool>(&value)) {
            node.append_attribute("type") = "bool";
            node.append_attribute("value") = *flag ? "true" : "false";
        } else {
            node.append_attribute("value") = to_text(value).c_str();
        }
    }

    std::string labels_of(const std::vector<HexCoord>& hexes) const {
        std::vector<std::string> labels;
        labels.reserve(hexes.size());
        for (const HexCoord hex : hexes) labels.push_back(hex_.label(hex));
        return fmt::format("{}", fmt::join(labels, " "));
    }

    TiledPoint centre_of(HexCoord hex) const { return transform_.to_tiled(hex_to_point(hex_.grid.geometry, hex)); }

    void map_properties(pugi::xml_node root) const {
        pugi::xml_node properties = root.append_child("properties");
        const HexLabelScheme& labels = hex_.grid.labels;
        property(properties, prop::kMapId, map_.id);
        property(properties, prop::kMapName, map_.name);
        property(properties, prop::kRuleset, book_.ruleset);
        property(properties, prop::kMapUnits, map_.units);
        if (!map_.crs.empty()) property(properties, prop::kMapCrs, map_.crs);
        property(properties, prop::kHexSize, hex_.grid.geometry.size);
        property(properties, prop::kOriginX, hex_.grid.geometry.origin.x);
        property(properties, prop::kOriginY, hex_.grid.geometry.origin.y);
        property(properties, prop::kLabelPattern, labels.pattern);
        property(properties, prop::kLabelColumnStyle, std::string(to_string(labels.column_style)));
        property(properties, prop::kLabelRowStyle, std::string(to_string(labels.row_style)));
        property(properties, prop::kLabelColumnOrigin, labels.column_origin);
        property(properties, prop::kLabelRowOrigin, labels.row_origin);
        property(properties, prop::kLabelColumnStep, labels.column_step);
        property(properties, prop::kLabelRowStep, labels.row_step);
        property(properties, prop::kLabelColumnWidth, labels.column_width);
        property(properties, prop::kLabelRowWidth, labels.row_width);
    }

    void tileset(pugi::xml_node root, const std::string& image) const {
        const auto& catalogue = hex_.terrain_catalogue;
        pugi::xml_node set = root.append_child("tileset");
        set.append_attribute("firstgid") = kFirstGid;
        set.append_attribute("name") = "Terrain";
        set.append_attribute("tilewidth") = layout_.tile_width;
        set.append_attribute("tileheight") = layout_.tile_height;
        set.append_attribute("tilecount") = static_cast<int>(catalogue.size()) * kTmxTilesPerTerrain;
        set.append_attribute("columns") = kTmxTilesPerTerrain;
        pugi::xml_node picture = set.append_child("image");
        picture.append_attribute("source") = image.c_str();
        picture.append_attribute("width") = layout_.tile_width * kTmxTilesPerTerrain;
        picture.append_attribute("height") = layout_.tile_height * std::max<int>(1, static_cast<int>(catalogue.size()));
        for (std::size_t i = 0; i < catalogue.size(); ++i) {
            for (int band = 0; band < kTmxTilesPerTerrain; ++band) {
                pugi::xml_node tile = set.append_child("tile");
                tile.append_attribute("id") = tmx_terrain_tile(i, band);
                pugi::xml_node properties = tile.append_child("properties");
                property(properties, prop::kTerrain, catalogue[i].id);
                property(properties, prop::kTerrainName, catalogue[i].name);
                property(properties, prop::kTerrainColour, catalogue[i].colour);
                property(properties, prop::kBand, band);
            }
        }
    }

    pugi::xml_node layer(pugi::xml_node root, const char* element, const std::string& name, const char* holds) {
        pugi::xml_node node = root.append_child(element);
        node.append_attribute("id") = next_layer_id_++;
        node.append_attribute("name") = name.c_str();
        if (std::string_view(element) == "layer") {
            node.append_attribute("width") = layout_.columns;
            node.append_attribute("height") = layout_.rows;
        }
        property(node.append_child("properties"), prop::kLayer, std::string(holds));
        return node;
    }

    void terrain_layers(pugi::xml_node root) {
        const std::size_t cells = hex_.terrain.size();
        int layers = 1;
        for (std::size_t i = 0; i < cells; ++i) layers = std::max(layers, std::popcount(hex_.terrain[i]));
        for (int band = 0; band < layers; ++band) {
            pugi::xml_node node = layer(root, "layer", band == 0 ? std::string("Terrain") : fmt::format("Terrain {}", band + 1), "terrain");
            std::string csv;
            csv.reserve(cells * 4 + static_cast<std::size_t>(layout_.rows) * 2);
            csv += '\n';
            for (std::size_t i = 0; i < cells; ++i) {
                TerrainMask mask = hex_.terrain[i];
                for (int skip = 0; skip < band && mask != 0; ++skip) mask &= mask - 1;
                const int gid = mask == 0 ? 0 : kFirstGid + tmx_terrain_tile(static_cast<std::size_t>(std::countr_zero(mask)), band);
                fmt::format_to(std::back_inserter(csv), "{}", gid);
                if (i + 1 < cells) csv += ',';
                if ((i + 1) % static_cast<std::size_t>(layout_.columns) == 0) csv += '\n';
            }
            pugi::xml_node data = node.append_child("data");
            data.append_attribute("encoding") = "csv";
            data.append_child(pugi::node_pcdata).set_value(csv.c_str());
        }
    }

    pugi::xml_node object(pugi::xml_node group, const std::string& name, const std::string& type, TiledPoint at) {
        pugi::xml_node node = group.append_child("object");
        node.append_attribute("id") = next_object_id_++;
        if (!name.empty()) node.append_attribute("name") = name.c_str();
        if (!type.empty()) node.append_attribute("type") = type.c_str();
        node.append_attribute("x") = fmt::format("{:.2f}", at.x).c_str();
        node.append_attribute("y") = fmt::format("{:.2f}", at.y).c_str();
        return node;
    }

    void polyline(pugi::xml_node node, TiledPoint start, const std::vector<TiledPoint>& points) const {
        std::string text;
        for (const TiledPoint& p : points) {
            if (!text.empty()) text += ' ';
            fmt::format_to(std::back_inserter(text), "{:.2f},{:.2f}", p.x - start.x, p.y - start.y);
        }
        node.append_child("polyline").append_attribute("points") = text.c_str();
    }

    void hexside_layer(pugi::xml_node root) {
        pugi::xml_node group = layer(root, "objectgroup", "Hexside features", "hexsides");
        const HexOrientation orientation = hex_.grid.geometry.orientation;
        for (const auto& [side, mask] : hex_.hexside_features) {
            const HexsideOnMap named = hexside_on_map(hex_, side);
            const auto corners = hexside_corners(hex_.grid.geometry, named.hex, named.direction);
            for (TerrainMask rest = mask; rest != 0; rest &= rest - 1) {
                const TerrainDef& feature = hex_.hexside_catalogue[static_cast<std::size_t>(std::countr_zero(rest))];
                // As the renderer draws them: a road across the side from centre to centre, anything else along it.
                const bool crossing = route_kind_from_id(feature.id).has_value();
                const TiledPoint a = crossing ? centre_of(named.hex) : transform_.to_tiled(corners[0]);
                const TiledPoint b = crossing ? centre_of(named.neighbour) : transform_.to_tiled(corners[1]);
                pugi::xml_node node = object(group, feature.name, feature.id, a);
                pugi::xml_node properties = node.append_child("properties");
                property(properties, "hex", hex_.label(named.hex));
                property(properties, "side", std::string(hexside_direction_name(orientation, named.direction)));
                property(properties, "feature", feature.id);
                polyline(node, a, {a, b});
            }
        }
    }

    void road_layer(pugi::xml_node root) {
        pugi::xml_node group = layer(root, "objectgroup", "Roads", "roads");
        for (const HexRoad& road : hex_.roads) {
            if (road.hexes.empty()) continue;
            std::vector<TiledPoint> points;
            for (const HexCoord hex : road.hexes) points.push_back(centre_of(hex));
            pugi::xml_node node = object(group, road.name, road.kind, points.front());
            pugi::xml_node properties = node.append_child("properties");
            property(properties, "id", road.id);
            property(properties, "hexes", labels_of(road.hexes));
            polyline(node, points.front(), points);
        }
    }

    int text_size() const { return std::max(6, static_cast<int>(std::lround(layout_.tile_width * 0.16))); }

    pugi::xml_node text_object(pugi::xml_node group, const std::string& name, const std::string& text, TiledPoint centre) {
        // Tiled clips text to its box: wide enough for the text at about 0.6 em a character.
        const double width = std::max(layout_.tile_width * 0.9, static_cast<double>(text.size()) * text_size() * 0.6);
        const double height = text_size() * 1.4;
        pugi::xml_node node = object(group, name, {}, {centre.x - width / 2, centre.y - height / 2});
        node.append_attribute("width") = fmt::format("{:.2f}", width).c_str();
        node.append_attribute("height") = fmt::format("{:.2f}", height).c_str();
        pugi::xml_node label = node.append_child("text");
        label.append_attribute("pixelsize") = text_size();
        label.append_attribute("wrap") = 0;
        label.append_attribute("halign") = "center";
        label.append_attribute("valign") = "center";
        label.append_child(pugi::node_pcdata).set_value(text.c_str());
        return node;
    }

    void place_layer(pugi::xml_node root) {
        pugi::xml_node group = layer(root, "objectgroup", "Places", "places");
        for (const NamedPlace& place : hex_.places) {
            const TiledPoint centre = centre_of(place.hex);
            // Below the centre, as the renderer writes place names, leaving the terrain at the centre in view.
            pugi::xml_node node = text_object(group, place.name, place.name, {centre.x, centre.y + layout_.tile_height * 0.3});
            pugi::xml_node properties = node.append_child("properties");
            property(properties, "id", place.id);
            property(properties, "hex", hex_.label(place.hex));
        }
    }

    void point_object(pugi::xml_node group, const std::string& name, const std::string& type, const std::vector<HexCoord>& hexes,
                      pugi::xml_node& properties) {
        pugi::xml_node node = object(group, name, type, hexes.empty() ? TiledPoint{} : centre_of(hexes.front()));
        node.append_child("point");
        properties = node.append_child("properties");
    }

    void objective_layer(pugi::xml_node root) {
        pugi::xml_node group = layer(root, "objectgroup", "Objectives", "objectives");
        for (const HexObjective& objective : hex_.objectives) {
            pugi::xml_node properties;
            point_object(group, objective.name, "objective", objective.hexes, properties);
            property(properties, "id", objective.id);
            property(properties, "hexes", labels_of(objective.hexes));
            property(properties, "vp", objective.vp);
            if (!objective.side.empty()) property(properties, "side", objective.side);
        }
    }

    void edge_layer(pugi::xml_node root) {
        pugi::xml_node group = layer(root, "objectgroup", "Edges", "edges");
        for (const MapEdge& edge : hex_.edges) {
            pugi::xml_node properties;
            point_object(group, edge.name, "edge", edge.entry_hexes, properties);
            property(properties, "id", edge.id);
            property(properties, "hexes", labels_of(edge.entry_hexes));
        }
    }

    void label_layer(pugi::xml_node root) {
        pugi::xml_node group = layer(root, "objectgroup", "Hex labels", "labels");
        const double above_centre = layout_.tile_height * 0.32;
        for (std::size_t i = 0; i < hex_.terrain.size(); ++i) {
            const HexCoord hex = hex_.coord_at(i);
            const TiledPoint centre = centre_of(hex);
            const std::string label = hex_.label(hex);
            text_object(group, {}, label, {centre.x, centre.y - above_centre});
        }
    }

    void unit_layer(pugi::xml_node root, const TmxScenarioLayer& scenario, bool visible) {
        pugi::xml_node group = layer(root, "objectgroup", fmt::format("Units: {}", scenario.name.empty() ? scenario.id : scenario.name), "units");
        property(group.child("properties"), prop::kScenario, scenario.id);
        if (!visible) group.append_attribute("visible") = 0;
        const double counter = layout_.tile_width * 0.5;
        const double stack_step = std::max(2.0, layout_.tile_width * 0.06);
        std::map<HexCoord, int> stacked;
        for (const Placement& placement : scenario.scenario->setup) {
            if (placement.location.kind != LocationKind::Hex) continue;
            const auto hex = hex_.find_label(placement.location.ref);
            if (!hex) continue;  // validate reports it
            const ForceNode* unit = book_.forces.node(placement.unit);
            const auto position = book_.forces.find(placement.unit);
            const int depth = stacked[*hex]++;
            const TiledPoint centre = centre_of(*hex);
            const TiledPoint corner{centre.x - counter / 2 + depth * stack_step, centre.y - counter / 2 + depth * stack_step};
            pugi::xml_node node = object(group, book_.forces.name_of(placement.unit), unit != nullptr ? unit->type : std::string(), corner);
            node.append_attribute("width") = fmt::format("{:.2f}", counter).c_str();
            node.append_attribute("height") = fmt::format("{:.2f}", counter).c_str();
            pugi::xml_node properties = node.append_child("properties");
            property(properties, "id", placement.unit);
            property(properties, "hex", placement.location.ref);
            property(properties, "state", std::string(to_string(placement.state)));
            if (position) property(properties, "side", book_.forces.sides[position->side].id);
            if (unit == nullptr) continue;
            if (!unit->parent.empty()) property(properties, "formation", unit->parent);
            if (!unit->echelon.empty()) property(properties, "echelon", unit->echelon);
            if (!unit->short_name.empty()) property(properties, "short_name", unit->short_name);
            for (const auto& [name, value] : unit->attributes) property(properties, name.c_str(), value);
        }
    }

    const Book& book_;
    const GameMap& map_;
    const HexMap& hex_;
    const TmxHexLayout& layout_;
    TiledTransform transform_;
    pugi::xml_document doc_;
    int next_layer_id_ = 1;
    int next_object_id_ = 1;
};

}  // namespace

std::string write_tmx(const Book& book, const GameMap& map, const TmxHexLayout& layout, const std::string& tileset_image,
                      const std::vector<TmxScenarioLayer>& scenarios) {
    return TmxBuilder(book, map, layout).build(tileset_image, scenarios);
}

}  // namespace sandtable
