#include "io/pack/freeform_document.hpp"

#include <fmt/format.h>

namespace sandtable {

namespace {

void write_points(JsonOut& out, std::span<const MapPoint> points) {
    out.array([&] {
        for (const MapPoint& p : points) {
            out.array([&] {
                out.number(p.x);
                out.number(p.y);
            });
        }
    });
}

void write_length(JsonOut& out, const char* key, double value) {
    out.key(key);
    if (value > 0.0) {
        out.number(value);
    } else {
        out.null();
    }
}

std::vector<MapPoint> read_points(JsonIn& in, const nlohmann::json& list, const std::string& at) {
    std::vector<MapPoint> points;
    if (!list.is_array()) {
        in.fail(at, "expected an array of [x, y] points");
        return points;
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const nlohmann::json& p = list[i];
        if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number()) {
            in.fail(pointer(at, i), "expected a point [x, y]");
            continue;
        }
        points.push_back({p[0].get<double>(), p[1].get<double>()});
    }
    return points;
}

double read_length(JsonIn& in, const nlohmann::json& object, const char* key, const std::string& at) {
    const nlohmann::json& value = in.member(object, key);
    if (value.is_null()) return 0.0;
    return in.number(object, key, at);
}

}  // namespace

void write_freeform_document(JsonOut& out, const FreeformMap& map) {
    out.object([&] {
        out.key("extent");
        if (map.extent.max.x > map.extent.min.x && map.extent.max.y > map.extent.min.y) {
            out.object([&] {
                out.key("min_x").number(map.extent.min.x);
                out.key("min_y").number(map.extent.min.y);
                out.key("max_x").number(map.extent.max.x);
                out.key("max_y").number(map.extent.max.y);
            });
        } else {
            out.null();
        }
        out.key("measures").object([&] {
            write_length(out, "foot_move", map.measures.foot_move);
            write_length(out, "mounted_move", map.measures.mounted_move);
            write_length(out, "piece_width", map.measures.piece_width);
            write_length(out, "piece_depth", map.measures.piece_depth);
        });
        out.key("terrain_types").array([&] {
            for (const FreeformTerrainDef& def : map.catalogue) {
                out.object([&] {
                    out.key("id").text(def.id);
                    out.key("name").text(def.name);
                    out.key("kind").text(to_string(def.kind));
                    out.key("colour").text(def.colour);
                    out.key("pattern").text(to_string(def.pattern));
                    out.key("line_style").text(to_string(def.line_style));
                    out.key("line_width").number(def.line_width);
                });
            }
        });
        out.key("areas").array([&] {
            for (const TerrainArea& area : map.areas) {
                out.object([&] {
                    out.key("id").text(area.id);
                    out.key("terrain").text(area.terrain);
                    out.key("level");
                    if (area.level) {
                        out.integer(*area.level);
                    } else {
                        out.null();
                    }
                    out.key("polygons").array([&] {
                        for (const Polygon& polygon : area.shape) {
                            out.array([&] {
                                write_points(out, polygon.outer);
                                for (const Ring& hole : polygon.holes) write_points(out, hole);
                            });
                        }
                    });
                    out.key("crest");
                    write_points(out, area.crest);
                });
            }
        });
        out.key("lines").array([&] {
            for (const LineFeature& line : map.lines) {
                out.object([&] {
                    out.key("id").text(line.id);
                    out.key("terrain").text(line.terrain);
                    out.key("name").text(line.name);
                    out.key("points");
                    write_points(out, line.line);
                });
            }
        });
        out.key("points").array([&] {
            for (const PointFeature& point : map.points) {
                out.object([&] {
                    out.key("id").text(point.id);
                    out.key("terrain").text(point.terrain);
                    out.key("name").text(point.name);
                    out.key("x").number(point.at.x);
                    out.key("y").number(point.at.y);
                });
            }
        });
        out.key("locations").array([&] {
            for (const NamedLocation& location : map.locations) {
                out.object([&] {
                    out.key("id").text(location.id);
                    out.key("name").text(location.name);
                    out.key("x").number(location.at.x);
                    out.key("y").number(location.at.y);
                    out.key("radius").number(location.radius);
                });
            }
        });
        out.key("entry_edges").array([&] {
            for (const BorderStretch& edge : map.edges) {
                out.object([&] {
                    out.key("id").text(edge.id);
                    out.key("name").text(edge.name);
                    out.key("from").number(edge.from);
                    out.key("to").number(edge.to);
                });
            }
        });
    });
}

