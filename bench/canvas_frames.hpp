#pragma once
// What the canvas benches share: a 1920 x 1080 window surface painted on the canvas's background,
// the tile counts each frame reports, and the registration that makes each repetition one frame
// (so that the statistics over repetitions are those of single frames).
#include "bench/percentile.hpp"
#include "io/render/colour.hpp"
#include "io/render/tile_cache.hpp"

#include <benchmark/benchmark.h>
#include <cairo.h>

#include <memory>

namespace sandtable::bench {

inline constexpr int kCanvasWidthPx = 1920;
inline constexpr int kCanvasHeightPx = 1080;
inline constexpr Colour kCanvasBackground{236 / 255.0, 232 / 255.0, 220 / 255.0, 1.0};

inline TileCacheSettings on_canvas_background() {
    TileCacheSettings settings;
    settings.background = kCanvasBackground;
    return settings;
}

class CanvasTarget {
public:
    CanvasTarget()
        : surface_(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, kCanvasWidthPx, kCanvasHeightPx), cairo_surface_destroy),
          cr_(cairo_create(surface_.get()), cairo_destroy) {}

    [[nodiscard]] cairo_t* cr() const { return cr_.get(); }
    // As the canvas starts each paint without the cache: its background over the whole window.
    cairo_t* cleared() {
        cairo_set_source_rgba(cr_.get(), kCanvasBackground.r, kCanvasBackground.g, kCanvasBackground.b, kCanvasBackground.a);
        cairo_paint(cr_.get());
        return cr_.get();
    }

private:
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface_;
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr_;
};

inline void count_tiles(benchmark::State& state, const TileCache& cache) {
    state.counters["rendered"] = static_cast<double>(cache.stats().tiles_rendered);
    state.counters["repaired"] = static_cast<double>(cache.stats().tiles_repaired);
    state.counters["kept"] = static_cast<double>(cache.stats().tiles_from_cache);
}

inline void per_frame(benchmark::internal::Benchmark* benchmark, int frames) {
    benchmark->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(frames)->ReportAggregatesOnly(true)->ComputeStatistics("p95", percentile_95);
}

}  // namespace sandtable::bench
