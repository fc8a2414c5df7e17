// The native format's free-form maps (format version 4): extent, measures, catalogue, terrain
// areas, lines, points, named locations and entry edges. docs/file-format.md#free-form-maps.
#include "io/native/coordinate_text.hpp"
#include "io/native/reader.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "model/object_id.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace sandtable::native {

namespace {

constexpr std::size_t kMaxFreeformCatalogueEntries = 256;
constexpr int kMaxHillLevel = 100;

double positive_number(Reader& reader, pugi::xml_node node, const char* attribute) {
    const double value = reader.number(node, attribute);
    if (value <= 0.0) {
        reader.fail(node, "load.bad-value", fmt::format("{}=\"{}\" on <{}>: expected a number greater than 0", attribute,
                                                        node.attribute(attribute).value(), node.name()));
    }
    return value;
}

MapPoint point_at(Reader& reader, pugi::xml_node node) { return {reader.number(node, "x"), reader.number(node, "y")}; }

std::vector<FreeformTerrainDef> read_catalogue(Reader& reader, pugi::xml_node node) {
    std::vector<FreeformTerrainDef> catalogue;
    if (!node) return catalogue;
    reader.only_attributes(node, {});
    reader.only_children(node, {"terrain"});
    for (auto entry : node.children("terrain")) {
        reader.only_attributes(entry, {"id", "name", "kind", "colour", "pattern", "line-style", "line-width"});
        reader.only_children(entry, {});
        FreeformTerrainDef def;
        def.id = reader.required(entry, "id");
        def.name = reader.required(entry, "name");
        def.colour = reader.colour(entry, "colour", true);
        if (!is_valid_id(def.id)) {
            reader.fail(entry, "load.bad-id", fmt::format("\"{}\" is not a valid terrain id: expected letters, digits, '_', '.', ':' or '-'", def.id));
        }
        const auto kind = geometry_kind_from_string(reader.required(entry, "kind"));
        if (!kind) reader.fail(entry, "load.bad-value", fmt::format("kind on terrain \"{}\": expected area, line or point", def.id));
        def.kind = *kind;
        if (entry.attribute("pattern")) {
            if (def.kind != GeometryKind::Area) {
                reader.fail(entry, "load.bad-value", fmt::format("pattern on terrain \"{}\": only area terrain is filled", def.id));
            }
            const auto pattern = fill_pattern_from_string(entry.attribute("pattern").value());
            if (!pattern) {
                reader.fail(entry, "load.bad-value",
                            fmt::format("pattern=\"{}\" on terrain \"{}\": expected solid, hatch, cross-hatch, dots, trees or marsh",
                                        entry.attribute("pattern").value(), def.id));
            }
            def.pattern = *pattern;
        }
        for (const char* stroke : {"line-style", "line-width"}) {
            if (entry.attribute(stroke) && def.kind != GeometryKind::Line) {
                reader.fail(entry, "load.bad-value", fmt::format("{} on terrain \"{}\": only line terrain has a stroke", stroke, def.id));
            }
        }
        if (entry.attribute("line-style")) {
            const auto style = line_style_from_string(entry.attribute("line-style").value());
            if (!style) {
                reader.fail(entry, "load.bad-value", fmt::format("line-style=\"{}\" on terrain \"{}\": expected solid, dashed, dotted or double",
                                                                 entry.attribute("line-style").value(), def.id));
            }
            def.line_style = *style;
        }
        if (entry.attribute("line-width")) {
            def.line_width = reader.number(entry, "line-width");
            if (def.line_width < kMinLineWidth || def.line_width > kMaxLineWidth) {
                reader.fail(entry, "load.bad-value", fmt::format("line-width=\"{}\" on terrain \"{}\": expected {} to {} pixels",
                                                                 entry.attribute("line-width").value(), def.id, kMinLineWidth, kMaxLineWidth));
            }
        }
        if (std::any_of(catalogue.begin(), catalogue.end(), [&](const FreeformTerrainDef& other) { return other.id == def.id; })) {
            reader.fail(entry, "load.duplicate-id", fmt::format("duplicate terrain type \"{}\"", def.id));
        }
        catalogue.push_back(std::move(def));
        if (catalogue.size() > kMaxFreeformCatalogueEntries) {
            reader.fail(entry, "load.too-many-types", fmt::format("more than {} terrain types", kMaxFreeformCatalogueEntries));
        }
    }
    return catalogue;
}

// The catalogue entry an object names, which must be of the object's geometry kind.
std::string terrain_of(Reader& reader, pugi::xml_node node, const FreeformMap& map, GeometryKind kind) {
    std::string id = reader.required(node, "terrain");
    const FreeformTerrainDef* def = map.terrain(id);
    if (def == nullptr) {
        reader.fail(node, "load.unknown-terrain",
                    fmt::format("terrain=\"{}\" on <{}>: no such entry in the map's <freeform-types>", id, node.name()));
    }
    if (def->kind != kind) {
        reader.fail(node, "load.unknown-terrain",
                    fmt::format("terrain=\"{}\" on <{}>: \"{}\" is {} terrain, and <{}> needs {} terrain", id, node.name(), id,
                                to_string(def->kind), node.name(), to_string(kind)));
    }
    return id;
}

Ring read_ring(Reader& reader, pugi::xml_node node) {
    reader.only_attributes(node, {});
    const std::vector<MapPoint> points = reader.coordinates(node);
    Ring ring(points.begin(), points.end());
    if (ring.size() > 1 && ring.front() == ring.back()) ring.pop_back();
    std::vector<MapPoint> distinct(ring.begin(), ring.end());
    std::sort(distinct.begin(), distinct.end(), [](MapPoint a, MapPoint b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    if (distinct.size() < 3) {
        reader.fail(node, "load.bad-coordinates", fmt::format("<{}> needs at least 3 distinct points, and has {}", node.name(), distinct.size()));
    }
    ring.push_back(ring.front());
    return ring;
}

TerrainArea read_area(Reader& reader, pugi::xml_node node, const FreeformMap& map) {
    reader.only_attributes(node, {"id", "terrain", "level"});
    reader.only_children(node, {"polygon", "crest"});
    reader.at_most_once(node, {"crest"});
    TerrainArea area;
    area.id = reader.declare_id(node);
    area.terrain = terrain_of(reader, node, map, GeometryKind::Area);
    if (node.attribute("level")) area.level = static_cast<int>(reader.integer(node, "level", 1, kMaxHillLevel));
    for (auto polygon_node : node.children("polygon")) {
        reader.only_attributes(polygon_node, {});
        reader.only_children(polygon_node, {"outer", "hole"});
        reader.at_most_once(polygon_node, {"outer"});
        if (!polygon_node.child("outer")) reader.fail(polygon_node, "load.missing-element", fmt::format("a <polygon> of area \"{}\" lacks <outer>", area.id));
        Polygon polygon{read_ring(reader, polygon_node.child("outer")), {}};
        for (auto hole : polygon_node.children("hole")) polygon.holes.push_back(read_ring(reader, hole));
        area.shape.push_back(std::move(polygon));
    }
    if (area.shape.empty()) reader.fail(node, "load.missing-element", fmt::format("area \"{}\" has no <polygon>", area.id));
    area.shape = corrected(std::move(area.shape));
    if (const auto crest = node.child("crest")) {
        reader.only_attributes(crest, {});
        const std::vector<MapPoint> points = reader.coordinates(crest);
        if (points.size() < 2) reader.fail(crest, "load.bad-coordinates", fmt::format("the crest of area \"{}\" needs at least 2 points", area.id));
        area.crest.assign(points.begin(), points.end());
    }
    return area;
}

LineFeature read_line(Reader& reader, pugi::xml_node node, const FreeformMap& map) {
    reader.only_attributes(node, {"id", "terrain", "name"});
    LineFeature line;
    line.id = reader.declare_id(node);
    line.terrain = terrain_of(reader, node, map, GeometryKind::Line);
    line.name = reader.optional(node, "name");
    const std::vector<MapPoint> points = reader.coordinates(node);
    if (points.size() < 2) reader.fail(node, "load.bad-coordinates", fmt::format("line \"{}\" needs at least 2 points", line.id));
    line.line.assign(points.begin(), points.end());
    return line;
}

void read_border_stretch(Reader& reader, pugi::xml_node node, FreeformMap& map) {
    reader.only_attributes(node, {"id", "name", "from", "to"});
    reader.only_children(node, {});
    BorderStretch edge;
    edge.id = reader.declare_id(node);
    edge.name = reader.required(node, "name");
    edge.from = reader.number(node, "from");
    edge.to = reader.number(node, "to");
    const double perimeter = 2.0 * ((map.extent.max.x - map.extent.min.x) + (map.extent.max.y - map.extent.min.y));
    for (const double along : {edge.from, edge.to}) {
        if (along < 0.0 || along > perimeter) {
            reader.fail(node, "load.bad-value",
                        fmt::format("edge \"{}\": from= and to= run along the border from its top-left corner, 0 to {} (the "
                                    "<extent>'s perimeter)", edge.id, perimeter));
        }
    }
    if (edge.from == edge.to) reader.fail(node, "load.bad-value", fmt::format("edge \"{}\": from= and to= are the same place", edge.id));
    map.edges.push_back(std::move(edge));
}

}  // namespace

std::vector<MapPoint> Reader::coordinates(pugi::xml_node element) const {
    pugi::xml_node text;
    for (auto child : element.children()) {
        if (child.type() == pugi::node_element) {
            fail(child, "load.unknown-element", fmt::format("unknown element <{}> inside <{}>: expected coordinates", child.name(), element.name()));
        }
        if (child.type() != pugi::node_pcdata && child.type() != pugi::node_cdata) continue;
        if (text) fail(child, "load.bad-coordinates", fmt::format("the coordinates of <{}> are split: write them as one text", element.name()));
        text = child;
    }
    if (!text) return {};
    const std::string_view value = text.value();
    ParsedCoordinates parsed = parse_coordinates(value);
    if (!parsed) {
        // Parsed in place: the text still lies where it was in the file (unless it used character
        // references, which shift what follows them).
        const std::ptrdiff_t start = value.data() - xml_.data();
        throw ReadFailure{start + static_cast<std::ptrdiff_t>(parsed.failure().offset), "load.bad-coordinates",
                          fmt::format("<{}>: {}", element.name(), parsed.error())};
    }
    return std::move(parsed).value();
}

void Reader::read_freeform_map(pugi::xml_node node, GameMap& game_map) {
    only_attributes(node, {"id", "name", "units", "crs"});
    only_children(node, {"extent", "measures", "freeform-types", "areas", "lines", "points", "locations", "entry-edges", "imagery"});
    at_most_once(node, {"extent", "measures", "freeform-types", "areas", "lines", "points", "locations", "entry-edges", "imagery"});
    for (const char* part : {"extent", "measures", "freeform-types", "areas", "lines", "points", "locations", "entry-edges"}) {
        if (node.child(part)) needs_version(node.child(part), 4, fmt::format("<{}>", part));
    }
    read_reference_layers(node.child("imagery"), game_map);
    FreeformMap& map = game_map.freeform;

    if (const auto extent = node.child("extent")) {
        only_attributes(extent, {"min-x", "min-y", "max-x", "max-y"});
        only_children(extent, {});
        map.extent = {{number(extent, "min-x"), number(extent, "min-y")}, {number(extent, "max-x"), number(extent, "max-y")}};
        if (map.extent.max.x <= map.extent.min.x || map.extent.max.y <= map.extent.min.y) {
            fail(extent, "load.bad-value", "<extent>: max-x and max-y must be greater than min-x and min-y");
        }
    }
    if (const auto measures = node.child("measures")) {
        only_attributes(measures, {"foot-move", "mounted-move", "piece-width", "piece-depth"});
        only_children(measures, {});
        MapMeasures& m = map.measures;
        if (measures.attribute("foot-move")) m.foot_move = positive_number(*this, measures, "foot-move");
        if (measures.attribute("mounted-move")) m.mounted_move = positive_number(*this, measures, "mounted-move");
        if (measures.attribute("piece-width")) m.piece_width = positive_number(*this, measures, "piece-width");
        if (measures.attribute("piece-depth")) m.piece_depth = positive_number(*this, measures, "piece-depth");
    }
    map.catalogue = read_catalogue(*this, node.child("freeform-types"));
    auto list = [&](const char* parent, const char* item) {
        const auto list_node = node.child(parent);
        if (list_node) {
            only_attributes(list_node, {});
            only_children(list_node, {item});
        }
        return list_node.children(item);
    };
    for (auto item : list("areas", "area")) map.areas.push_back(read_area(*this, item, map));
    for (auto item : list("lines", "line")) map.lines.push_back(read_line(*this, item, map));
    for (auto item : list("points", "point")) {
        only_attributes(item, {"id", "terrain", "name", "x", "y"});
        only_children(item, {});
        PointFeature point;
        point.id = declare_id(item);
        point.terrain = terrain_of(*this, item, map, GeometryKind::Point);
        point.name = optional(item, "name");
        point.at = point_at(*this, item);
        map.points.push_back(std::move(point));
    }
    for (auto item : list("locations", "location")) {
        only_attributes(item, {"id", "name", "x", "y", "radius"});
        only_children(item, {});
        NamedLocation location;
        location.id = declare_id(item);
        location.name = required(item, "name");
        location.at = point_at(*this, item);
        if (item.attribute("radius")) location.radius = positive_number(*this, item, "radius");
        map.locations.push_back(std::move(location));
    }
    const auto edges = node.child("entry-edges");
    if (edges && !node.child("extent")) fail(edges, "load.missing-element", "<entry-edges> run along the border of the map's <extent>, which is missing");
    for (auto item : list("entry-edges", "edge")) read_border_stretch(*this, item, map);
}

}  // namespace sandtable::native
