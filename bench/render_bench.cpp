// Rendering the large book (500 x 500 hexes, bench/large_book.hpp) to files: the whole map at
// 1920 px wide to PNG, the way `sandtable-cli render --width 1920` does (the target compares that
// command with Tiled's tmxrasterizer, see bench/render_comparison/), and where the time goes
// (drawing alone, PNG encoding alone). Peak memory of a 16384 px GeoTIFF is measured on the whole
// process; docs/performance.md has both.
#include "bench/large_book.hpp"
#include "io/render/cairo_drawing.hpp"
#include "io/render/map_palette.hpp"
#include "io/render/png_strip_writer.hpp"
#include "io/render/render_hex_map.hpp"
#include "io/render/render_to_file.hpp"

#include <benchmark/benchmark.h>
#include <cairo.h>

#include <filesystem>
#include <memory>

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

constexpr int kWidth = 1920;

const Book& large_book() {
    static const Book book = bench::make_large_book(bench::LargeBookOptions{});
    return book;
}

void BM_RenderLargeMapPng(benchmark::State& state) {
    const fs::path out = fs::temp_directory_path() / "sandtable-bench-render.png";
    for (auto _ : state) {
        const RenderResult result = render_to_file(large_book(), "", nullptr, out, kWidth, 0, {});
        if (!result) state.SkipWithError(result.error().c_str());
    }
    state.counters["file_MB"] = static_cast<double>(fs::file_size(out)) / 1e6;
}
BENCHMARK(BM_RenderLargeMapPng)->Unit(benchmark::kMillisecond)->MinTime(2.0);

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

// The same picture drawn into memory, without a file.
SurfacePtr drawn_large_map(int& height) {
    const GameMap& map = large_book().maps.front();
    const RenderView whole = fit_view(map.hex, kWidth, kWidth, kRenderMarginPx);
    height = kWidth;
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kWidth, height), cairo_surface_destroy);
    cairo_t* cr = cairo_create(surface.get());
    set_source(cr, palette::kBackground);
    cairo_paint(cr);
    render_hex_map(cr, large_book(), map, nullptr, whole, {});
    cairo_destroy(cr);
    return surface;
}

void BM_DrawLargeMap(benchmark::State& state) {
    for (auto _ : state) {
        int height = 0;
        SurfacePtr surface = drawn_large_map(height);
        benchmark::DoNotOptimize(surface.get());
    }
}
BENCHMARK(BM_DrawLargeMap)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_EncodeLargeMapPng(benchmark::State& state) {
    int height = 0;
    const SurfacePtr surface = drawn_large_map(height);
    const fs::path out = fs::temp_directory_path() / "sandtable-bench-encode.png";
    for (auto _ : state) {
        auto writer = open_png_strip_writer(out, kWidth, height);
        if (!writer || !(*writer)->write_strip(surface.get()) || !(*writer)->finish()) state.SkipWithError("encoding failed");
    }
    state.counters["file_MB"] = static_cast<double>(fs::file_size(out)) / 1e6;
}
BENCHMARK(BM_EncodeLargeMapPng)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_EncodeLargeMapCairoPng(benchmark::State& state) {
    int height = 0;
    const SurfacePtr surface = drawn_large_map(height);
    const fs::path out = fs::temp_directory_path() / "sandtable-bench-encode-cairo.png";
    for (auto _ : state) {
        if (cairo_surface_write_to_png(surface.get(), out.c_str()) != CAIRO_STATUS_SUCCESS) state.SkipWithError("encoding failed");
    }
    state.counters["file_MB"] = static_cast<double>(fs::file_size(out)) / 1e6;
}
BENCHMARK(BM_EncodeLargeMapCairoPng)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace

BENCHMARK_MAIN();
