// The raster tile layer over a 20000 x 15000 JPEG-compressed, tiled GeoTIFF of varied content,
// as the editor's canvas drives it: a 1920 x 1080 view of the whole image (cold, with and without
// overviews), a 1:1 window (cold), and 64-pixel pans at 1:1 (warm).
// The image is generated once into $SANDTABLE_BENCH_DIR (default /tmp) and kept between runs.
#include "bench/percentile.hpp"
#include "io/gdal/dataset.hpp"
#include "io/gdal/setup.hpp"
#include "io/imagery/raster_tile_layer.hpp"

#include <benchmark/benchmark.h>
#include <cairo.h>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <gdal_priv.h>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using namespace sandtable;

constexpr int kWidth = 20000;
constexpr int kHeight = 15000;
constexpr int kViewWidth = 1920;
constexpr int kViewHeight = 1080;

fs::path bench_dir() {
    const char* dir = std::getenv("SANDTABLE_BENCH_DIR");
    return dir != nullptr ? fs::path(dir) : fs::path("/tmp");
}

// Fields, woods and roads of a sort: smooth colour gradients with noise and straight features,
// so that JPEG has real work to do and no two tiles look alike.
void fill_rows(std::vector<unsigned char>& rgb, int first_row, int rows) {
    unsigned state = 12345u + static_cast<unsigned>(first_row);
    for (int y = 0; y < rows; ++y) {
        const int row = first_row + y;
        for (int x = 0; x < kWidth; ++x) {
            state = state * 1664525u + 1013904223u;
            const int noise = static_cast<int>(state >> 27);
            const double field = std::sin(x * 0.0021) * std::cos(row * 0.0017) + std::sin((x + row) * 0.0007);
            const bool road = (x + 3 * row) % 2900 < 9 || (2 * x - row + 40000) % 4100 < 7;
            unsigned char* p = &rgb[(static_cast<std::size_t>(y) * kWidth + x) * 3];
            p[0] = static_cast<unsigned char>(road ? 150 : std::clamp(110 + int(60 * field) + noise, 0, 255));
            p[1] = static_cast<unsigned char>(road ? 120 : std::clamp(140 + int(50 * std::sin(field * 3.0)) + noise, 0, 255));
            p[2] = static_cast<unsigned char>(road ? 90 : std::clamp(70 + int(30 * field) + noise, 0, 255));
        }
    }
}

fs::path generated_image(bool overviews) {
    gdal::start();
    const fs::path plain = bench_dir() / "sandtable-bench-20000x15000.tif";
    const fs::path with_overviews = bench_dir() / "sandtable-bench-20000x15000-ovr.tif";
    if (!fs::exists(plain)) {
        GDALDriver* driver = GetGDALDriverManager()->GetDriverByName("GTiff");
        const char* options[] = {"TILED=YES", "BLOCKXSIZE=256", "BLOCKYSIZE=256", "COMPRESS=JPEG", "PHOTOMETRIC=YCBCR",
                                 "JPEG_QUALITY=80", "BIGTIFF=IF_SAFER", nullptr};
        const fs::path partial = plain.string() + ".partial";
        gdal::Dataset out(driver->Create(partial.c_str(), kWidth, kHeight, 3, GDT_Byte, const_cast<char**>(options)));
        const double gt[6] = {300000.0, 0.5, 0.0, 4410000.0, 0.0, -0.5};
        out->SetGeoTransform(const_cast<double*>(gt));
        std::vector<unsigned char> rgb(static_cast<std::size_t>(kWidth) * 256 * 3);
        for (int row = 0; row < kHeight; row += 256) {
            const int rows = std::min(256, kHeight - row);
            fill_rows(rgb, row, rows);
            int bands[3] = {1, 2, 3};
            if (out->RasterIO(GF_Write, 0, row, kWidth, rows, rgb.data(), kWidth, rows, GDT_Byte, 3, bands, 3, kWidth * 3, 1, nullptr) != CE_None) {
                std::abort();
            }
        }
        out.reset();
        fs::rename(partial, plain);
    }
    if (overviews && !fs::exists(with_overviews)) {
        const fs::path partial = with_overviews.string() + ".partial";
        fs::copy_file(plain, partial, fs::copy_options::overwrite_existing);
        gdal::Dataset ds(GDALOpen(partial.c_str(), GA_Update));
        int levels[] = {2, 4, 8, 16, 32, 64};
        CPLSetConfigOption("COMPRESS_OVERVIEW", "JPEG");
        CPLSetConfigOption("PHOTOMETRIC_OVERVIEW", "YCBCR");
        ds->BuildOverviews("AVERAGE", 6, levels, 0, nullptr, nullptr, nullptr);
        ds.reset();
        fs::rename(partial, with_overviews);
    }
    return overviews ? with_overviews : plain;
}

