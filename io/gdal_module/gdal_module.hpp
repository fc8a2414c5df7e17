#pragma once
// GDAL, loaded when a command first needs it. Linking libgdal brings in about 120 shared
// libraries, which cost every start of a program 50 ms or more in the dynamic loader; so the
// parts of io/ that read and write through GDAL are built into a module of their own
// (libsandtable-gdal.so) that gdal_module() opens on first use. Validating, rendering or
// inspecting a book without reference layers never loads it.
//
// The module is found, in order: where SANDTABLE_GDAL_MODULE names it; beside the running
// program; in ../lib/sandtable from the program's folder; in the build tree it was built in.
#include "io/digitise_run.hpp"
#include "io/export/exporter.hpp"
#include "io/vector/map_vector_import.hpp"
#include "io/gdal/spatial_reference.hpp"
#include "io/georef/georeferenced_geotiff.hpp"
#include "model/georef/geo_transform.hpp"
#include "io/render/raster_strip_sink.hpp"
#include "io/render/reference_layer_painter.hpp"
#include "model/book.hpp"
#include "model/diagnostic.hpp"
#include "model/outcome.hpp"
#include "model/progress.hpp"

#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

class GdalModule {
public:
    virtual ~GdalModule() = default;

    // Reference layers (io/imagery/map_imagery.hpp), their paths resolved against book_folder.
    virtual std::unique_ptr<ReferenceLayerPainter> open_reference_layers(const std::filesystem::path& book_folder) = 0;
    // io/imagery/layer_file_check.hpp
    virtual void check_layer_files(const Book& book, const std::filesystem::path& book_folder, DiagnosticSink& sink) = 0;

    // io/imagery/geotiff_render.hpp
    virtual Outcome<std::unique_ptr<RasterStripSink>> open_render_geotiff(const std::filesystem::path& out, int width,
                                                                          int height, const GeoTransform& transform,
                                                                          const std::string& crs) = 0;
    virtual Status write_world_files(const std::filesystem::path& picture, const GeoTransform& transform,
                                     const std::string& crs) = 0;

    // io/gdal/spatial_reference.hpp
    virtual Outcome<SpatialReference> parse_spatial_reference(std::string_view definition) = 0;
    virtual std::string crs_name(const std::string& crs) = 0;

    // io/georef/georeferenced_geotiff.hpp
    virtual GeotiffResult write_warped_geotiff(const std::filesystem::path& image, const Outcome<GeorefFit>& fit,
                                               const SpatialReference& crs, const std::filesystem::path& output,
                                               Resampling resampling, Progress& progress) = 0;
    virtual GeotiffResult write_geotiff_with_gcps(const std::filesystem::path& image,
                                                  std::span<const GroundControlPoint> points, const SpatialReference& crs,
                                                  const std::filesystem::path& output, Progress& progress) = 0;

    // io/digitise_run.hpp
    virtual DigitiseRun run_digitise(const GameMap& map, const DigitiseRequest& request, Progress& progress) = 0;

    // io/vector/map_vector_export.hpp
    virtual Outcome<std::vector<std::filesystem::path>> write_map_vectors(const ExportRequest& request, std::string_view format,
                                                                          Progress& progress) = 0;
    // io/vector/map_vector_import.hpp
    virtual BookImport import_map_vectors(const Book& book, const std::filesystem::path& file) = 0;
};

// The module, opened on the first call and kept open; or why it cannot be used, naming the file
// tried and the loader's reason.
[[nodiscard]] Outcome<GdalModule*> gdal_module();

// The function the module exports, and the interface it was built against: a module from another
// build of Sandtable exports another name and is refused rather than called.
inline constexpr const char* kGdalModuleEntry = "sandtable_gdal_module_v2";
inline constexpr const char* kGdalModuleFile = "libsandtable-gdal.so";

}  // namespace sandtable
