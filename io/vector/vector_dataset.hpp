#pragma once
// A vector dataset opened through OGR (GeoJSON, GeoPackage, Shapefile, KML, CSV with WKT and
// whatever else GDAL opens as vector data), its layers, and one layer's features read into
// plain VectorFeature values, in the layer's CRS or carried into another.
#include "io/gdal/dataset.hpp"
#include "model/outcome.hpp"
#include "model/vector_feature.hpp"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace sandtable {

struct VectorLayerInfo {
    std::string name;
    std::string geometry_type;  // as OGR names it: "Polygon", "Line String", "Unknown (any)"...
    std::string crs_wkt;        // empty when the layer declares no CRS
    std::int64_t feature_count = 0;
};

struct VectorLayer {
    VectorLayerInfo info;
    std::vector<VectorFeature> features;
};

// The layer's features, or why not, naming the file, the layer and what went wrong.
using VectorLayerRead = Outcome<VectorLayer>;

class VectorDataset {
public:
    // Fails with a message naming the file and what went wrong when GDAL cannot open it as vector data.
    static Outcome<std::unique_ptr<VectorDataset>> open(const std::filesystem::path& path);
    ~VectorDataset();
    VectorDataset(const VectorDataset&) = delete;
    VectorDataset& operator=(const VectorDataset&) = delete;

    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    [[nodiscard]] const std::vector<VectorLayerInfo>& layers() const { return layers_; }

    // Reads every feature of the layer with this name (an empty name picks the first layer).
    // With a target CRS the geometry is carried into it, which needs a layer that declares its CRS.
    [[nodiscard]] VectorLayerRead read(const std::string& layer_name, const std::string& target_crs = {}) const;

private:
    VectorDataset(gdal::Dataset dataset, std::filesystem::path path);
    gdal::Dataset dataset_;
    std::filesystem::path path_;
    std::vector<VectorLayerInfo> layers_;
};

}  // namespace sandtable
