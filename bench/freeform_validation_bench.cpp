// `validate_book` on large pub-battles books (bench/large_freeform_book.hpp): tessellations of
// 5,000, 10,000 and 20,000 polygons of 32 vertices (neighbours touching, a third woods) with a
// piece for every ten polygons, and in the same run Boost.Geometry's is_valid alone over the same
// polygons. Issue target: the whole validation within 3x of that is_valid pass, growing no faster
// than n log n.
#include "bench/large_freeform_book.hpp"
#include "model/freeform/geometry_adapt.hpp"
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

}  // namespace

BENCHMARK(BM_ValidateFreeformBook)->Arg(5000)->Arg(10000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_IsValidAlone)->Arg(5000)->Arg(10000)->Arg(20000)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