FreeformMap read_freeform_document(JsonIn& in, const nlohmann::json& json, const std::string& at) {
    FreeformMap map;
    if (const nlohmann::json& extent = in.member(json, "extent"); !extent.is_null()) {
        const std::string where = pointer(at, "extent");
        map.extent = {{in.number(extent, "min_x", where), in.number(extent, "min_y", where)},
                      {in.number(extent, "max_x", where), in.number(extent, "max_y", where)}};
    }
    const nlohmann::json& measures = in.object(json, "measures", at);
    const std::string measures_at = pointer(at, "measures");
    map.measures = {read_length(in, measures, "foot_move", measures_at), read_length(in, measures, "mounted_move", measures_at),
                    read_length(in, measures, "piece_width", measures_at), read_length(in, measures, "piece_depth", measures_at)};
    const nlohmann::json& types = in.array(json, "terrain_types", at);
    for (std::size_t i = 0; i < types.size(); ++i) {
        const std::string where = pointer(pointer(at, "terrain_types"), i);
        FreeformTerrainDef def{in.text(types[i], "id", where), in.text(types[i], "name", where), in.text(types[i], "colour", where)};
        const std::string kind = in.text(types[i], "kind", where);
        const std::string pattern = in.text(types[i], "pattern", where);
        const std::string style = in.text(types[i], "line_style", where);
        if (auto value = geometry_kind_from_string(kind)) def.kind = *value; else in.fail(pointer(where, "kind"), "expected area, line or point");
        if (auto value = fill_pattern_from_string(pattern)) def.pattern = *value; else in.fail(pointer(where, "pattern"), "expected a fill pattern");
        if (auto value = line_style_from_string(style)) def.line_style = *value; else in.fail(pointer(where, "line_style"), "expected a line style");
        def.line_width = in.number(types[i], "line_width", where);
        map.catalogue.push_back(std::move(def));
    }
    const nlohmann::json& areas = in.array(json, "areas", at);
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const std::string where = pointer(pointer(at, "areas"), i);
        TerrainArea area{in.text(areas[i], "id", where), in.text(areas[i], "terrain", where), {}, std::nullopt, {}};
        if (!in.member(areas[i], "level").is_null()) area.level = static_cast<int>(in.integer(areas[i], "level", where));
        const nlohmann::json& polygons = in.array(areas[i], "polygons", where);
        for (std::size_t p = 0; p < polygons.size(); ++p) {
            const std::string polygon_at = pointer(pointer(where, "polygons"), p);
            if (!polygons[p].is_array() || polygons[p].empty()) {
                in.fail(polygon_at, "expected the outer ring and any holes");
                continue;
            }
            Polygon polygon;
            for (std::size_t r = 0; r < polygons[p].size(); ++r) {
                const std::vector<MapPoint> points = read_points(in, polygons[p][r], pointer(polygon_at, r));
                Ring ring(points.begin(), points.end());
                if (r == 0) {
                    polygon.outer = std::move(ring);
                } else {
                    polygon.holes.push_back(std::move(ring));
                }
            }
            area.shape.push_back(std::move(polygon));
        }
        const std::vector<MapPoint> crest = read_points(in, in.array(areas[i], "crest", where), pointer(where, "crest"));
        area.crest.assign(crest.begin(), crest.end());
        map.areas.push_back(std::move(area));
    }
    const nlohmann::json& lines = in.array(json, "lines", at);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string where = pointer(pointer(at, "lines"), i);
        const std::vector<MapPoint> points = read_points(in, in.array(lines[i], "points", where), pointer(where, "points"));
        map.lines.push_back({in.text(lines[i], "id", where), in.text(lines[i], "terrain", where), in.text(lines[i], "name", where),
                             Polyline(points.begin(), points.end())});
    }
    const nlohmann::json& points = in.array(json, "points", at);
    for (std::size_t i = 0; i < points.size(); ++i) {
        const std::string where = pointer(pointer(at, "points"), i);
        map.points.push_back({in.text(points[i], "id", where), in.text(points[i], "terrain", where), in.text(points[i], "name", where),
                              {in.number(points[i], "x", where), in.number(points[i], "y", where)}});
    }
    const nlohmann::json& locations = in.array(json, "locations", at);
    for (std::size_t i = 0; i < locations.size(); ++i) {
        const std::string where = pointer(pointer(at, "locations"), i);
        map.locations.push_back({in.text(locations[i], "id", where), in.text(locations[i], "name", where),
                                 {in.number(locations[i], "x", where), in.number(locations[i], "y", where)},
                                 in.number(locations[i], "radius", where)});
    }
    const nlohmann::json& edges = in.array(json, "entry_edges", at);
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const std::string where = pointer(pointer(at, "entry_edges"), i);
        map.edges.push_back({in.text(edges[i], "id", where), in.text(edges[i], "name", where), in.number(edges[i], "from", where),
                             in.number(edges[i], "to", where)});
    }
    return map;
}

}  // namespace sandtable
