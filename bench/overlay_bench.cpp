// A pointer move over the map with the line-of-sight overlay shown, as the editor's canvas makes
// it: the overlay asks its kept scenario board (model/board/scenario_board_cache) for the line of
// sight from the selected unit to the hex under the pointer. On the large book (a 500 x 500
// gettysburg-125 map, 250,000 hexes, 2,000 units), and on the Gettysburg 150 sample. Target: a
// pointer move under 2 ms. The same move with the board set up afresh each time is what every
// pointer move cost before the board was kept.
#include "bench/large_book.hpp"
#include "io/native/book_file.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/board/scenario_board_cache.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

const Book& large_book() {
    static const Book book = bench::make_large_book({});
    return book;
}

const Book& book_150() {
    static const Book book = [] {
        LoadResult loaded = load_book(fs::path(SANDTABLE_BENCH_SOURCE_DIR) / "samples" / "gettysburg-150" / "gettysburg-150.sandtable");
        if (!loaded) throw std::runtime_error(loaded.error());
        return std::move(loaded->book);
    }();
    return book;
}

// The hexes the pointer passes over: a sweep out from the unit to `reach` hexes away and back, on the map.
std::vector<HexCoord> pointer_path(const HexMap& map, HexCoord from, int reach) {
    std::vector<HexCoord> hexes;
    for (int step = 1; step <= reach; ++step) hexes.push_back(HexCoord{from.q + step, from.r});
    for (int step = 1; step <= reach; ++step) hexes.push_back(HexCoord{from.q + reach, from.r + step});
    for (int step = reach; step >= 1; --step) hexes.push_back(HexCoord{from.q + step, from.r + reach - step});
    std::erase_if(hexes, [&](HexCoord hex) { return !map.contains(hex); });
    return hexes;
}

void pointer_moves(benchmark::State& state, const Book& book, const std::string& scenario_id, bool keep_board) {
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    ScenarioBoardCache boards;
    const ScenarioBoardResult& first = boards.board(book, scenario_id);
    if (!first) throw std::runtime_error(first.error());
    const BoardUnit& unit = first->board().units()[first->board().units().size() / 2];
    const std::string unit_id = unit.id();
    const HexCoord from = unit.hex;
    const std::vector<HexCoord> path = pointer_path(first->board().map(), from, 12);
    std::size_t next = 0;
    std::size_t clear = 0;
    for (auto _ : state) {
        if (!keep_board) boards.forget();
        const ScenarioBoardResult& setup = boards.board(book, scenario_id);
        const HexCoord target = path[next++ % path.size()];
        clear += engine->line_of_sight(setup->board(), from, target, setup->board().unit(unit_id)).clear ? 1 : 0;
        benchmark::DoNotOptimize(clear);
    }
    state.counters["boards_set_up"] = static_cast<double>(boards.set_ups());
}

void BM_PointerMoveLargeMap(benchmark::State& state) { pointer_moves(state, large_book(), "all", true); }
void BM_PointerMoveLargeMapBoardSetUpEachMove(benchmark::State& state) { pointer_moves(state, large_book(), "all", false); }
void BM_PointerMove150Sample(benchmark::State& state) { pointer_moves(state, book_150(), "july-3", true); }

}  // namespace

BENCHMARK(BM_PointerMoveLargeMap)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PointerMoveLargeMapBoardSetUpEachMove)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PointerMove150Sample)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
