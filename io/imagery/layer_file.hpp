#pragma once
// What kind of reference layer a file makes: a raster GDAL reads (tried first), else vector data
// OGR reads (GeoJSON, GeoPackage, Shapefile, KML, CSV with geometry).
#include "model/outcome.hpp"
#include "model/reference_layer.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

// Fails naming the file and why it makes no layer.
[[nodiscard]] Outcome<ReferenceLayerKind> layer_file_kind(const std::filesystem::path& file);

// How a new vector layer is drawn until the designer styles it: one style for every feature,
// a thin line in a colour that stands out on scans and aerial photos, no fill so that the
// picture under a polygon still shows.
[[nodiscard]] std::vector<VectorStyle> default_vector_styles();

}  // namespace sandtable
