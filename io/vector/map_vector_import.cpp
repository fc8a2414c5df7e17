#include "io/vector/map_vector_import.hpp"

#include "io/gdal/setup.hpp"
#include "io/native/hexside_names.hpp"
#include "model/text.hpp"

#include <fmt/format.h>
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
        if (!found) fail(found.error);
        return found.hex;
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

std::string read_map(GDALDataset& dataset, const std::string& file, GameMap& game_map, std::vector<std::string>& errors) {
    HexMap& map = game_map.hex;
    auto layer = [&](const char* part) { return dataset.GetLayerByName((game_map.id + "-" + part).c_str()); };
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

MapVectorImport import_map_vectors(const Book& book, const std::filesystem::path& file) {
    gdal::start();
    MapVectorImport result;
    const char* drivers[] = {"GPKG", nullptr};
    std::unique_ptr<GDALDataset, DatasetCloser> dataset(
        GDALDataset::Open(file.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY, drivers, nullptr, nullptr));
    if (!dataset) {
        result.errors.push_back(gdal::last_error(file.string() + ": cannot be opened as a GeoPackage"));
        return result;
    }
    Book imported = book;
    std::vector<std::string> parts;
    for (GameMap& map : imported.maps) {
        if (map.kind != MapKind::Hex) continue;
        if (std::string part = read_map(*dataset, file.string(), map, result.errors); !part.empty()) parts.push_back(part);
    }
    if (parts.empty() && result.errors.empty()) {
        std::vector<std::string> expected;
        for (const GameMap& map : book.maps) expected.push_back(map.id + "-hexes");
        result.errors.push_back(fmt::format("{}: has no layer of the book's maps: expected {}", file.string(), fmt::join(expected, " or ")));
    }
    if (!result.errors.empty()) return result;
    result.summary = fmt::format("{}: {}", file.string(), fmt::join(parts, "; "));
    result.book = std::move(imported);
    return result;
}

}  // namespace sandtable