struct Surface {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kViewWidth, kViewHeight);
    cairo_t* cr = cairo_create(surface);
    ~Surface() {
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
};

std::shared_ptr<RasterDataset> open_generated(bool overviews) {
    auto raster = RasterDataset::open(generated_image(overviews));
    if (!raster) throw std::runtime_error(raster.error());
    return std::move(raster).value();
}

RenderView whole_view() {
    const double scale = std::min(double(kViewWidth) / kWidth, double(kViewHeight) / kHeight);
    return {scale, {0.0, 0.0}, kViewWidth, kViewHeight};
}

// Opens the file afresh each time, so that neither the layer nor GDAL's block cache holds a tile.
void cold_view(benchmark::State& state, bool overviews, RenderView view) {
    Surface target;
    RasterTileStats stats;
    for (auto _ : state) {
        RasterTileLayer layer(open_generated(overviews), GeoTransform{});
        stats = layer.draw(target.cr, view);
        cairo_surface_flush(target.surface);
    }
    state.counters["tiles_read"] = static_cast<double>(stats.read);
    state.counters["level"] = stats.level;
}

void BM_first_whole_view_with_overviews(benchmark::State& state) { cold_view(state, true, whole_view()); }
void BM_first_whole_view_without_overviews(benchmark::State& state) { cold_view(state, false, whole_view()); }
void BM_first_one_to_one_window(benchmark::State& state) {
    cold_view(state, true, RenderView{1.0, {9000.0, 7000.0}, kViewWidth, kViewHeight});
}

// The image with overviews in a layer, drawn once at 1:1 so that its tiles are kept.
struct WarmLayer {
    std::shared_ptr<RasterDataset> raster;
    RasterTileLayer layer;
    Surface target;
    RenderView view{1.0, {9000.0, 7000.0}, kViewWidth, kViewHeight};
    WarmLayer() : raster(open_generated(true)), layer(raster, GeoTransform{}) { layer.draw(target.cr, view); }
};

void BM_pan_64px_at_one_to_one(benchmark::State& state) {
    WarmLayer warm;
    RasterTileLayer& layer = warm.layer;
    Surface& target = warm.target;
    RenderView& view = warm.view;
    // Back and forth over the same 64 px steps, so that every frame is drawn from kept tiles,
    // as when a designer drags the map about.
    int step = 0;
    std::size_t read = 0;
    for (auto _ : state) {
        view.top_left.x = 9000.0 + 64.0 * (step % 8 < 4 ? step % 4 : 4 - step % 4);
        ++step;
        read += layer.draw(target.cr, view).read;
        cairo_surface_flush(target.surface);
    }
    state.counters["tiles_read"] = static_cast<double>(read);
}

// What a scrolling view draws after a pan: the old pixels move, and only the 64 px strip the pan
// uncovers is drawn from the layer.
void BM_pan_64px_uncovered_strip(benchmark::State& state) {
    WarmLayer warm;
    RasterTileLayer& layer = warm.layer;
    Surface& target = warm.target;
    RenderView& view = warm.view;
    int step = 0;
    for (auto _ : state) {
        const bool right = step % 8 < 4;
        view.top_left.x += right ? 64.0 : -64.0;
        ++step;
        cairo_save(target.cr);
        cairo_rectangle(target.cr, right ? kViewWidth - 64 : 0, 0, 64, kViewHeight);
        cairo_clip(target.cr);
        layer.draw(target.cr, view);
        cairo_restore(target.cr);
        cairo_surface_flush(target.surface);
    }
}

}  // namespace

BENCHMARK(BM_pan_64px_uncovered_strip)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(200)->ComputeStatistics("p95", sandtable::bench::percentile_95);
BENCHMARK(BM_first_whole_view_with_overviews)->MeasureProcessCPUTime()->UseRealTime()->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(10)->ReportAggregatesOnly(false);
BENCHMARK(BM_first_whole_view_without_overviews)->MeasureProcessCPUTime()->UseRealTime()->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);
BENCHMARK(BM_first_one_to_one_window)->MeasureProcessCPUTime()->UseRealTime()->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(10);
BENCHMARK(BM_pan_64px_at_one_to_one)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(200)->ComputeStatistics("p95", sandtable::bench::percentile_95);

BENCHMARK_MAIN();
