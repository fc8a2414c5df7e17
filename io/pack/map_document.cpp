#include "io/pack/map_document.hpp"

#include "io/pack/freeform_document.hpp"

#include "io/native/enum_names.hpp"
#include "io/native/hexside_names.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/hexside_on_map.hpp"

namespace sandtable {

namespace {

void write_point(JsonOut& out, MapPoint point) {
    out.array([&] {
        out.number(point.x);
        out.number(point.y);
    });
}

void write_catalogue(JsonOut& out, const std::vector<TerrainDef>& catalogue) {
    out.array([&] {
        for (const TerrainDef& def : catalogue) {
            out.object([&] {
                out.key("id").text(def.id);
                out.key("name").text(def.name);
                out.key("colour").text(def.colour);
            });
        }
    });
}

void write_mask(JsonOut& out, TerrainMask mask, const std::vector<TerrainDef>& catalogue) {
    out.array([&] {
        for (std::size_t bit = 0; bit < catalogue.size(); ++bit) {
            if (((mask >> bit) & 1U) != 0) out.text(catalogue[bit].id);
        }
    });
}

void write_labels(JsonOut& out, const HexMap& map, const std::vector<HexCoord>& hexes) {
    out.array([&] {
        for (const HexCoord& hex : hexes) out.text(map.label(hex));
    });
}

void write_grid(JsonOut& out, const HexMap& map) {
    const HexGeometry& geometry = map.grid.geometry;
    out.key("grid").object([&] {
        out.key("orientation").text(to_string(geometry.orientation));
        out.key("size").number(geometry.size);
        out.key("origin");
        write_point(out, geometry.origin);
        out.key("rotation").number(geometry.rotation_degrees);
        out.key("layout").text(to_string(map.grid.layout));
        out.key("columns").integer(map.grid.columns);
        out.key("rows").integer(map.grid.rows);
        out.key("printed_hex_mm");
        map.printed_hex_mm ? out.number(*map.printed_hex_mm) : out.null();
    });
    const HexLabelScheme& scheme = map.grid.labels;
    out.key("labels").object([&] {
        out.key("pattern").text(scheme.pattern);
        out.key("column_style").text(to_string(scheme.column_style));
        out.key("row_style").text(to_string(scheme.row_style));
        out.key("column_origin").integer(scheme.column_origin);
        out.key("row_origin").integer(scheme.row_origin);
        out.key("column_step").integer(scheme.column_step);
        out.key("row_step").integer(scheme.row_step);
        out.key("column_width").integer(scheme.column_width);
        out.key("row_width").integer(scheme.row_width);
    });
}

void write_hexes(JsonOut& out, const HexMap& map) {
    out.key("hexes").array([&] {
        for (std::size_t index = 0; index < map.hex_count(); ++index) {
            const HexCoord hex = map.coord_at(index);
            const OffsetCoord offset = axial_to_offset(map.grid.layout, hex);
            out.object([&] {
                out.key("label").text(map.grid.labels.format(offset));
                out.key("q").integer(hex.q);
                out.key("r").integer(hex.r);
                out.key("column").integer(offset.col);
                out.key("row").integer(offset.row);
                out.key("centre");
                write_point(out, hex_to_point(map.grid.geometry, hex));
                out.key("terrain");
                write_mask(out, map.terrain[index], map.terrain_catalogue);
            });
        }
    });
}

void write_hexsides(JsonOut& out, const HexMap& map) {
    const HexOrientation orientation = map.grid.geometry.orientation;
    out.key("hexsides").array([&] {
        for (const auto& [side, mask] : map.hexside_features) {
            const HexsideOnMap named = hexside_on_map(map, side);
            out.object([&] {
                out.key("hex").text(map.label(named.hex));
                out.key("side").text(hexside_direction_name(orientation, named.direction));
                out.key("neighbour").text(map.label(named.neighbour));
                out.key("features");
                write_mask(out, mask, map.hexside_catalogue);
            });
        }
    });
}

void write_features(JsonOut& out, const HexMap& map) {
    out.key("roads").array([&] {
        for (const HexRoad& road : map.roads) {
            out.object([&] {
                out.key("id").text(road.id);
                out.key("kind").text(road.kind);
                out.key("name").text(road.name);
                out.key("hexes");
                write_labels(out, map, road.hexes);
            });
        }
    });
    out.key("places").array([&] {
        for (const NamedPlace& place : map.places) {
            out.object([&] {
                out.key("id").text(place.id);
                out.key("name").text(place.name);
                out.key("hex").text(map.label(place.hex));
            });
        }
    });
    out.key("objectives").array([&] {
        for (const HexObjective& objective : map.objectives) {
            out.object([&] {
                out.key("id").text(objective.id);
                out.key("name").text(objective.name);
                out.key("vp").integer(objective.vp);
                out.key("side").text_or_null(objective.side);
                out.key("hexes");
                write_labels(out, map, objective.hexes);
            });
        }
    });
    out.key("edges").array([&] {
        for (const MapEdge& edge : map.edges) {
            out.object([&] {
                out.key("id").text(edge.id);
                out.key("name").text(edge.name);
                out.key("hexes");
                write_labels(out, map, edge.entry_hexes);
            });
        }
    });
}

void write_reference_layers(JsonOut& out, const std::vector<ReferenceLayer>& layers) {
    out.key("reference_layers").array([&] {
        for (const ReferenceLayer& layer : layers) {
            const bool vector = layer.kind == ReferenceLayerKind::Vector;
            out.object([&] {
                out.key("id").text(layer.id);
                out.key("name").text(layer.name);
                out.key("kind").text(vector ? "vector" : "raster");
                out.key("path").text(layer.path);
                out.key("visible").boolean(layer.visible);
                out.key("opacity").number(layer.opacity);
                if (vector) {
                    out.key("layer").text_or_null(layer.source_layer);
                    out.key("style_by").text_or_null(layer.style_attribute);
                    out.key("styles").array([&] {
                        for (const VectorStyle& style : layer.styles) {
                            out.object([&] {
                                out.key("value").text(style.value);
                                out.key("stroke").text(style.stroke);
                                out.key("fill").text_or_null(style.fill);
                                out.key("width").number(style.width);
                            });
                        }
                    });
                } else {
                    out.key("stretch").text(layer.look.stretch == RasterStretch::PercentClip ? "percent-clip" : "min-max");
                    out.key("clip_percent").number(layer.look.clip_percent);
                    out.key("hillshade").boolean(layer.look.hillshade);
                }
            });
        }
    });
}

}  // namespace

void write_map_document(JsonOut& out, const GameMap& map) {
    out.object([&] {
        out.key("id").text(map.id);
        out.key("name").text(map.name);
        out.key("kind").text(to_string(map.kind));
        out.key("units").text(map.units);
        out.key("crs").text_or_null(map.crs);
        if (map.kind == MapKind::Hex) {
            write_grid(out, map.hex);
            out.key("terrain_types");
            write_catalogue(out, map.hex.terrain_catalogue);
            out.key("hexside_types");
            write_catalogue(out, map.hex.hexside_catalogue);
            write_hexes(out, map.hex);
            write_hexsides(out, map.hex);
            write_features(out, map.hex);
        }
        if (map.kind == MapKind::Freeform) {
            out.key("freeform");
            write_freeform_document(out, map.freeform);
        }
        write_reference_layers(out, map.layers);
    });
}

}  // namespace sandtable
