// The hex rules engines at work: what the editor's movement-range and line-of-sight overlays and
// `sandtable-cli path`/`los` ask of them, on the two ruleset samples and on the large book (a
// 500 x 500 gettysburg-125 map, 250,000 hexes, 2,000 units). The overlays set up the board from
// the scenario again after each edit, so setting it up is measured too.
#include "bench/large_book.hpp"
#include "io/native/book_file.hpp"
#include "model/board/movement_query.hpp"
#include "model/board/setup_board.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <stdexcept>
#include <string>

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

const fs::path kSamples = fs::path(SANDTABLE_BENCH_SOURCE_DIR) / "samples";

Book load(const fs::path& path) {
    LoadResult loaded = load_book(path);
    if (!loaded) throw std::runtime_error(loaded.error_text());
    return std::move(*loaded.book);
}

const Book& book_125() {
    static const Book book = load(kSamples / "gettysburg-125" / "gettysburg-125.sandtable");
    return book;
}

const Book& book_150() {
    static const Book book = load(kSamples / "gettysburg-150" / "gettysburg-150.sandtable");
    return book;
}

const Book& large_book() {
    static const Book book = bench::make_large_book({});
    return book;
}

Board setup(const Book& book, const std::string& scenario_id) {
    SetupBoard board = board_for_setup(book, *book.scenario(scenario_id));
    if (!board) throw std::runtime_error(board.error);
    return std::move(*board.board);
}

// The reachable hexes of every unit on the board, one after the other, as a designer moving the
// selection through the units sees them.
void reach_every_unit(benchmark::State& state, const Book& book, const std::string& scenario_id) {
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    const Board board = setup(book, scenario_id);
    std::size_t hexes = 0;
    std::size_t units = 0;
    for (auto _ : state) {
        hexes = 0;
        units = 0;
        for (const BoardUnit& unit : board.units()) {
            const Reachable reach = reachable_hexes(*engine, MoveRequest{&board, &unit, false, {}});
            hexes += reach.hexes.size();
            ++units;
        }
        benchmark::DoNotOptimize(hexes);
    }
    state.counters["units"] = static_cast<double>(units);
    state.counters["hexes_reached"] = static_cast<double>(hexes);
}

void BM_Reachable125Sample(benchmark::State& state) { reach_every_unit(state, book_125(), "third-day"); }
void BM_Reachable150Sample(benchmark::State& state) { reach_every_unit(state, book_150(), "july-3"); }

// One unit on the large map: the overlay's answer after a click.
void BM_ReachableLargeMap(benchmark::State& state) {
    const Book& book = large_book();
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    const Board board = setup(book, "all");
    const BoardUnit& unit = board.units()[board.units().size() / 2];
    std::size_t hexes = 0;
    for (auto _ : state) {
        const Reachable reach = reachable_hexes(*engine, MoveRequest{&board, &unit, false, {}});
        hexes = reach.hexes.size();
        benchmark::DoNotOptimize(hexes);
    }
    state.counters["hexes_reached"] = static_cast<double>(hexes);
}

// Setting up the large book's scenario as a board: 2,000 placements.
void BM_SetupBoardLargeMap(benchmark::State& state) {
    const Book& book = large_book();
    const Scenario& scenario = *book.scenario("all");
    for (auto _ : state) {
        SetupBoard board = board_for_setup(book, scenario);
        benchmark::DoNotOptimize(board);
    }
    state.counters["units"] = static_cast<double>(setup(book, "all").units().size());
}

// The cheapest path across the large map to a hex out of reach this turn: plan_path then searches
// at any cost, so this is the whole-map search `sandtable-cli path` does for a far target.
void BM_PlanPathAcrossLargeMap(benchmark::State& state) {
    const Book& book = large_book();
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    const Board board = setup(book, "all");
    const BoardUnit& unit = board.units()[0];
    const HexMap& map = board.map();
    const HexCoord far = map.coord_at(map.hex_count() - 1 - static_cast<std::size_t>(map.grid.columns) / 2);
    std::size_t steps = 0;
    for (auto _ : state) {
        const PlannedPath path = plan_path(*engine, MoveRequest{&board, &unit, false, {}}, far);
        steps = path.hexes.size();
        benchmark::DoNotOptimize(steps);
    }
    state.counters["path_hexes"] = static_cast<double>(steps);
}

// Line of sight from every hex of the Gettysburg 150 board to every hex within 3 (artillery range).
void BM_LineOfSight150Sample(benchmark::State& state) {
    const Book& book = book_150();
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    const Board board = setup(book, "july-3");
    const HexMap& map = board.map();
    std::size_t lines = 0;
    std::size_t seen = 0;
    for (auto _ : state) {
        lines = 0;
        seen = 0;
        for (std::size_t i = 0; i < map.hex_count(); ++i) {
            const HexCoord from = map.coord_at(i);
            for (std::size_t j = 0; j < map.hex_count(); ++j) {
                const HexCoord to = map.coord_at(j);
                const int d = distance(from, to);
                if (d < 2 || d > 3) continue;
                seen += engine->line_of_sight(board, from, to, nullptr).clear ? 1 : 0;
                ++lines;
            }
        }
        benchmark::DoNotOptimize(seen);
    }
    state.counters["lines"] = static_cast<double>(lines);
    state.counters["open"] = static_cast<double>(seen);
}

}  // namespace

BENCHMARK(BM_Reachable125Sample)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Reachable150Sample)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReachableLargeMap)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SetupBoardLargeMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlanPathAcrossLargeMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LineOfSight150Sample)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
