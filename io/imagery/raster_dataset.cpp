#include "io/imagery/raster_dataset.hpp"

#include "io/gdal/ogr_spatial_reference.hpp"

#include <cpl_error.h>
#include <fmt/format.h>
#include <gdal_priv.h>
#include <ogr_spatialref.h>

namespace sandtable {

Outcome<std::unique_ptr<RasterDataset>> RasterDataset::open(const std::filesystem::path& path) {
    auto dataset = gdal::open_dataset(path, GDAL_OF_RASTER, "not a raster GDAL can read");
    if (!dataset) return failure(dataset.error());
    if ((*dataset)->GetRasterCount() == 0 || (*dataset)->GetRasterXSize() <= 0 || (*dataset)->GetRasterYSize() <= 0) {
        return failure(fmt::format("{}: holds no raster bands", path.string()));
    }
    return std::unique_ptr<RasterDataset>(new RasterDataset(std::move(dataset).value(), path));
}

std::unique_ptr<RasterDataset> RasterDataset::open_another() const {
    if (source_ != nullptr) return nullptr;
    auto another = open(path_);
    return another ? std::move(another).value() : nullptr;
}

RasterDataset::RasterDataset(gdal::Dataset dataset, std::filesystem::path path) : dataset_(std::move(dataset)), path_(std::move(path)) {
    info_.width = dataset_->GetRasterXSize();
    info_.height = dataset_->GetRasterYSize();
    info_.bands = dataset_->GetRasterCount();
    GeoTransform transform;
    if (dataset_->GetGeoTransform(transform.c.data()) == CE_None && transform.inverse()) info_.transform = transform;
    if (const OGRSpatialReference* srs = dataset_->GetSpatialRef()) info_.crs_wkt = gdal::wkt_of(*srs, "WKT2");
    info_.overviews = dataset_->GetRasterBand(1)->GetOverviewCount();
    info_.gcp_count = dataset_->GetGCPCount();
}

std::unique_ptr<RasterDataset> RasterDataset::adopt(gdal::Dataset dataset, std::filesystem::path path,
                                                   std::shared_ptr<RasterDataset> source) {
    std::unique_ptr<RasterDataset> adopted(new RasterDataset(std::move(dataset), std::move(path)));
    adopted->source_ = std::move(source);
    return adopted;
}

RasterDataset::~RasterDataset() = default;

}  // namespace sandtable
