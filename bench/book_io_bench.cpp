// Loading and saving a large book: 500 x 500 hexes (250,000) with terrain and hexside features,
// and 2,000 units placed in a scenario. Targets (issue "Foundation"): load < 400 ms,
// save < 300 ms, heap growth while loading < 4x the file size.
#include "io/native/book_file.hpp"
#include "bench/large_book.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <fmt/format.h>
#include <malloc.h>

namespace {

using namespace sandtable;
using sandtable::bench::LargeBookOptions;
using sandtable::bench::make_large_book;
namespace fs = std::filesystem;

const Book& large_book() {
    static const Book book = make_large_book(LargeBookOptions{});
    return book;
}

fs::path book_file() {
    static const fs::path path = [] {
        fs::path p = fs::temp_directory_path() / "sandtable-bench-large.sandtable";
        if (auto saved = save_book(large_book(), p); !saved) throw std::runtime_error(saved.error());
        return p;
    }();
    return path;
}

void BM_LoadBook(benchmark::State& state) {
    const fs::path path = book_file();
    const double file_size = static_cast<double>(fs::file_size(path));
    double growth = 0;
    for (auto _ : state) {
        const auto before = mallinfo2();
        LoadResult loaded = load_book(path);
        // Bytes in use with the loaded book alive (the file text and XML DOM are freed by now);
        // the transient peak is measured with heaptrack, see docs/performance.md.
        const auto after = mallinfo2();
        if (!loaded) state.SkipWithError(loaded.error().c_str());
        growth = static_cast<double>(after.uordblks + after.hblkhd) - static_cast<double>(before.uordblks + before.hblkhd);
        benchmark::DoNotOptimize(loaded);
    }
    state.counters["file_MB"] = file_size / 1e6;
    state.counters["book_heap_x_file"] = growth / file_size;
}
BENCHMARK(BM_LoadBook)->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_SaveBook(benchmark::State& state) {
    const fs::path path = fs::temp_directory_path() / "sandtable-bench-save.sandtable";
    const Book& book = large_book();
    for (auto _ : state) {
        if (auto saved = save_book(book, path); !saved) state.SkipWithError(saved.error().c_str());
    }
    state.counters["file_MB"] = static_cast<double>(fs::file_size(path)) / 1e6;
}
BENCHMARK(BM_SaveBook)->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_SerializeBook(benchmark::State& state) {
    const Book& book = large_book();
    for (auto _ : state) benchmark::DoNotOptimize(serialize_book(book));
}
BENCHMARK(BM_SerializeBook)->Unit(benchmark::kMillisecond)->Iterations(10);

}  // namespace

BENCHMARK_MAIN();
