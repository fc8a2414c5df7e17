#include "io/atomic_file.hpp"
#include "io/gdal/band_look.hpp"
#include "io/gdal/dataset.hpp"
#include "io/gdal/progress.hpp"
#include "io/gdal/setup.hpp"
#include "io/georef/georeferenced_geotiff.hpp"
#include "io/georef/geotiff_outcome.hpp"

#include <cpl_string.h>
#include <fmt/format.h>
#include <gdal_alg.h>
#include <gdalwarper.h>

#include <array>
#include <cmath>

namespace sandtable {

namespace {

// A GDAL transformer that goes through the fit: output pixel -> map (output geotransform) ->
// image pixel (the fit's inverse), and back through the forward fit. Before the output grid is
// known it maps image pixels to map coordinates, as GDALSuggestedWarpOutput2 expects.
struct FitTransformer {
    const GeorefFit* fit = nullptr;
    bool has_output_grid = false;
    std::array<double, 6> output_to_map{};
    std::array<double, 6> map_to_output{};
};

int transform_through_fit(void* argument, int output_to_image, int count, double* x, double* y, double*, int* success) {
    auto* t = static_cast<FitTransformer*>(argument);
    for (int i = 0; i < count; ++i) {
        if (output_to_image) {
            MapPoint map{x[i], y[i]};
            if (t->has_output_grid) GDALApplyGeoTransform(t->output_to_map.data(), x[i], y[i], &map.x, &map.y);
            const MapPoint pixel = t->fit->map_to_pixel(map);
            x[i] = pixel.x;
            y[i] = pixel.y;
        } else {
            const MapPoint map = t->fit->pixel_to_map({x[i], y[i]});
            x[i] = map.x;
            y[i] = map.y;
            if (t->has_output_grid) GDALApplyGeoTransform(t->map_to_output.data(), map.x, map.y, &x[i], &y[i]);
        }
        success[i] = std::isfinite(x[i]) && std::isfinite(y[i]) ? TRUE : FALSE;
    }
    return TRUE;
}

GDALResampleAlg gdal_resampling(Resampling resampling) {
    switch (resampling) {
        case Resampling::Nearest: return GRA_NearestNeighbour;
        case Resampling::Bilinear: return GRA_Bilinear;
        case Resampling::Cubic: return GRA_Cubic;
        case Resampling::Lanczos: return GRA_Lanczos;
    }
    return GRA_NearestNeighbour;
}

struct WarpOptionsDeleter {
    void operator()(GDALWarpOptions* options) const { GDALDestroyWarpOptions(options); }
};

}  // namespace

GeotiffResult write_warped_geotiff(const std::filesystem::path& image, const Outcome<GeorefFit>& fit, const SpatialReference& crs,
                                   const std::filesystem::path& output, Resampling resampling, Progress& progress) {
    gdal::start();
    WrittenImage size;
    if (!fit) {
        return failure(fmt::format("{}: no fit to warp with: {}", image.string(), fit.error()));
    }
    gdal::Dataset source(GDALOpen(image.c_str(), GA_ReadOnly));
    if (!source) {
        return failure(fmt::format("{}: cannot open the image: {}", image.string(), gdal::last_error("not a raster GDAL reads")));
    }
    const int bands = GDALGetRasterCount(source.handle());
    if (bands == 0) {
        return failure(fmt::format("{}: the image has no raster bands", image.string()));
    }

    FitTransformer transformer{&*fit};
    std::array<double, 6> grid{};
    std::array<double, 4> extent{};
    if (GDALSuggestedWarpOutput2(source.handle(), transform_through_fit, &transformer, grid.data(), &size.width,
                                 &size.height, extent.data(), 0) != CE_None ||
        size.width <= 0 || size.height <= 0) {
        return failure(fmt::format(
            "the transform fitted to the control points carries the pixels of {} onto no usable output grid ({}): check the "
            "points' map coordinates and pixel positions",
            image.string(), gdal::last_error("it folds the image over itself")));
    }
    transformer.output_to_map = grid;
    if (!GDALInvGeoTransform(grid.data(), transformer.map_to_output.data())) {
        return failure(fmt::format("{}: the fitted transform gives a degenerate output grid", image.string()));
    }
    transformer.has_output_grid = true;

    GDALRasterBandH first_band = GDALGetRasterBand(source.handle(), 1);
    int has_nodata = 0;
    const double nodata = GDALGetRasterNoDataValue(first_band, &has_nodata);
    const int alpha_band = has_nodata ? 0 : bands + 1;

    PartialOutput partial(output);
    if (!partial.opened()) {
        return failure(partial.opened().error());
    }
    CPLStringList create_options;
    create_options.SetNameValue("COMPRESS", "DEFLATE");
    create_options.SetNameValue("TILED", "YES");
    gdal::Dataset target(GDALCreate(GDALGetDriverByName("GTiff"), partial.temporary().c_str(), size.width, size.height,
                                    alpha_band > 0 ? alpha_band : bands, GDALGetRasterDataType(first_band), create_options.List()));
    if (!target) {
        return failure(fmt::format("{}: cannot be written: {}", output.string(), gdal::last_error("GDAL could not create it")));
    }
    GDALSetGeoTransform(target.handle(), grid.data());
    GDALSetProjection(target.handle(), crs.wkt.c_str());
    for (int b = 1; b <= bands; ++b) gdal::copy_band_look(GDALGetRasterBand(source.handle(), b), GDALGetRasterBand(target.handle(), b));
    if (alpha_band > 0) GDALSetRasterColorInterpretation(GDALGetRasterBand(target.handle(), alpha_band), GCI_AlphaBand);

    std::unique_ptr<GDALWarpOptions, WarpOptionsDeleter> warp(GDALCreateWarpOptions());
    warp->hSrcDS = source.handle();
    warp->hDstDS = target.handle();
    warp->nBandCount = bands;
    warp->panSrcBands = static_cast<int*>(CPLMalloc(sizeof(int) * bands));
    warp->panDstBands = static_cast<int*>(CPLMalloc(sizeof(int) * bands));
    for (int b = 0; b < bands; ++b) warp->panSrcBands[b] = warp->panDstBands[b] = b + 1;
    warp->nDstAlphaBand = alpha_band;
    if (has_nodata) {
        warp->padfSrcNoDataReal = static_cast<double*>(CPLMalloc(sizeof(double) * bands));
        warp->padfDstNoDataReal = static_cast<double*>(CPLMalloc(sizeof(double) * bands));
        for (int b = 0; b < bands; ++b) warp->padfSrcNoDataReal[b] = warp->padfDstNoDataReal[b] = nodata;
    }
    warp->papszWarpOptions = CSLSetNameValue(warp->papszWarpOptions, "INIT_DEST", has_nodata ? "NO_DATA" : "0");
    warp->eResampleAlg = gdal_resampling(resampling);
    warp->pfnTransformer = transform_through_fit;
    warp->pTransformerArg = &transformer;
    warp->pfnProgress = gdal::progress_callback;
    warp->pProgressArg = &progress;

    CPLErrorReset();
    GDALWarpOperationH operation = GDALCreateWarpOperation(warp.get());
    const CPLErr warped = operation != nullptr ? GDALChunkAndWarpImage(operation, 0, 0, size.width, size.height) : CE_Failure;
    if (operation != nullptr) GDALDestroyWarpOperation(operation);
    warp.reset();
    target.reset();  // flushes the file
    return conclude_geotiff(size, partial, output, progress.is_cancelled(), warped == CE_None, "the warp failed");
}

}  // namespace sandtable
