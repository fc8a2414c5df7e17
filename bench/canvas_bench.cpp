// The map canvas's drawing path: a 1920 x 1080 view of a 500 x 500 hex map painted through the
// tile cache, at hexes of 40, 12 and 4 px (centre to corner) and with the whole map fitted.
// Targets: a pan frame with warm caches < 8 ms, a redraw after an edit < 16 ms, a cold first
// paint < 100 ms, as median and 95th percentile. Each repetition times one
// frame, so the statistics over repetitions are those of single frames.
#include "bench/canvas_frames.hpp"
#include "io/render/render_hex_map.hpp"
#include "io/render/render_view.hpp"
#include "io/render/tile_cache.hpp"
#include "model/book.hpp"
#include "bench/large_book.hpp"

#include <benchmark/benchmark.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fmt/format.h>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace sandtable;
using sandtable::bench::LargeBookOptions;
using sandtable::bench::make_large_book;

constexpr int kColumns = 500;
constexpr int kRows = 500;
constexpr int kWidthPx = bench::kCanvasWidthPx;
constexpr int kHeightPx = bench::kCanvasHeightPx;
constexpr double kPanStepPx = 16.0;
// A pan goes this far from the map's north-west corner before the cache starts over, so that
// every sweep uncovers new tiles as a pan over a large map does, and stays on the map at hexes of
// 4 px, where the map is 3,000 px wide and 2,600 px high.
constexpr double kSweepPx = 1024.0;

Book& large_book() {
    static Book book = make_large_book(LargeBookOptions{.places_and_objectives = true});
    return book;
}

GameMap& large_map() { return large_book().maps.front(); }
const Scenario* large_scenario() { return &large_book().scenarios.front(); }

// A zoom level: hexes of hex_px on screen, centred on the middle of the map; or, at 0, the
// whole map fitted into the view as the canvas shows a book when it opens it.
struct Zoom {
    std::string name;
    double hex_px = 0.0;
};

RenderView view_at(const Zoom& zoom) {
    const HexMap& map = large_map().hex;
    if (zoom.hex_px <= 0.0) return fit_view(map, kWidthPx, kHeightPx, 16.0);
    RenderView view;
    view.scale = zoom.hex_px / map.grid.geometry.size;
    view.width_px = kWidthPx;
    view.height_px = kHeightPx;
    const MapPoint middle = hex_to_point(map.grid.geometry, offset_to_axial(map.grid.layout, {kColumns / 2, kRows / 2}));
    // Off whole pixels, as a view zoomed about the cursor is.
    view.top_left = {middle.x - (kWidthPx / 2.0 + 0.37) / view.scale, middle.y - (kHeightPx / 2.0 + 0.61) / view.scale};
    return view;
}

RenderView pan_start(const Zoom& zoom) {
    RenderView view = view_at(zoom);
    if (zoom.hex_px > 0.0) view.top_left = {0.37 / view.scale, 0.61 / view.scale};
    return view;
}

// The cache paints the background with the tiles, so the window needs no clearing first.
void draw(TileCache& cache, bench::CanvasTarget& target, const RenderView& view) {
    cache.draw(target.cr(), large_book(), large_map(), large_scenario(), view, RenderOptions{});
}

// What the canvas does without the cache: the whole view with render_hex_map.
void direct_paint(benchmark::State& state, const Zoom& zoom) {
    bench::CanvasTarget target;
    const RenderView view = view_at(zoom);
    for (auto _ : state) {
        render_hex_map(target.cleared(), large_book(), large_map(), large_scenario(), view, RenderOptions{});
    }
}

void cold_paint(benchmark::State& state, const Zoom& zoom) {
    bench::CanvasTarget target;
    TileCache cache(bench::on_canvas_background());
    const RenderView view = view_at(zoom);
    for (auto _ : state) draw(cache, target, view);
    bench::count_tiles(state, cache);
}

struct Pan {
    bench::CanvasTarget target;
    TileCache cache{bench::on_canvas_background()};
    RenderView view;
    double travelled_px = kSweepPx;
    double step_down_px = 0.0;  // with each step across
};

void pan_frame(benchmark::State& state, const Zoom& zoom, const std::shared_ptr<Pan>& pan) {
    pan->cache.reset_stats();
    for (auto _ : state) {
        if (pan->travelled_px >= kSweepPx) {
            state.PauseTiming();
            pan->cache.invalidate_all();
            pan->view = pan_start(zoom);
            draw(pan->cache, pan->target, pan->view);
            pan->cache.reset_stats();
            pan->travelled_px = 0.0;
            state.ResumeTiming();
        }
        pan->view.top_left.x += kPanStepPx / pan->view.scale;
        pan->view.top_left.y += pan->step_down_px / pan->view.scale;
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

// Changes the terrain of one hex in the view, a different one each time, as a brush stroke does.
HexCoord edit_a_hex(Edit& edit) {
    HexMap& map = large_map().hex;
    for (;;) {
        edit.seed = edit.seed * 1664525u + 1013904223u;
        const double x = (edit.seed >> 8) % kWidthPx;
        const double y = (edit.seed >> 20) % kHeightPx;
        const HexCoord hex = point_to_hex(map.grid.geometry, edit.view.to_map({x, y}));
        const auto index = map.index_of(hex);
        if (!index) continue;
        const auto woods = *map.terrain_index("woods");
        const auto town = *map.terrain_index("town");
        const TerrainMask town_mask = TerrainMask{1} << town;
        map.terrain.set(*index, map.terrain[*index] == town_mask ? TerrainMask{1} << woods : town_mask);
        return hex;
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
        const HexCoord changed[] = {edit_a_hex(*edit)};
        edit->cache.invalidate_hexes(large_map(), changed);
        draw(edit->cache, edit->target, edit->view);
    }
    bench::count_tiles(state, edit->cache);
}

// One frame per repetition: Google Benchmark's statistics over the repetitions are then those of
// single frames.
}  // namespace

int main(int argc, char** argv) {
    const std::vector<Zoom> zooms = {{"hex40px", 40.0}, {"hex12px", 12.0}, {"hex4px", 4.0}, {"whole_map", 0.0}};
    for (const Zoom& zoom : zooms) {
        bench::per_frame(benchmark::RegisterBenchmark(("direct_paint/" + zoom.name).c_str(), direct_paint, zoom), 10);
        bench::per_frame(benchmark::RegisterBenchmark(("cold_paint/" + zoom.name).c_str(), cold_paint, zoom), 20);
        const auto across = std::make_shared<Pan>();
        bench::per_frame(benchmark::RegisterBenchmark(("pan_frame/" + zoom.name).c_str(), pan_frame, zoom, across), 256);
        const auto diagonal = std::make_shared<Pan>();
        diagonal->step_down_px = kPanStepPx;
        bench::per_frame(benchmark::RegisterBenchmark(("pan_diagonal_frame/" + zoom.name).c_str(), pan_frame, zoom, diagonal), 256);
        const auto edit = std::make_shared<Edit>();
        bench::per_frame(benchmark::RegisterBenchmark(("edit_redraw/" + zoom.name).c_str(), edit_redraw, zoom, edit), 100);
    }
    (void)large_book();  // built before the first timing
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
