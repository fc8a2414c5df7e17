#include "io/vector/map_vector_export.hpp"

#include "io/atomic_file.hpp"
#include "io/export/whole_folder.hpp"
#include "io/gdal/ogr_spatial_reference.hpp"
#include "io/gdal/setup.hpp"
#include "io/native/hexside_names.hpp"
#include "model/hex/hex_geometry.hpp"
#include "model/freeform/map_border.hpp"
#include "model/hexside_on_map.hpp"
#include "model/map_frame.hpp"
#include "model/variant_resolution.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gdal_priv.h>
#include <functional>
#include <memory>
#include <span>
#include <ogrsf_frmts.h>

namespace sandtable {

namespace fs = std::filesystem;

namespace {

struct Field {
    const char* name;
    OGRFieldType type;
};

std::string terrain_text(TerrainMask mask, const std::vector<TerrainDef>& catalogue) {
    std::vector<std::string> ids;
    for (std::size_t bit = 0; bit < catalogue.size(); ++bit) {
        if (((mask >> bit) & 1U) != 0) ids.push_back(catalogue[bit].id);
    }
    return fmt::format("{}", fmt::join(ids, " "));
}

// Makes a layer: in the one GeoPackage, or as a GeoJSON file of its own.
using LayerMaker = std::function<OGRLayer*(const std::string& name, OGRwkbGeometryType type)>;

// Writes layers one after another; each is made, filled and left to its dataset to close.
class LayerWriter {
public:
    explicit LayerWriter(LayerMaker make) : make_(std::move(make)) {}

    Status layer(const std::string& name, OGRwkbGeometryType type, const std::vector<Field>& fields) {
        layer_ = make_(name, type);
        if (layer_ == nullptr) return failure(gdal::last_error("cannot create layer " + name));
        fields_ = fields;
        indices_.clear();
        for (const Field& field : fields) {
            OGRFieldDefn definition(field.name, field.type);
            if (layer_->CreateField(&definition) != OGRERR_NONE) return failure(gdal::last_error("cannot create field " + std::string(field.name)));
            // A driver may have fields of its own (KML's Name and Description): ours are found by name.
            indices_.push_back(layer_->GetLayerDefn()->GetFieldIndex(field.name));
        }
        return {};
    }

