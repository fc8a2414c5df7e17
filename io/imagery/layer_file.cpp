#include "io/imagery/layer_file.hpp"

#include "io/imagery/raster_dataset.hpp"
#include "io/vector/vector_dataset.hpp"

#include <algorithm>
#include <fmt/format.h>
#include <system_error>

namespace sandtable {

Outcome<ReferenceLayerKind> layer_file_kind(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) {
        return failure(fmt::format("{}: no such file", file.string()));
    }
    if (RasterDataset::open(file)) {
        return ReferenceLayerKind::Raster;
    }
    const auto dataset = VectorDataset::open(file);
    if (!dataset) {
        return failure(fmt::format("{}: not a raster GDAL can read, nor vector data (GeoJSON, GeoPackage, Shapefile, KML, "
                                   "CSV with geometry)",
                                   file.string()));
    }
    const auto& layers = (*dataset)->layers();
    if (std::all_of(layers.begin(), layers.end(), [](const VectorLayerInfo& layer) { return layer.geometry_type == "None"; })) {
        return failure(fmt::format("{}: its table has no geometry to draw (a CSV needs a WKT column)", file.string()));
    }
    return ReferenceLayerKind::Vector;
}

std::vector<VectorStyle> default_vector_styles() {
    VectorStyle style;
    style.stroke = "#e0218a";
    style.width = 2.0;
    return {style};
}

}  // namespace sandtable
