#include "io/vector/map_vector_import.hpp"

#include "io/gdal/setup.hpp"
#include "io/native/hexside_names.hpp"
#include "model/text.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <fmt/ranges.h>
#include <gdal_priv.h>
#include <memory>
#include <ogrsf_frmts.h>

namespace sandtable {

namespace {

struct DatasetCloser {
    void operator()(GDALDataset* dataset) const { GDALClose(dataset); }
};

// Reads one layer's features with what they say about the map, reporting each problem.
class LayerReader {
public:
    LayerReader(const std::string& file, OGRLayer& layer, HexMap& map, std::vector<std::string>& errors)
        : file_(file), layer_(layer), map_(map), errors_(errors) {}

    template <typename Each>
    void each(Each&& read) {
        layer_.ResetReading();
        for (auto& feature : layer_) {
            feature_ = feature.get();
            read(*feature);
        }
    }
    [[nodiscard]] std::string text(const OGRFeature& feature, const char* field) {
        const int index = feature.GetFieldIndex(field);
        if (index < 0) {
            fail(fmt::format("expected a field \"{}\"", field));
            return {};
        }
        return feature.GetFieldAsString(index);
    }
    [[nodiscard]] std::optional<HexCoord> hex(const std::string& label) {
        const auto found = map_.find_label(label);
        if (!found) fail(found.error());
        return found.optional();
    }
    [[nodiscard]] std::vector<HexCoord> hexes(const OGRFeature& feature) {
        std::vector<HexCoord> hexes;
        for (const std::string& label : split_list(text(feature, "hexes"))) {
            if (auto found = hex(label)) hexes.push_back(*found);
        }
        return hexes;
    }
    [[nodiscard]] TerrainMask mask(const std::string& ids, const std::vector<TerrainDef>& catalogue) {
        TerrainMask mask = 0;
        for (const std::string& id : split_list(ids)) {
            const auto it = std::find_if(catalogue.begin(), catalogue.end(), [&](const TerrainDef& def) { return def.id == id; });
            if (it == catalogue.end()) {
                fail(fmt::format("\"{}\" is not in the map's catalogue", id));
                continue;
            }
            mask |= TerrainMask{1} << static_cast<unsigned>(it - catalogue.begin());
        }
        return mask;
    }
    void fail(const std::string& what) {
        errors_.push_back(fmt::format("{}: layer {}, feature {}: {}", file_, layer_.GetName(), feature_ != nullptr ? feature_->GetFID() : -1, what));
    }

private:
    const std::string& file_;
    OGRLayer& layer_;
    HexMap& map_;
    std::vector<std::string>& errors_;
    const OGRFeature* feature_ = nullptr;
};

// The datasets an export wrote: one GeoPackage or KML file, a folder of Shapefiles (one dataset),
// or a folder of GeoJSON files (a dataset each). Layers are found by name in any of them.
class VectorSource {
public:
    Status open(const std::filesystem::path& path) {
        static const char* const drivers[] = {"GPKG", "GeoJSON", "ESRI Shapefile", "LIBKML", "KML", nullptr};
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(path)) {
            bool shapefiles = false;
            for (const auto& entry : std::filesystem::directory_iterator(path)) {
                const std::string extension = lower(entry.path().extension().string());
                if (extension == ".geojson" || extension == ".json") files.push_back(entry.path());
                shapefiles = shapefiles || extension == ".shp";
            }
            if (shapefiles) files.push_back(path);
            std::sort(files.begin(), files.end());
            if (files.empty()) return failure(fmt::format("{}: a folder without Shapefiles or GeoJSON files", path.string()));
        } else {
            files.push_back(path);
        }
        for (const auto& file : files) {
            std::unique_ptr<GDALDataset, DatasetCloser> dataset(
                GDALDataset::Open(file.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY, drivers, nullptr, nullptr));
            if (!dataset) return failure(gdal::last_error(file.string() + ": cannot be opened as a GeoPackage, GeoJSON, Shapefile or KML file"));
            datasets_.push_back(std::move(dataset));
        }
        return {};
    }
    // KML keeps names with '_' where the export wrote '-'.
    [[nodiscard]] OGRLayer* layer(const std::string& name) const {
        std::string underscored = name;
        std::replace(underscored.begin(), underscored.end(), '-', '_');
        for (const auto& dataset : datasets_) {
            if (OGRLayer* found = dataset->GetLayerByName(name.c_str())) return found;
            if (OGRLayer* found = dataset->GetLayerByName(underscored.c_str())) return found;
        }
        return nullptr;
    }

private:
    std::vector<std::unique_ptr<GDALDataset, DatasetCloser>> datasets_;
};

std::string read_map(const VectorSource& source, const std::string& file, GameMap& game_map, std::vector<std::string>& errors) {
    HexMap& map = game_map.hex;
    auto layer = [&](const char* part) { return source.layer(game_map.id + "-" + part); };
    OGRLayer* hexes = layer("hexes");
    if (hexes == nullptr) return {};
    std::size_t counts[6] = {};
    LayerReader read_hexes(file, *hexes, map, errors);
    read_hexes.each([&](const OGRFeature& feature) {
        if (auto hex = read_hexes.hex(read_hexes.text(feature, "label"))) {
            map.terrain.set(*map.index_of(*hex), read_hexes.mask(read_hexes.text(feature, "terrain"), map.terrain_catalogue));
            ++counts[0];
        }
    });
    if (OGRLayer* sides = layer("hexsides")) {
        map.hexside_features = {};
        std::vector<HexsideFeatures::Entry> entries;
        LayerReader read(file, *sides, map, errors);
        read.each([&](const OGRFeature& feature) {
            const auto hex = read.hex(read.text(feature, "hex"));
            const std::string side = read.text(feature, "side");
            const auto direction = hexside_direction_from_name(map.grid.geometry.orientation, side);
            if (!direction) read.fail(fmt::format("\"{}\" is no side of a hex of this grid", side));
            const TerrainMask mask = read.mask(read.text(feature, "features"), map.hexside_catalogue);
            if (hex && direction) entries.emplace_back(hexside(*hex, *direction), mask);
        });
        counts[1] = entries.size();
        map.hexside_features.merge(std::move(entries));
    }
    if (OGRLayer* roads = layer("roads")) {
        map.roads.clear();
        LayerReader read(file, *roads, map, errors);
        read.each([&](const OGRFeature& f) { map.roads.push_back({read.text(f, "id"), read.text(f, "kind"), read.text(f, "name"), read.hexes(f)}); });
        counts[2] = map.roads.size();
    }
    if (OGRLayer* places = layer("places")) {
        map.places.clear();
        LayerReader read(file, *places, map, errors);
        read.each([&](const OGRFeature& f) {
            if (auto hex = read.hex(read.text(f, "hex"))) map.places.push_back({read.text(f, "id"), read.text(f, "name"), *hex});
        });
        counts[3] = map.places.size();
    }
    if (OGRLayer* objectives = layer("objectives")) {
        map.objectives.clear();
        LayerReader read(file, *objectives, map, errors);
        read.each([&](const OGRFeature& f) {
            map.objectives.push_back({read.text(f, "id"), read.text(f, "name"), read.hexes(f), f.GetFieldAsInteger("vp"), read.text(f, "side")});
        });
        counts[4] = map.objectives.size();
    }
    if (OGRLayer* edges = layer("edges")) {
        map.edges.clear();
        LayerReader read(file, *edges, map, errors);
        read.each([&](const OGRFeature& f) { map.edges.push_back({read.text(f, "id"), read.text(f, "name"), read.hexes(f)}); });
        counts[5] = map.edges.size();
    }
    return fmt::format("map {}: {} hexes, {} hexsides, {} roads, {} places, {} objectives, {} edges", game_map.id, counts[0], counts[1], counts[2],
                       counts[3], counts[4], counts[5]);
}

}  // namespace

BookImport import_map_vectors(const Book& book, const std::filesystem::path& file) {
    gdal::start();
    VectorSource source;
    if (Status opened = source.open(file); !opened) return failure(opened.error());
    std::vector<std::string> errors;
    Book imported = book;
    std::vector<std::string> parts;
    for (GameMap& map : imported.maps) {
        if (map.kind != MapKind::Hex) continue;
        if (std::string part = read_map(source, file.string(), map, errors); !part.empty()) parts.push_back(part);
    }
    if (parts.empty() && errors.empty()) {
        std::vector<std::string> expected;
        for (const GameMap& map : book.maps) expected.push_back(map.id + "-hexes");
        errors.push_back(fmt::format("{}: has no layer of the book's maps: expected {}", file.string(), fmt::join(expected, " or ")));
    }
    if (!errors.empty()) return failures(std::move(errors));
    return ImportedBook{std::move(imported), fmt::format("{}: {}", file.string(), fmt::join(parts, "; "))};
}

}  // namespace sandtable
