// The map canvas's drawing path on a free-form map: a 1920 x 1080 view of a tessellation of 20,000
// polygons of 32 vertices (bench/large_freeform_book.hpp) with 2,000 pieces, painted through the
// tile cache, at three zooms defined by how much of the map's width the view shows: the whole map,
// a quarter, a sixteenth. Targets: a pan frame with warm caches < 8 ms, a redraw after an edit
// < 16 ms, a cold first paint < 100 ms, as median and 95th percentile; each repetition is one frame.
#include "bench/large_freeform_book.hpp"
#include "bench/canvas_frames.hpp"
#include "io/render/map_bounds.hpp"
#include "io/render/render_map.hpp"
#include "io/render/render_view.hpp"
#include "io/render/tile_cache.hpp"
#include "model/freeform/polygon_ops.hpp"

#include <benchmark/benchmark.h>
#include <cairo.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace sandtable;

constexpr int kWidthPx = bench::kCanvasWidthPx;
constexpr int kHeightPx = bench::kCanvasHeightPx;
constexpr double kPanStepPx = 16.0;
constexpr double kSweepPx = 1024.0;
Book& large_book() {
    static Book book = bench::make_large_freeform_book({});
    return book;
}
GameMap& large_map() { return large_book().maps.front(); }
const Scenario* large_scenario() { return &large_book().scenarios.front(); }

struct Zoom {
    std::string name;
    double share_of_width = 1.0;  // of the map's width the view shows
};

RenderView view_at(const Zoom& zoom) {
    if (zoom.share_of_width >= 1.0) return fit_view(large_map(), kWidthPx, kHeightPx, 16.0);
    const MapRect& extent = large_map().freeform.extent;
    RenderView view;
    view.scale = kWidthPx / ((extent.max.x - extent.min.x) * zoom.share_of_width);
    view.width_px = kWidthPx;
    view.height_px = kHeightPx;
    const MapPoint middle{(extent.min.x + extent.max.x) / 2.0, (extent.min.y + extent.max.y) / 2.0};
    view.top_left = {middle.x - (kWidthPx / 2.0 + 0.37) / view.scale, middle.y - (kHeightPx / 2.0 + 0.61) / view.scale};
    return view;
}

void draw(TileCache& cache, bench::CanvasTarget& target, const RenderView& view) {
    cache.draw(target.cr(), large_book(), large_map(), large_scenario(), view, RenderOptions{});
}

void direct_paint(benchmark::State& state, const Zoom& zoom) {
    bench::CanvasTarget target;
    const RenderView view = view_at(zoom);
    for (auto _ : state) render_map(target.cleared(), large_book(), large_map(), large_scenario(), view, RenderOptions{});
}

void cold_paint(benchmark::State& state, const Zoom& zoom) {
    bench::CanvasTarget target;
    TileCache cache(bench::on_canvas_background());
    const RenderView view = view_at(zoom);
    for (auto _ : state) {
        state.PauseTiming();
        cache.invalidate_all();
        state.ResumeTiming();
        draw(cache, target, view);
    }
    bench::count_tiles(state, cache);
}

struct Pan {
    bench::CanvasTarget target;
    TileCache cache{bench::on_canvas_background()};
    RenderView view;
    double travelled_px = kSweepPx;
};

void pan_frame(benchmark::State& state, const Zoom& zoom, const std::shared_ptr<Pan>& pan) {
    pan->cache.reset_stats();
    for (auto _ : state) {
        if (pan->travelled_px >= kSweepPx) {
            state.PauseTiming();
            pan->cache.invalidate_all();
            pan->view = view_at(zoom);
            draw(pan->cache, pan->target, pan->view);
            pan->cache.reset_stats();
            pan->travelled_px = 0.0;
            state.ResumeTiming();
        }
        pan->view.top_left.x += kPanStepPx / pan->view.scale;
        pan->travelled_px += kPanStepPx;
        draw(pan->cache, pan->target, pan->view);
    }
    bench::count_tiles(state, pan->cache);
}

struct Edit {
    bench::CanvasTarget target;
    TileCache cache{bench::on_canvas_background()};
    RenderView view;
    bool warm = false;
    std::uint32_t seed = 12345;
};

// Changes the terrain of one polygon in the view, a different one each time, and marks its
// rectangle for drawing again, as the canvas does after an edit.
void edit_a_polygon(Edit& edit) {
    FreeformMap& map = large_map().freeform;
    const int columns = static_cast<int>(map.extent.max.x / bench::kFreeformCellMetres);
    for (;;) {
        edit.seed = edit.seed * 1664525u + 1013904223u;
        const MapPoint at = edit.view.to_map({static_cast<double>((edit.seed >> 8) % kWidthPx), static_cast<double>((edit.seed >> 20) % kHeightPx)});
        const int i = static_cast<int>(at.x / bench::kFreeformCellMetres);
        const int j = static_cast<int>(at.y / bench::kFreeformCellMetres);
        if (i < 0 || j < 0 || i >= columns || static_cast<std::size_t>(j * columns + i) >= map.areas.size()) continue;
        TerrainArea& area = map.areas[static_cast<std::size_t>(j * columns + i)];
        area.terrain = area.terrain == "woods" ? "marsh" : "woods";
        edit.cache.invalidate_map_rect(bounds_of(area.shape), 96.0);
        return;
    }
}

void edit_redraw(benchmark::State& state, const Zoom& zoom, const std::shared_ptr<Edit>& edit) {
    for (auto _ : state) {
        if (!edit->warm) {
            state.PauseTiming();
            edit->view = view_at(zoom);
            draw(edit->cache, edit->target, edit->view);
            edit->warm = true;
            state.ResumeTiming();
        }
        edit->cache.reset_stats();
        edit_a_polygon(*edit);
        draw(edit->cache, edit->target, edit->view);
    }
    bench::count_tiles(state, edit->cache);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<Zoom> zooms = {{"whole_map", 1.0}, {"quarter_width", 0.25}, {"sixteenth_width", 1.0 / 16.0}};
    for (const Zoom& zoom : zooms) {
        bench::per_frame(benchmark::RegisterBenchmark(("direct_paint/" + zoom.name).c_str(), direct_paint, zoom), 5);
        bench::per_frame(benchmark::RegisterBenchmark(("cold_paint/" + zoom.name).c_str(), cold_paint, zoom), 10);
        bench::per_frame(benchmark::RegisterBenchmark(("pan_frame/" + zoom.name).c_str(), pan_frame, zoom, std::make_shared<Pan>()), 128);
        bench::per_frame(benchmark::RegisterBenchmark(("edit_redraw/" + zoom.name).c_str(), edit_redraw, zoom, std::make_shared<Edit>()), 64);
    }
    (void)large_book();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
