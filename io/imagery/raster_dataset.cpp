#include "io/imagery/raster_dataset.hpp"

#include "io/geo/gdal_open.hpp"

#include <cpl_error.h>
#include <fmt/format.h>
#include <gdal_priv.h>
#include <ogr_spatialref.h>

namespace sandtable {

std::unique_ptr<RasterDataset> RasterDataset::open(const std::filesystem::path& path, std::string& error) {
    GDALDataset* dataset = open_gdal_dataset(path, GDAL_OF_RASTER, "not a raster GDAL can read", error);
    if (dataset == nullptr) return nullptr;
    if (dataset->GetRasterCount() == 0 || dataset->GetRasterXSize() <= 0 || dataset->GetRasterYSize() <= 0) {
        GDALClose(dataset);
        error = fmt::format("{}: holds no raster bands", path.string());
        return nullptr;
    }
    return std::unique_ptr<RasterDataset>(new RasterDataset(dataset, path));
}

std::unique_ptr<RasterDataset> RasterDataset::open_another() const {
    if (source_ != nullptr) return nullptr;
    std::string error;
    return open(path_, error);
}

RasterDataset::RasterDataset(GDALDataset* dataset, std::filesystem::path path) : dataset_(dataset), path_(std::move(path)) {
    info_.width = dataset->GetRasterXSize();
    info_.height = dataset->GetRasterYSize();
    info_.bands = dataset->GetRasterCount();
    GeoTransform transform;
    if (dataset->GetGeoTransform(transform.c.data()) == CE_None && transform.inverse()) info_.transform = transform;
    if (const OGRSpatialReference* srs = dataset->GetSpatialRef()) {
        char* wkt = nullptr;
        const char* const options[] = {"FORMAT=WKT2", nullptr};
        if (srs->exportToWkt(&wkt, options) == OGRERR_NONE && wkt != nullptr) info_.crs_wkt = wkt;
        CPLFree(wkt);
    }
    info_.overviews = dataset->GetRasterBand(1)->GetOverviewCount();
    info_.gcp_count = dataset->GetGCPCount();
}

std::unique_ptr<RasterDataset> RasterDataset::adopt(GDALDataset* dataset, std::filesystem::path path,
                                                   std::shared_ptr<RasterDataset> source) {
    std::unique_ptr<RasterDataset> adopted(new RasterDataset(dataset, std::move(path)));
    adopted->source_ = std::move(source);
    return adopted;
}

RasterDataset::~RasterDataset() { GDALClose(dataset_); }

}  // namespace sandtable
