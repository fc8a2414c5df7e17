// Exporting the large book (bench/large_book.hpp: 250,000 hexes, 2,000 units) to a data pack and
// to a GeoPackage. Targets (issue "Data packs and interchange"): the pack's JSON, book to JSON
// files on disk with the manifest's hashing, at 100 MB/s or more (bytes_per_second below);
// BM_PackDocuments is the same without the disk, BM_PackSha256 the hashing alone. The GeoPackage
// within 1.2x of ogr2ogr writing the same features from GeoJSON: BM_Gpkg times our side in
// process; docs/performance.md has the whole-process comparison with ogr2ogr.
#include "bench/large_book.hpp"
#include "io/export/exporter.hpp"
#include "io/export/pack_exporter.hpp"
#include "io/pack/sha256.hpp"
#include "io/vector/map_vector_export.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

const Book& large_book() {
    static const Book book = bench::make_large_book(bench::LargeBookOptions{});
    return book;
}

ExportRequest request_to(const fs::path& output) {
    ExportRequest request;
    request.book = &large_book();
    request.output = output;
    request.renders = false;  // the target is for the JSON; renders are the renderer's benchmark
    return request;
}

std::int64_t bytes_of(const std::vector<FolderFile>& files) {
    std::int64_t bytes = 0;
    for (const FolderFile& file : files) bytes += static_cast<std::int64_t>(file.content.size());
    return bytes;
}

void BM_PackToDisk(benchmark::State& state) {
    const fs::path out = fs::temp_directory_path() / "sandtable-bench-pack";
    const ExportRequest request = request_to(out);
    NullProgress progress;
    std::int64_t bytes = 0;
    for (auto _ : state) {
        auto files = pack_files(request, progress, 1700000000);
        if (!files) state.SkipWithError(files.error().c_str());
        bytes = bytes_of(*files);
        auto written = write_whole_folder(out, *files, [](const fs::path&) { return Status{}; }, progress);
        if (!written) state.SkipWithError(written.error().c_str());
    }
    state.SetBytesProcessed(bytes * static_cast<std::int64_t>(state.iterations()));
    state.counters["pack_MB"] = static_cast<double>(bytes) / 1e6;
    fs::remove_all(out);
}
BENCHMARK(BM_PackToDisk)->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_PackDocuments(benchmark::State& state) {
    const ExportRequest request = request_to("unused");
    NullProgress progress;
    std::int64_t bytes = 0;
    for (auto _ : state) {
        auto files = pack_files(request, progress, 1700000000);
        bytes = bytes_of(*files);
        benchmark::DoNotOptimize(files);
    }
    state.SetBytesProcessed(bytes * static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_PackDocuments)->Unit(benchmark::kMillisecond)->Iterations(10);

void BM_PackSha256(benchmark::State& state) {
    const std::string data(64 * 1024 * 1024, 'x');
    for (auto _ : state) benchmark::DoNotOptimize(sha256_hex(data));
    state.SetBytesProcessed(static_cast<std::int64_t>(data.size()) * static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_PackSha256)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_Gpkg(benchmark::State& state) {
    const fs::path out = fs::temp_directory_path() / "sandtable-bench.gpkg";
    const ExportRequest request = request_to(out);
    NullProgress progress;
    for (auto _ : state) {
        auto written = write_map_vectors(request, "gpkg", progress);
        if (!written) state.SkipWithError(written.error().c_str());
    }
    state.counters["gpkg_MB"] = static_cast<double>(fs::file_size(out)) / 1e6;
    fs::remove(out);
}
BENCHMARK(BM_Gpkg)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

// No target: the Tiled map of the large book (terrain layers, 250,000 hex labels as text objects,
// 2,000 units) and its tileset, to disk.
void BM_Tmx(benchmark::State& state) {
    const fs::path out = fs::temp_directory_path() / "sandtable-bench-tmx";
    const ExportRequest request = request_to(out);
    NullProgress progress;
    std::int64_t bytes = 0;
    for (auto _ : state) {
        auto written = find_exporter("tmx")->write(request, progress);
        if (!written) state.SkipWithError(written.error().c_str());
        bytes = 0;
        for (const fs::path& file : *written) bytes += static_cast<std::int64_t>(fs::file_size(file));
    }
    state.SetBytesProcessed(bytes * static_cast<std::int64_t>(state.iterations()));
    state.counters["tmx_MB"] = static_cast<double>(bytes) / 1e6;
    fs::remove_all(out);
}
BENCHMARK(BM_Tmx)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

// No target: the print-and-play PDF of the large book's map (A4 sheets at 5/8 inch hexes) and its
// counter sheets.
void BM_Print(benchmark::State& state) {
    const fs::path out = fs::temp_directory_path() / "sandtable-bench-print.pdf";
    const ExportRequest request = request_to(out);
    NullProgress progress;
    for (auto _ : state) {
        auto written = find_exporter("print")->write(request, progress);
        if (!written) state.SkipWithError(written.error().c_str());
    }
    state.counters["pdf_MB"] = static_cast<double>(fs::file_size(out)) / 1e6;
    fs::remove(out);
}
BENCHMARK(BM_Print)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
