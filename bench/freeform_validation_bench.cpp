// `validate_book` on large pub-battles books (bench/large_freeform_book.hpp): tessellations of
// 5,000, 10,000 and 20,000 polygons of 32 vertices (neighbours touching, a third woods) with a
// piece for every ten polygons, and in the same run Boost.Geometry's is_valid alone over the same
// polygons. Each run works out the areas' validity afresh (the polygon and overlap checks share it
// within a run, and it is kept for an unchanged map; see validators/pub_battles/area_validity.hpp). Issue target: the whole validation within 3x of that is_valid pass, growing no faster
// than n log n.
#include "bench/large_freeform_book.hpp"
#include "model/freeform/geometry_adapt.hpp"
#include "model/freeform/polygon_ops.hpp"
#include "validators/pub_battles/area_validity.hpp"
#include "validators/check.hpp"
#include "validators/registry.hpp"
#include "validators/revalidation.hpp"
#include "validators/validate_book.hpp"

#include <benchmark/benchmark.h>

#include <map>

namespace {

using namespace sandtable;

// Columns and rows of cells for n polygons: twice as wide as high.
bench::LargeFreeformOptions options_for(int polygons) {
    bench::LargeFreeformOptions options;
    options.rows = polygons >= 20000 ? 100 : polygons >= 10000 ? 70 : 50;
    options.columns = polygons / options.rows;
    options.pieces = polygons / 10;
    return options;
}

const Book& book_with(int polygons) {
    static std::map<int, Book> books;
    auto found = books.find(polygons);
    if (found == books.end()) found = books.emplace(polygons, bench::make_large_freeform_book(options_for(polygons))).first;
    return found->second;
}

void BM_ValidateFreeformBook(benchmark::State& state) {
    const Book& book = book_with(static_cast<int>(state.range(0)));
    std::size_t diagnostics = 0;
    for (auto _ : state) {
        // Cold: the areas' validity is worked out again, as after an edit.
        pub_battles::forget_area_problems();
        const ValidationReport report = validate_book(book);
        diagnostics = report.diagnostics.items.size();
        benchmark::DoNotOptimize(diagnostics);
    }
    state.counters["polygons"] = static_cast<double>(book.maps.front().freeform.areas.size());
    state.counters["diagnostics"] = static_cast<double>(diagnostics);
}

void BM_IsValidAlone(benchmark::State& state) {
    const Book& book = book_with(static_cast<int>(state.range(0)));
    std::size_t valid = 0;
    for (auto _ : state) {
        valid = 0;
        for (const TerrainArea& area : book.maps.front().freeform.areas) valid += boost::geometry::is_valid(area.shape) ? 1 : 0;
        benchmark::DoNotOptimize(valid);
    }
    state.counters["polygons"] = static_cast<double>(book.maps.front().freeform.areas.size());
    state.counters["valid"] = static_cast<double>(valid);
}

// The editor's check after a one-polygon edit: one vertex of an area in the middle of the map
// nudged (and back, by turns), then `revalidate` with the report from before. Issue target: under
// 20 ms at 20,000 polygons.
void BM_RevalidateAfterOnePolygonEdit(benchmark::State& state) {
    Book book = book_with(static_cast<int>(state.range(0)));
    ValidationReport report = validate_book(book);
    std::vector<TerrainArea>& areas = book.maps.front().freeform.areas;
    TerrainArea& edited = areas[areas.size() / 2];
    const MapRect where = bounds_of(edited.shape);
    const std::string map_id = book.maps.front().id;
    double nudge = 0.5;
    std::size_t rerun = 0;
    for (auto _ : state) {
        // Towards the polygon's centre, so that it stays valid and apart from its neighbours.
        MapPoint& vertex = edited.shape.front().outer[1];
        const MapPoint centre{(where.min.x + where.max.x) / 2.0, (where.min.y + where.max.y) / 2.0};
        vertex.x += (centre.x - vertex.x) * 0.01 * nudge;
        nudge = -nudge;
        Revalidation again = revalidate(book, report, ChangeSet().map_area(map_id, where));
        rerun += again.whole ? 0 : 1;
        report = std::move(again.report);
        benchmark::DoNotOptimize(report);
    }
    state.counters["polygons"] = static_cast<double>(areas.size());
    state.counters["in_part"] = static_cast<double>(rerun) / static_cast<double>(state.iterations());
    state.counters["diagnostics"] = static_cast<double>(report.diagnostics.items.size());
}

// Each check of the ruleset alone at 20,000 polygons (the argument is its place in the registry):
// where the whole validation's time goes.
void BM_CheckAlone(benchmark::State& state) {
    const Book& book = book_with(20000);
    const auto checks = checks_for(book.ruleset);
    const Check& check = *checks.at(static_cast<std::size_t>(state.range(0)));
    ValidationOptions options;
    options.only = [&](const Check& candidate) { return &candidate == &check; };
    for (auto _ : state) {
        pub_battles::forget_area_problems();
        const ValidationReport report = validate_book(book, options);
        benchmark::DoNotOptimize(report);
    }
    state.SetLabel(check.code);
}

}  // namespace

BENCHMARK(BM_CheckAlone)->DenseRange(0, static_cast<int>(sandtable::checks_for("pub-battles").size()) - 1)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_RevalidateAfterOnePolygonEdit)->Arg(5000)->Arg(10000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ValidateFreeformBook)->Arg(5000)->Arg(10000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_IsValidAlone)->Arg(5000)->Arg(10000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
