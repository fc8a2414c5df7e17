#include "io/imagery/map_imagery.hpp"

#include "io/gdal/ogr_spatial_reference.hpp"
#include "io/gdal/setup.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "io/imagery/vector_drawing.hpp"

#include <fmt/format.h>
#include <gdal_priv.h>
#include <gdalwarper.h>
#include <ogr_spatialref.h>

namespace sandtable {

std::filesystem::path MapImagery::resolve(const std::string& layer_path) const {
    const std::filesystem::path path(layer_path);
    return path.is_absolute() ? path : book_folder_ / path;
}

MapBox MapImagery::bounds(const GameMap& map, const ReferenceLayer& layer) {
    if (layer.kind == ReferenceLayerKind::Raster) {
        const Opened& opened = open(map, layer);
        return opened.tiles ? opened.tiles->bounds() : MapBox{};
    }
    const Opened& opened = open_vector(map, layer);
    return opened.shapes ? opened.shapes->bounds : MapBox{};
}

MapImagery::Opened& MapImagery::open(const GameMap& map, const ReferenceLayer& layer) {
    const std::filesystem::path file = resolve(layer.path);
    // The look is part of the key: a layer drawn another way is another set of tiles.
    const std::string key = fmt::format("{}\n{}\n{}:{}:{}", map.crs, file.string(), static_cast<int>(layer.look.stretch),
                                        layer.look.clip_percent, layer.look.hillshade);
    if (auto it = opened_.find(key); it != opened_.end()) return it->second;
    Opened& opened = opened_[key];
    auto raster_opened = RasterDataset::open(file);
    if (!raster_opened) {
        opened.problem = raster_opened.error();
        return opened;
    }
    std::shared_ptr<RasterDataset> raster = std::move(raster_opened).value();
    const RasterInfo& info = raster->info();
    if (!info.transform) {
        // A picture without georeference (a scan): one map unit a pixel.
        opened.tiles = std::make_unique<RasterTileLayer>(raster, GeoTransform{}, 256, layer.look);
        return opened;
    }
    if (map.crs.empty() || info.crs_wkt.empty() || same_crs(map.crs, info.crs_wkt)) {
        opened.tiles = std::make_unique<RasterTileLayer>(raster, raster->transform().onto_map(), 256, layer.look);
        return opened;
    }
    // In another CRS: read through a warped virtual raster in the map's CRS.
    OGRSpatialReference target;
    if (const gdal::SrsReading read = gdal::read_srs(map.crs, target); !read) {
        opened.problem = fmt::format("{}: map \"{}\" has a CRS GDAL does not know: {}", file.string(), map.id, read.error());
        return opened;
    }
    const std::string target_wkt = gdal::wkt_of(target);
    gdal::start();
    gdal::Dataset warped(
        GDALAutoCreateWarpedVRT(raster->handle(), info.crs_wkt.c_str(), target_wkt.c_str(), GRA_Bilinear, 0.125, nullptr));
    if (!warped) {
        // Taken before crs_name reads the CRSs again, which clears GDAL's last error.
        const std::string why = gdal::last_error("GDAL gives no reason");
        opened.problem = fmt::format("{}: cannot be reprojected from {} to {}: {}", file.string(), crs_name(info.crs_wkt),
                                     crs_name(map.crs), why);
        return opened;
    }
    std::shared_ptr<RasterDataset> virtual_raster = RasterDataset::adopt(std::move(warped), file, raster);
    opened.tiles = std::make_unique<RasterTileLayer>(virtual_raster, virtual_raster->transform().onto_map(), 256, layer.look);
    return opened;
}

MapImagery::Opened& MapImagery::open_vector(const GameMap& map, const ReferenceLayer& layer) {
    const std::filesystem::path file = resolve(layer.path);
    const std::string key = map.crs + "\n" + file.string() + "\n" + layer.source_layer + "\n" + layer.style_attribute;
    if (auto it = vectors_.find(key); it != vectors_.end()) return it->second;
    Opened& opened = vectors_[key];
    VectorShapesRead read = read_vector_shapes(file, layer.source_layer, layer.style_attribute, map.crs);
    if (read) {
        opened.shapes = std::move(*read);
    } else {
        opened.problem = read.error();
    }
    return opened;
}

void MapImagery::draw(cairo_t* cr, const GameMap& map, const RenderView& view) {
    for (const ReferenceLayer& layer : map.layers) {
        if (!layer.visible || layer.opacity <= 0.0) continue;
        if (layer.kind == ReferenceLayerKind::Vector) {
            const Opened& opened = open_vector(map, layer);
            if (opened.shapes) draw_vector_shapes(cr, *opened.shapes, layer, view);
            continue;
        }
        Opened& opened = open(map, layer);
        if (opened.tiles) opened.tiles->draw(cr, view, layer.opacity);
    }
}

std::vector<LayerProblem> MapImagery::check(const GameMap& map) {
    std::vector<LayerProblem> problems;
    for (const ReferenceLayer& layer : map.layers) {
        const Opened& opened = layer.kind == ReferenceLayerKind::Vector ? open_vector(map, layer) : open(map, layer);
        if (!opened.problem.empty()) problems.push_back({map.id, layer.id, opened.problem});
    }
    return problems;
}

}  // namespace sandtable
