// The module's side of gdal_module.hpp: each call forwards to io/'s GDAL code, linked into the
// module.
#include "io/digitise_run.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "io/gdal_module/gdal_module.hpp"
#include "io/georef/georeferenced_geotiff.hpp"
#include "io/imagery/geotiff_render.hpp"
#include "io/imagery/layer_file_check.hpp"
#include "io/imagery/map_imagery.hpp"
#include "io/vector/map_vector_export.hpp"

namespace sandtable {
namespace {

class LinkedGdalModule final : public GdalModule {
public:
    std::unique_ptr<ReferenceLayerPainter> open_reference_layers(const std::filesystem::path& book_folder) override {
        return std::make_unique<MapImagery>(book_folder);
    }
    void check_layer_files(const Book& book, const std::filesystem::path& book_folder, DiagnosticSink& sink) override {
        sandtable::check_layer_files(book, book_folder, sink);
    }
    Outcome<std::unique_ptr<RasterStripSink>> open_render_geotiff(const std::filesystem::path& out, int width, int height,
                                                                  const GeoTransform& transform,
                                                                  const std::string& crs) override {
        return sandtable::open_render_geotiff(out, width, height, transform, crs);
    }
    Status write_world_files(const std::filesystem::path& picture, const GeoTransform& transform,
                             const std::string& crs) override {
        return sandtable::write_world_files(picture, transform, crs);
    }
    Outcome<SpatialReference> parse_spatial_reference(std::string_view definition) override {
        return sandtable::parse_spatial_reference(definition);
    }
    std::string crs_name(const std::string& crs) override { return sandtable::crs_name(crs); }
    GeotiffResult write_warped_geotiff(const std::filesystem::path& image, const Outcome<GeorefFit>& fit, const SpatialReference& crs,
                                       const std::filesystem::path& output, Resampling resampling, Progress& progress) override {
        return sandtable::write_warped_geotiff(image, fit, crs, output, resampling, progress);
    }
    GeotiffResult write_geotiff_with_gcps(const std::filesystem::path& image, std::span<const GroundControlPoint> points,
                                          const SpatialReference& crs, const std::filesystem::path& output,
                                          Progress& progress) override {
        return sandtable::write_geotiff_with_gcps(image, points, crs, output, progress);
    }
    Outcome<std::vector<std::filesystem::path>> write_map_vectors(const ExportRequest& request, std::string_view format,
                                                                  Progress& progress) override {
        return sandtable::write_map_vectors(request, format, progress);
    }
    BookImport import_map_vectors(const Book& book, const std::filesystem::path& file) override {
        return sandtable::import_map_vectors(book, file);
    }
    DigitiseRun run_digitise(const GameMap& map, const DigitiseRequest& request, Progress& progress) override {
        return sandtable::run_digitise(map, request, progress);
    }
};

}  // namespace
}  // namespace sandtable

extern "C" __attribute__((visibility("default"))) sandtable::GdalModule* sandtable_gdal_module_v2() {
    static sandtable::LinkedGdalModule module;
    return &module;
}
