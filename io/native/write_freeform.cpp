#include "io/native/write_freeform.hpp"

#include "io/native/coordinate_text.hpp"

#include <fmt/format.h>

namespace sandtable::native {

namespace {

void set_number(pugi::xml_node node, const char* name, double value) {
    node.append_attribute(name).set_value(fmt::format("{}", value).c_str());
}

void set_text(pugi::xml_node node, const char* name, const std::string& value) {
    node.append_attribute(name).set_value(value.c_str());
}

void set_point(pugi::xml_node node, MapPoint at) {
    set_number(node, "x", at.x);
    set_number(node, "y", at.y);
}

// The start of a line or point feature: what it is, of which terrain, and its name if it has one.
pugi::xml_node append_feature(pugi::xml_node list, const char* element, const std::string& id, const std::string& terrain,
                              const std::string& name) {
    auto item = list.append_child(element);
    set_text(item, "id", id);
    set_text(item, "terrain", terrain);
    if (!name.empty()) set_text(item, "name", name);
    return item;
}

void write_catalogue(pugi::xml_node parent, const std::vector<FreeformTerrainDef>& catalogue) {
    if (catalogue.empty()) return;
    auto list = parent.append_child("freeform-types");
    for (const FreeformTerrainDef& def : catalogue) {
        auto entry = list.append_child("terrain");
        set_text(entry, "id", def.id);
        set_text(entry, "name", def.name);
        entry.append_attribute("kind").set_value(std::string(to_string(def.kind)).c_str());
        set_text(entry, "colour", def.colour);
        if (def.kind == GeometryKind::Area) entry.append_attribute("pattern").set_value(std::string(to_string(def.pattern)).c_str());
        if (def.kind == GeometryKind::Line) {
            entry.append_attribute("line-style").set_value(std::string(to_string(def.line_style)).c_str());
            set_number(entry, "line-width", def.line_width);
        }
    }
}

void write_area(pugi::xml_node node, const TerrainArea& area) {
    set_text(node, "id", area.id);
    set_text(node, "terrain", area.terrain);
    if (area.level) node.append_attribute("level").set_value(*area.level);
    for (const Polygon& polygon : area.shape) {
        auto polygon_node = node.append_child("polygon");
        polygon_node.append_child("outer").text().set(coordinate_text(polygon.outer).c_str());
        for (const Ring& hole : polygon.holes) polygon_node.append_child("hole").text().set(coordinate_text(hole).c_str());
    }
    if (!area.crest.empty()) node.append_child("crest").text().set(coordinate_text(area.crest).c_str());
}

}  // namespace

void write_freeform_map(pugi::xml_node node, const FreeformMap& map) {
    if (map.extent.max.x > map.extent.min.x && map.extent.max.y > map.extent.min.y) {
        auto extent = node.append_child("extent");
        set_number(extent, "min-x", map.extent.min.x);
        set_number(extent, "min-y", map.extent.min.y);
        set_number(extent, "max-x", map.extent.max.x);
        set_number(extent, "max-y", map.extent.max.y);
    }
    const MapMeasures& m = map.measures;
    if (!(m == MapMeasures{})) {
        auto measures = node.append_child("measures");
        if (m.foot_move > 0) set_number(measures, "foot-move", m.foot_move);
        if (m.mounted_move > 0) set_number(measures, "mounted-move", m.mounted_move);
        if (m.piece_width > 0) set_number(measures, "piece-width", m.piece_width);
        if (m.piece_depth > 0) set_number(measures, "piece-depth", m.piece_depth);
    }
    write_catalogue(node, map.catalogue);
    if (!map.areas.empty()) {
        auto areas = node.append_child("areas");
        for (const TerrainArea& area : map.areas) write_area(areas.append_child("area"), area);
    }
    if (!map.lines.empty()) {
        auto lines = node.append_child("lines");
        for (const LineFeature& line : map.lines) {
            append_feature(lines, "line", line.id, line.terrain, line.name).text().set(coordinate_text(line.line).c_str());
        }
    }
    if (!map.points.empty()) {
        auto points = node.append_child("points");
        for (const PointFeature& point : map.points) set_point(append_feature(points, "point", point.id, point.terrain, point.name), point.at);
    }
    if (!map.locations.empty()) {
        auto locations = node.append_child("locations");
        for (const NamedLocation& location : map.locations) {
            auto item = locations.append_child("location");
            set_text(item, "id", location.id);
            set_text(item, "name", location.name);
            set_point(item, location.at);
            if (location.radius > 0) set_number(item, "radius", location.radius);
        }
    }
    if (!map.edges.empty()) {
        auto edges = node.append_child("entry-edges");
        for (const BorderStretch& edge : map.edges) {
            auto item = edges.append_child("edge");
            set_text(item, "id", edge.id);
            set_text(item, "name", edge.name);
            set_number(item, "from", edge.from);
            set_number(item, "to", edge.to);
        }
    }
}

}  // namespace sandtable::native
