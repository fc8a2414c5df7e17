#pragma once
// A raster opened through GDAL (GeoTIFF, JPEG or PNG with a world file, VRT...) and what it says
// about itself: size, bands, georeference and overviews. Opening never reads the pixels.
#include "io/gdal/dataset.hpp"
#include "model/georef/geo_transform.hpp"
#include "model/outcome.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace sandtable {

struct RasterInfo {
    int width = 0;
    int height = 0;
    int bands = 0;
    // Pixel to map coordinates; nothing for a picture without georeference (a plain scan),
    // which is then placed with one map unit a pixel.
    std::optional<GeoTransform> transform;
    std::string crs_wkt;   // empty when the raster declares no CRS
    int overviews = 0;     // reduced-resolution copies of band 1
    int gcp_count = 0;     // ground control points stored in the file
};

class RasterDataset {
public:
    // Fails with a message naming the file and what went wrong when GDAL cannot open it.
    static Outcome<std::unique_ptr<RasterDataset>> open(const std::filesystem::path& path);
    // Takes over a dataset made from another one (a warped virtual raster), keeping the source
    // open for as long as it is read.
    static std::unique_ptr<RasterDataset> adopt(gdal::Dataset dataset, std::filesystem::path path,
                                                std::shared_ptr<RasterDataset> source);
    ~RasterDataset();
    RasterDataset(const RasterDataset&) = delete;
    RasterDataset& operator=(const RasterDataset&) = delete;

    [[nodiscard]] const RasterInfo& info() const { return info_; }
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    // The pixel to map transform in use: the file's own, or one map unit a pixel.
    [[nodiscard]] GeoTransform transform() const { return info_.transform.value_or(GeoTransform{}); }
    [[nodiscard]] GDALDataset* handle() const { return dataset_.get(); }
    // A second handle on the same file, for reading on another thread (a GDAL dataset serves one
    // thread at a time). Null for a virtual raster made from another dataset, or when the file
    // can no longer be opened.
    [[nodiscard]] std::unique_ptr<RasterDataset> open_another() const;

private:
    RasterDataset(gdal::Dataset dataset, std::filesystem::path path);
    std::shared_ptr<RasterDataset> source_;  // what a virtual raster reads from; declared first, so closed last
    gdal::Dataset dataset_;
    std::filesystem::path path_;
    RasterInfo info_;
};

}  // namespace sandtable