    // Adds a feature with the geometry (in map coordinates) and the values in field order.
    Status add(std::unique_ptr<OGRGeometry> geometry, const std::vector<std::string>& texts, const std::vector<std::int64_t>& numbers = {}) {
        OGRFeature feature(layer_->GetLayerDefn());
        std::size_t text = 0;
        std::size_t number = 0;
        for (std::size_t i = 0; i < fields_.size(); ++i) {
            if (fields_[i].type == OFTInteger64) {
                feature.SetField(indices_[i], static_cast<GIntBig>(numbers.at(number++)));
            } else {
                feature.SetField(indices_[i], texts.at(text++).c_str());
            }
        }
        feature.SetGeometryDirectly(geometry.release());
        if (layer_->CreateFeature(&feature) != OGRERR_NONE) return failure(gdal::last_error("cannot write a feature"));
        return {};
    }

private:
    LayerMaker make_;
    OGRLayer* layer_ = nullptr;
    std::vector<Field> fields_;
    std::vector<int> indices_;
};

// Map coordinates grow downwards (model/map_frame.hpp); GIS coordinates grow upwards: the CRS's
// northing on a map with one, the board's y negated on one without (as the render's world file).
MapPoint gis(MapPoint map) { return map_to_crs(map); }

std::unique_ptr<OGRGeometry> point_at(MapPoint map) {
    const MapPoint p = gis(map);
    return std::make_unique<OGRPoint>(p.x, p.y);
}

std::unique_ptr<OGRGeometry> polygon_of(const HexGeometry& geometry, HexCoord hex) {
    auto ring = std::make_unique<OGRLinearRing>();
    const auto corners = hex_corners(geometry, hex);
    for (const MapPoint& corner : corners) ring->addPoint(gis(corner).x, gis(corner).y);
    ring->addPoint(gis(corners[0]).x, gis(corners[0]).y);
    auto polygon = std::make_unique<OGRPolygon>();
    polygon->addRingDirectly(ring.release());
    return polygon;
}

std::unique_ptr<OGRGeometry> points_at(const HexMap& map, const std::vector<HexCoord>& hexes) {
    auto points = std::make_unique<OGRMultiPoint>();
    for (const HexCoord& hex : hexes) {
        const MapPoint p = gis(hex_to_point(map.grid.geometry, hex));
        points->addGeometryDirectly(new OGRPoint(p.x, p.y));
    }
    return points;
}

std::vector<std::string> labels_of(const HexMap& map, const std::vector<HexCoord>& hexes) {
    std::vector<std::string> labels;
    for (const HexCoord& hex : hexes) labels.push_back(map.label(hex));
    return labels;
}

std::unique_ptr<OGRLineString> line_of(std::span<const MapPoint> points) {
    auto line = std::make_unique<OGRLineString>();
    for (const MapPoint& point : points) line->addPoint(gis(point).x, gis(point).y);
    return line;
}

std::unique_ptr<OGRGeometry> multipolygon_of(const MultiPolygon& shape) {
    auto out = std::make_unique<OGRMultiPolygon>();
    for (const Polygon& polygon : shape) {
        auto part = std::make_unique<OGRPolygon>();
        const auto add_ring = [&](const Ring& ring) {
            auto gis_ring = std::make_unique<OGRLinearRing>();
            for (const MapPoint& point : ring) gis_ring->addPoint(gis(point).x, gis(point).y);
            part->addRingDirectly(gis_ring.release());
        };
        add_ring(polygon.outer);
        for (const Ring& hole : polygon.holes) add_ring(hole);
        out->addGeometryDirectly(part.release());
    }
    return out;
}

// Calls add(scenario id, placement, side id) for each placement of the exported scenarios (as
// resolved) played on this map; stops at the first failure.
Status for_each_placement_on(const Book& book, const GameMap& game_map, const std::vector<std::string>& scenarios,
                             const std::function<Status(const std::string&, const Placement&, const std::string&)>& add) {
    for (const std::string& id : scenarios) {
        auto resolved = resolve_scenario(book, id);
        if (!resolved) return failure(fmt::format("scenario \"{}\": {}", id, resolved.error()));
        const Scenario& scenario = resolved->scenario;
        const std::string scenario_map = scenario.map.empty() && !book.maps.empty() ? book.maps.front().id : scenario.map;
        if (scenario_map != game_map.id) continue;
        for (const Placement& placement : scenario.setup) {
            const auto position = book.forces.find(placement.unit);
            const std::string side = position ? book.forces.sides[position->side].id : std::string();
            if (Status added = add(id, placement, side); !added) return added;
        }
    }
    return {};
}

std::string number_text(double value) { return fmt::format("{}", value); }

// The scenarios' pieces on this map, by the resolved scenario: a point each, with its pose.
Status write_freeform_setup(LayerWriter& out, const Book& book, const GameMap& game_map, const std::vector<std::string>& scenarios) {
    if (Status made = out.layer(game_map.id + "-setup", wkbPoint,
                                {{"scenario", OFTString}, {"unit", OFTString}, {"name", OFTString}, {"side", OFTString}, {"state", OFTString},
                                 {"facing", OFTString}, {"road_column", OFTString}});
        !made) {
        return made;
    }
    return for_each_placement_on(book, game_map, scenarios, [&](const std::string& id, const Placement& placement, const std::string& side) -> Status {
        if (placement.location.kind != LocationKind::Point) return {};
        return out.add(point_at(placement.location.at), {id, placement.unit, book.forces.name_of(placement.unit), side,
                                                         std::string(to_string(placement.state)), number_text(placement.facing),
                                                         placement.road_column ? "true" : "false"});
    });
}

// A free-form map's layers: areas (with their level), crests, lines, points, named locations,
// entry edges (the stretch of border each runs along) and the scenarios' pieces.
Status write_freeform_map(LayerWriter& out, const Book& book, const GameMap& game_map, const std::vector<std::string>& scenarios,
                          Progress& progress) {
    const FreeformMap& map = game_map.freeform;
    const std::string prefix = game_map.id + "-";
    if (Status made = out.layer(prefix + "areas", wkbMultiPolygon, {{"id", OFTString}, {"terrain", OFTString}, {"level", OFTInteger64}}); !made) {
        return made;
    }
    for (std::size_t i = 0; i < map.areas.size(); ++i) {
        if (i % 1024 == 0) {
            if (progress.is_cancelled()) return cancellation("cancelled");
            progress.set_progress(static_cast<double>(i) / static_cast<double>(map.areas.size()));
        }
        const TerrainArea& area = map.areas[i];
        if (Status added = out.add(multipolygon_of(area.shape), {area.id, area.terrain}, {area.level.value_or(0)}); !added) return added;
    }
    if (Status made = out.layer(prefix + "crests", wkbLineString, {{"area", OFTString}, {"terrain", OFTString}}); !made) return made;
    for (const TerrainArea& area : map.areas) {
        if (area.crest.size() < 2) continue;
        if (Status added = out.add(line_of(area.crest), {area.id, area.terrain}); !added) return added;
    }
    if (Status made = out.layer(prefix + "lines", wkbLineString, {{"id", OFTString}, {"terrain", OFTString}, {"name", OFTString}}); !made) return made;
    for (const LineFeature& line : map.lines) {
        if (Status added = out.add(line_of(line.line), {line.id, line.terrain, line.name}); !added) return added;
    }
    if (Status made = out.layer(prefix + "points", wkbPoint, {{"id", OFTString}, {"terrain", OFTString}, {"name", OFTString}}); !made) return made;
    for (const PointFeature& point : map.points) {
        if (Status added = out.add(point_at(point.at), {point.id, point.terrain, point.name}); !added) return added;
    }
    if (Status made = out.layer(prefix + "locations", wkbPoint, {{"id", OFTString}, {"name", OFTString}, {"radius", OFTString}}); !made) return made;
    for (const NamedLocation& location : map.locations) {
        if (Status added = out.add(point_at(location.at), {location.id, location.name, number_text(location.radius)}); !added) return added;
    }
    if (Status made = out.layer(prefix + "edges", wkbLineString, {{"id", OFTString}, {"name", OFTString}, {"from", OFTString}, {"to", OFTString}});
        !made) {
        return made;
    }
    for (const BorderStretch& edge : map.edges) {
        if (Status added = out.add(line_of(border_stretch(map.extent, edge.from, edge.to)), {edge.id, edge.name, number_text(edge.from), number_text(edge.to)});
            !added) {
            return added;
        }
    }
    return write_freeform_setup(out, book, game_map, scenarios);
}

Status write_map(LayerWriter& out, const Book& book, const GameMap& game_map, const std::vector<std::string>& scenarios, Progress& progress) {
    if (game_map.kind == MapKind::Freeform) return write_freeform_map(out, book, game_map, scenarios, progress);
    const HexMap& map = game_map.hex;
    const std::string prefix = game_map.id + "-";
    if (Status made = out.layer(prefix + "hexes", wkbPolygon, {{"label", OFTString}, {"q", OFTInteger64}, {"r", OFTInteger64}, {"terrain", OFTString}}); !made) {
        return made;
    }
    for (std::size_t index = 0; index < map.hex_count(); ++index) {
        if (index % 4096 == 0) {
            if (progress.is_cancelled()) return cancellation("cancelled");
            progress.set_progress(static_cast<double>(index) / static_cast<double>(map.hex_count()));
        }
        const HexCoord hex = map.coord_at(index);
        if (Status added = out.add(polygon_of(map.grid.geometry, hex), {map.label(hex), terrain_text(map.terrain[index], map.terrain_catalogue)},
                                   {hex.q, hex.r});
            !added) {
            return added;
        }
    }
    if (Status made = out.layer(prefix + "hexsides", wkbLineString, {{"hex", OFTString}, {"side", OFTString}, {"neighbour", OFTString}, {"features", OFTString}}); !made) {
        return made;
    }
    for (const auto& [side, mask] : map.hexside_features) {
        const auto [hex, other, direction] = hexside_on_map(map, side);
        auto line = std::make_unique<OGRLineString>();
        for (const MapPoint& corner : hexside_corners(map.grid.geometry, hex, direction)) line->addPoint(gis(corner).x, gis(corner).y);
        if (Status added = out.add(std::move(line), {map.label(hex), std::string(hexside_direction_name(map.grid.geometry.orientation, direction)),
                                                     map.label(other), terrain_text(mask, map.hexside_catalogue)});
            !added) {
            return added;
        }
    }
    if (Status made = out.layer(prefix + "roads", wkbLineString, {{"id", OFTString}, {"kind", OFTString}, {"name", OFTString}, {"hexes", OFTString}}); !made) {
        return made;
    }
    for (const HexRoad& road : map.roads) {
        auto line = std::make_unique<OGRLineString>();
        for (const HexCoord& hex : road.hexes) {
            const MapPoint p = gis(hex_to_point(map.grid.geometry, hex));
            line->addPoint(p.x, p.y);
        }
        if (Status added = out.add(std::move(line), {road.id, road.kind, road.name, fmt::format("{}", fmt::join(labels_of(map, road.hexes), " "))}); !added) {
            return added;
        }
    }
    if (Status made = out.layer(prefix + "places", wkbPoint, {{"id", OFTString}, {"name", OFTString}, {"hex", OFTString}}); !made) return made;
    for (const NamedPlace& place : map.places) {
        if (Status added = out.add(point_at(hex_to_point(map.grid.geometry, place.hex)), {place.id, place.name, map.label(place.hex)}); !added) return added;
    }
    if (Status made = out.layer(prefix + "objectives", wkbMultiPoint, {{"id", OFTString}, {"name", OFTString}, {"side", OFTString}, {"hexes", OFTString}, {"vp", OFTInteger64}});
        !made) {
        return made;
    }
    for (const HexObjective& objective : map.objectives) {
        if (Status added = out.add(points_at(map, objective.hexes),
                                   {objective.id, objective.name, objective.side, fmt::format("{}", fmt::join(labels_of(map, objective.hexes), " "))},
                                   {objective.vp});
            !added) {
            return added;
        }
    }
    if (Status made = out.layer(prefix + "edges", wkbMultiPoint, {{"id", OFTString}, {"name", OFTString}, {"hexes", OFTString}}); !made) return made;
    for (const MapEdge& edge : map.edges) {
        if (Status added = out.add(points_at(map, edge.entry_hexes), {edge.id, edge.name, fmt::format("{}", fmt::join(labels_of(map, edge.entry_hexes), " "))});
            !added) {
            return added;
        }
    }
    if (Status made = out.layer(prefix + "setup", wkbPoint,
                                {{"scenario", OFTString}, {"unit", OFTString}, {"name", OFTString}, {"side", OFTString}, {"state", OFTString}, {"hex", OFTString}});
        !made) {
        return made;
    }
    return for_each_placement_on(book, game_map, scenarios, [&](const std::string& id, const Placement& placement, const std::string& side) -> Status {
        if (placement.location.kind != LocationKind::Hex) return {};
        const auto hex = map.find_label(placement.location.ref);
        if (!hex) return {};  // validate reports it
        return out.add(point_at(hex_to_point(map.grid.geometry, *hex)),
                       {id, placement.unit, book.forces.name_of(placement.unit), side, std::string(to_string(placement.state)), placement.location.ref});
    });
}

struct DatasetCloser {
    void operator()(GDALDataset* dataset) const { GDALClose(dataset); }
};

// The map's CRS for its layers; for a map in board units a local system, which GDAL writes in a
// GeoPackage as the undefined Cartesian one (srs_id -1; with no system at all it would write the
// undefined geographic one, srs_id 0).
Status read_map_srs(const GameMap& map, OGRSpatialReference& srs) {
    srs.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    if (map.crs.empty()) {
        srs.SetLocalCS("Undefined Cartesian SRS");
        return {};
    }
    if (const auto read = gdal::read_srs(map.crs, srs); !read) return failure(fmt::format("map \"{}\": {}", map.id, read.error()));
    return {};
}

SubProgress map_part(Progress& progress, std::size_t m, std::size_t maps) {
    return SubProgress(progress, static_cast<double>(m) / static_cast<double>(maps), static_cast<double>(m + 1) / static_cast<double>(maps));
}

Outcome<std::vector<fs::path>> write_gpkg(const ExportRequest& request, const std::vector<const GameMap*>& maps,
                                          const std::vector<std::string>& ids, Progress& progress) {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GPKG");
    if (driver == nullptr) return failure("GDAL has no GPKG driver");
    std::error_code ignored;  // a folder that cannot be made is reported by the temporary file's failure
    if (request.output.has_parent_path()) fs::create_directories(request.output.parent_path(), ignored);
    PartialOutput partial(request.output);
    if (!partial.opened()) return failure(partial.opened().error());
    fs::remove(partial.temporary());  // the driver makes the file
    std::unique_ptr<GDALDataset, DatasetCloser> dataset(driver->Create(partial.temporary().c_str(), 0, 0, 0, GDT_Unknown, nullptr));
    if (!dataset) return failure(gdal::last_error(request.output.string() + ": cannot create the GeoPackage"));
    // One transaction for the whole file: a quarter of a million hexes are one commit.
    if (dataset->StartTransaction() != OGRERR_NONE) return failure(gdal::last_error("cannot start a transaction"));
    for (std::size_t m = 0; m < maps.size(); ++m) {
        OGRSpatialReference srs;
        if (Status read = read_map_srs(*maps[m], srs); !read) return failure(read.error());
        LayerWriter out([&](const std::string& name, OGRwkbGeometryType type) {
            return dataset->CreateLayer(name.c_str(), &srs, type, nullptr);  // GDAL copies the SRS into the layer
        });
        SubProgress part = map_part(progress, m, maps.size());
        if (Status written = write_map(out, *request.book, *maps[m], ids, part); !written) return written.failure();
    }
    if (dataset->CommitTransaction() != OGRERR_NONE) return failure(gdal::last_error("cannot commit the GeoPackage"));
    dataset.reset();
    if (progress.is_cancelled()) return cancellation("cancelled");
    if (Status committed = partial.commit(); !committed) return failure(committed.error());
    return std::vector<fs::path>{request.output};
}

// A format GDAL writes into its memory first: files are then written as one folder (GeoJSON, one
// file a layer; Shapefile, a file set a layer) or as one file (KML).
struct MemoryFormat {
    const char* driver;
    const char* title;               // "GeoJSON"
    bool dataset_per_layer;          // GeoJSON: one dataset, so one file, a layer
    bool needs_crs;                  // in WGS 84, which a map in board units cannot be carried into
    const char* layer_option;        // "RFC7946=YES"
    std::vector<std::string> files;  // the endings of the files it writes, for the folder it may replace
};

// A folder to replace holds only files the format writes (an earlier export).
Status holds_only(const fs::path& folder, const MemoryFormat& format) {
    for (const auto& item : fs::directory_iterator(folder)) {
        const std::string ending = item.path().extension().string();
        if (!item.is_regular_file() || std::find(format.files.begin(), format.files.end(), ending) == format.files.end()) {
            return failure(fmt::format("it holds {}, which is no {} file of an earlier export; name a new or empty folder",
                                       item.path().filename().string(), format.title));
        }
    }
    return {};
}

std::string memory_file(const std::string& path) {
    vsi_l_offset size = 0;
    GByte* bytes = VSIGetMemFileBuffer(path.c_str(), &size, FALSE);
    return bytes == nullptr ? std::string() : std::string(reinterpret_cast<const char*>(bytes), static_cast<std::size_t>(size));
}

Outcome<std::vector<fs::path>> write_through_memory(const ExportRequest& request, const std::vector<const GameMap*>& maps,
                                                    const std::vector<std::string>& ids, const MemoryFormat& format, Progress& progress) {
    GDALDriver* driver = GetGDALDriverManager()->GetDriverByName(format.driver);
    if (driver == nullptr) return failure(fmt::format("GDAL has no {} driver", format.driver));
    for (const GameMap* map : maps) {
        if (format.needs_crs && map->crs.empty()) {
            return failure(fmt::format("map \"{}\" has no CRS: {} is in WGS 84 longitude and latitude, which a map in board units "
                                       "cannot be carried into; export it --to gpkg",
                                       map->id, format.title));
        }
    }
    const std::string memory = fmt::format("/vsimem/sandtable-export-{}/", static_cast<const void*>(&request));
    const bool one_file = !format.dataset_per_layer && fs::path(request.output).has_extension();
    // One dataset for every layer: a KML file, or a Shapefile folder whose layers are file sets.
    const std::string shared_path = one_file ? memory + request.output.filename().string() : memory + "layers";
    std::vector<std::unique_ptr<GDALDataset, DatasetCloser>> datasets;
    if (!format.dataset_per_layer) {
        datasets.emplace_back(driver->Create(shared_path.c_str(), 0, 0, 0, GDT_Unknown, nullptr));
        if (!datasets.back()) return failure(gdal::last_error(fmt::format("cannot make the {} data", format.title)));
    }
    auto cleanup = [&] {
        datasets.clear();
        VSIRmdirRecursive(memory.c_str());
    };
    for (std::size_t m = 0; m < maps.size(); ++m) {
        OGRSpatialReference srs;
        if (Status read = read_map_srs(*maps[m], srs); !read) {
            cleanup();
            return failure(read.error());
        }
        // A Shapefile of a board keeps no .prj: a local system means nothing to other programs.
        OGRSpatialReference* layer_srs = maps[m]->crs.empty() ? nullptr : &srs;
        LayerWriter out([&](const std::string& name, OGRwkbGeometryType type) -> OGRLayer* {
            GDALDataset* dataset = nullptr;
            if (format.dataset_per_layer) {
                datasets.emplace_back(driver->Create((memory + name + ".geojson").c_str(), 0, 0, 0, GDT_Unknown, nullptr));
            }
            dataset = datasets.back().get();
            if (dataset == nullptr) return nullptr;
            char** options = format.layer_option != nullptr ? CSLAddString(nullptr, format.layer_option) : nullptr;
            OGRLayer* layer = dataset->CreateLayer(name.c_str(), layer_srs, type, options);
            CSLDestroy(options);
            return layer;
        });
        SubProgress part = map_part(progress, m, maps.size());
        if (Status written = write_map(out, *request.book, *maps[m], ids, part); !written) {
            cleanup();
            return written.failure();
        }
    }
    datasets.clear();  // closing writes the files
    std::vector<FolderFile> contents;
    if (one_file) {
        contents.push_back({request.output.filename().string(), memory_file(shared_path)});
    } else {
        const std::string folder = format.dataset_per_layer ? memory : shared_path + "/";
        char** names = VSIReadDir(folder.c_str());
        for (int i = 0; names != nullptr && names[i] != nullptr; ++i) {
            const std::string name = names[i];
            if (name != "." && name != "..") contents.push_back({name, memory_file(folder + name)});
        }
        CSLDestroy(names);
        std::sort(contents.begin(), contents.end(), [](const FolderFile& a, const FolderFile& b) { return a.path < b.path; });
    }
    VSIRmdirRecursive(memory.c_str());
    if (progress.is_cancelled()) return cancellation("cancelled");
    if (one_file) {
        const Status saved = save_atomically(request.output, [&](std::ostream& out) { out << contents.front().content; }, Backup::None);
        if (!saved) return failure(saved.error());
        return std::vector<fs::path>{request.output};
    }
    return write_whole_folder(request.output, contents, [&](const fs::path& folder) { return holds_only(folder, format); }, progress);
}

}  // namespace

Outcome<std::vector<fs::path>> write_map_vectors(const ExportRequest& request, std::string_view format, Progress& progress) {
    gdal::start();
    auto ids = requested_scenarios(request);
    if (!ids) return failure(ids.error());
    std::vector<const GameMap*> maps;
    for (const GameMap& map : request.book->maps) {
        if (map.kind == MapKind::Hex || map.kind == MapKind::Freeform) maps.push_back(&map);
    }
    if (format == "gpkg") return write_gpkg(request, maps, *ids, progress);
    if (format == "geojson") {
        return write_through_memory(request, maps, *ids, {"GeoJSON", "GeoJSON", true, true, "RFC7946=YES", {".geojson"}}, progress);
    }
    if (format == "shp") {
        return write_through_memory(request, maps, *ids,
                                    {"ESRI Shapefile", "Shapefile", false, false, "ENCODING=UTF-8", {".shp", ".shx", ".dbf", ".prj", ".cpg"}},
                                    progress);
    }
    if (format == "kml") return write_through_memory(request, maps, *ids, {"KML", "KML", false, true, nullptr, {".kml"}}, progress);
    return failure(fmt::format("no vector export format \"{}\"", format));
}

}  // namespace sandtable
