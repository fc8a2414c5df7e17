#include "io/imagery/overviews.hpp"

#include "io/gdal/dataset.hpp"
#include "io/gdal/progress.hpp"
#include "io/gdal/setup.hpp"
#include "io/imagery/raster_dataset.hpp"

#include <algorithm>
#include <cpl_conv.h>
#include <cpl_error.h>
#include <fmt/format.h>
#include <gdal_priv.h>
#include <vector>

namespace sandtable {

namespace {
constexpr int kTile = 256;
}

bool needs_overviews(const std::filesystem::path& raster) {
    const auto dataset = RasterDataset::open(raster);
    if (!dataset) return false;
    const RasterInfo& info = (*dataset)->info();
    return std::max(info.width, info.height) > 2 * kTile && info.overviews == 0;
}

OverviewResult build_overviews(const std::filesystem::path& raster, Progress& progress) {
    gdal::start();
    // Read-only: the overviews go to NAME.ovr beside the raster, which itself is not touched.
    gdal::Dataset dataset(GDALOpenEx(raster.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY, nullptr, nullptr, nullptr));
    if (!dataset) return failure(fmt::format("{}: not a raster GDAL can read", raster.string()));
    std::vector<int> factors;
    for (int factor = 2; std::max(dataset->GetRasterXSize(), dataset->GetRasterYSize()) / factor >= kTile / 2; factor *= 2) {
        factors.push_back(factor);
    }
    if (factors.empty()) return 0;
    const std::filesystem::path ovr = raster.string() + ".ovr";
    CPLSetThreadLocalConfigOption("COMPRESS_OVERVIEW", "DEFLATE");
    CPLErrorReset();
    const CPLErr built = dataset->BuildOverviews("AVERAGE", static_cast<int>(factors.size()), factors.data(), 0, nullptr,
                                                 gdal::progress_callback, &progress);
    CPLSetThreadLocalConfigOption("COMPRESS_OVERVIEW", nullptr);
    const std::string why = CPLGetLastErrorMsg();
    dataset.reset();
    if (progress.is_cancelled() || built != CE_None) {
        std::error_code ec;
        std::filesystem::remove(ovr, ec);
        if (progress.is_cancelled()) return cancellation(fmt::format("{}: cancelled, no overviews written", raster.string()));
        return failure(fmt::format("{}: overviews not built: {}", raster.string(), why.empty() ? "GDAL failed" : why));
    }
    return static_cast<int>(factors.size());
}

}  // namespace sandtable
