// `validate_book` on large books: a gettysburg-125 book of 1,000 x 1,000 hexes with 2,000 and
// with 8,000 units placed in one scenario (bench/large_book.hpp), as `sandtable-cli validate` and
// the editor's check pane run it. Time should grow with the units and hexes, not their square.
#include "bench/large_book.hpp"
#include "validators/validate_book.hpp"

#include <benchmark/benchmark.h>

#include <map>

namespace {

using namespace sandtable;

const Book& book_with(int units) {
    static std::map<int, Book> books;
    auto found = books.find(units);
    if (found == books.end()) {
        bench::LargeBookOptions options;
        options.columns = 1000;
        options.rows = 1000;
        options.units = units;
        found = books.emplace(units, bench::make_large_book(options)).first;
    }
    return found->second;
}

void BM_ValidateBook(benchmark::State& state) {
    const Book& book = book_with(static_cast<int>(state.range(0)));
    std::size_t diagnostics = 0;
    for (auto _ : state) {
        const ValidationReport report = validate_book(book);
        diagnostics = report.diagnostics.items.size();
        benchmark::DoNotOptimize(diagnostics);
    }
    state.counters["diagnostics"] = static_cast<double>(diagnostics);
}

}  // namespace

BENCHMARK(BM_ValidateBook)->Arg(2000)->Arg(8000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
