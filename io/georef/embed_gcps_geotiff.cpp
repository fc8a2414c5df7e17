#include "io/atomic_file.hpp"
#include "io/gdal/band_look.hpp"
#include "io/gdal/dataset.hpp"
#include "io/gdal/progress.hpp"
#include "io/gdal/setup.hpp"
#include "io/georef/gdal_gcps.hpp"
#include "io/georef/georeferenced_geotiff.hpp"
#include "io/georef/geotiff_outcome.hpp"

#include <cpl_string.h>
#include <fmt/format.h>
#include <gdal_vrt.h>
#include <ogr_srs_api.h>

#include <vector>

namespace sandtable {

GeotiffResult write_geotiff_with_gcps(const std::filesystem::path& image, std::span<const GroundControlPoint> points,
                                      const SpatialReference& crs, const std::filesystem::path& output, Progress& progress) {
    gdal::start();
    WrittenImage size;
    gdal::Dataset source(GDALOpen(image.c_str(), GA_ReadOnly));
    if (!source) {
        return failure(fmt::format("{}: cannot open the image: {}", image.string(), gdal::last_error("not a raster GDAL reads")));
    }
    size.width = GDALGetRasterXSize(source.handle());
    size.height = GDALGetRasterYSize(source.handle());
    const int bands = GDALGetRasterCount(source.handle());

    // A virtual copy of the pixels alone, so no geotransform or CRS of the source comes along.
    gdal::Dataset copy(VRTCreate(size.width, size.height));
    for (int b = 1; b <= bands; ++b) {
        GDALRasterBandH from = GDALGetRasterBand(source.handle(), b);
        VRTAddBand(static_cast<VRTDatasetH>(copy.handle()), GDALGetRasterDataType(from), nullptr);
        GDALRasterBandH to = GDALGetRasterBand(copy.handle(), b);
        VRTAddSimpleSource(static_cast<VRTSourcedRasterBandH>(to), from, 0, 0, size.width, size.height, 0, 0, size.width,
                           size.height, nullptr, VRT_NODATA_UNSET);
        gdal::copy_band_look(from, to);
    }

    std::vector<GDAL_GCP> gcps = to_gdal_gcps(points);
    OGRSpatialReferenceH srs = OSRNewSpatialReference(crs.wkt.c_str());
    GDALSetGCPs2(copy.handle(), static_cast<int>(gcps.size()), gcps.data(), srs);
    OSRDestroySpatialReference(srs);

    PartialOutput partial(output);
    if (!partial.opened()) {
        return failure(partial.opened().error());
    }
    CPLStringList create_options;
    create_options.SetNameValue("COMPRESS", "DEFLATE");
    CPLErrorReset();
    gdal::Dataset written(GDALCreateCopy(GDALGetDriverByName("GTiff"), partial.temporary().c_str(), copy.handle(), FALSE,
                                         create_options.List(), gdal::progress_callback, &progress));
    const bool created = static_cast<bool>(written);
    written.reset();
    return conclude_geotiff(size, partial, output, progress.is_cancelled(), created, "GDAL could not create it");
}

}  // namespace sandtable
