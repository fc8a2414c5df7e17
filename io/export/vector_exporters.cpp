#include "io/export/vector_exporters.hpp"

#include "io/gdal_module/gdal_module.hpp"

namespace sandtable {

Outcome<std::vector<std::filesystem::path>> VectorExporter::write(const ExportRequest& request, Progress& progress) const {
    auto gdal = gdal_module();
    if (!gdal) return failure(gdal.error());
    return (*gdal)->write_map_vectors(request, id_, progress);
}

}  // namespace sandtable
