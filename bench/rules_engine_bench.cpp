// The hex rules engines at work: what the editor's movement-range and line-of-sight overlays and
// `sandtable-cli path`/`los` ask of them, on the two ruleset samples and on the large book (a
// 500 x 500 gettysburg-125 map, 250,000 hexes, 2,000 units). The overlays set up the board from
// the scenario again after each edit, so setting it up is measured too. The whole-map path is
// measured beside a plain Dijkstra over the same hexes with the same step costs, the yardstick
// the engine's search is held to.
#include "bench/large_book.hpp"
#include "io/native/book_file.hpp"
#include "model/board/movement_query.hpp"
#include "model/board/setup_board.hpp"
#include "model/hex/hex_coord.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/board/hexside_index.hpp"
#include "model/rulesets/ruleset_registry.hpp"

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <limits>
#include <queue>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

const fs::path kSamples = fs::path(SANDTABLE_BENCH_SOURCE_DIR) / "samples";

Book load(const fs::path& path) {
    LoadResult loaded = load_book(path);
    if (!loaded) throw std::runtime_error(loaded.error());
    return std::move(loaded->book);
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
    auto board = board_for_setup(book, *book.scenario(scenario_id));
    if (!board) throw std::runtime_error(board.error());
    return std::move(board->board);
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
        auto board = board_for_setup(book, scenario);
        benchmark::DoNotOptimize(board);
    }
    state.counters["units"] = static_cast<double>(setup(book, "all").units().size());
}

// The whole-map path question: the first unit of the large book to a hex near the far corner.
struct AcrossLargeMap {
    const Book& book = large_book();
    const HexRulesEngine* engine = rules_engines(book.ruleset).hex;
    const Board board = setup(book, "all");
    const BoardUnit& unit = board.units()[0];
    const HexMap& map = board.map();
    const HexCoord far = map.coord_at(map.hex_count() - 1 - static_cast<std::size_t>(map.grid.columns) / 2);
};

const AcrossLargeMap& across_large_map() {
    static const AcrossLargeMap across;
    return across;
}

// The hexside and road table a board builds for the first search on it (by hex and direction).
void BM_HexsideIndexLargeMap(benchmark::State& state) {
    const HexMap& map = large_book().maps.front().hex;
    for (auto _ : state) {
        const HexsideIndex index(map);
        benchmark::DoNotOptimize(&index);
    }
}

// The cheapest path across the large map to a hex out of reach this turn: plan_path then searches
// at any cost, so this is the whole-map search `sandtable-cli path` does for a far target.
void BM_PlanPathAcrossLargeMap(benchmark::State& state) {
    const AcrossLargeMap& across = across_large_map();
    std::size_t steps = 0;
    double total = 0;
    for (auto _ : state) {
        const PlannedPath path = plan_path(*across.engine, MoveRequest{&across.board, &across.unit, false, {}}, across.far);
        steps = path.hexes.size();
        total = path.cost.total;
        benchmark::DoNotOptimize(steps);
    }
    state.counters["path_hexes"] = static_cast<double>(steps);
    state.counters["mf"] = total;
}

// The yardstick: the same hexes as a graph, each hex's six step costs and whether a unit has to
// stop there asked of the engine once beforehand, searched by a plain Dijkstra with a binary heap.
struct StepCostGraph {
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    std::vector<std::array<std::uint32_t, 6>> next;  // by hex index and direction; kNone off the map or refused
    std::vector<std::array<double, 6>> cost;
    std::vector<bool> stop;
    std::uint32_t start = 0;
    std::uint32_t target = 0;
};

const StepCostGraph& step_cost_graph() {
    static const StepCostGraph graph = [] {
        const AcrossLargeMap& across = across_large_map();
        const auto modes = across.engine->move_modes(MoveRequest{&across.board, &across.unit, false, {}});
        const StepRules& rules = *modes.front().steps;
        const HexMap& map = across.map;
        StepCostGraph result;
        result.next.resize(map.hex_count());
        result.cost.resize(map.hex_count());
        result.stop.resize(map.hex_count());
        for (std::size_t i = 0; i < map.hex_count(); ++i) {
            const HexCoord hex = map.coord_at(i);
            result.stop[i] = rules.must_stop(hex).has_value();
            for (int d = 0; d < kHexDirections; ++d) {
                result.next[i][d] = StepCostGraph::kNone;
                const HexCoord to = neighbour(hex, d);
                const auto index = map.index_of(to);
                if (!index) continue;
                const StepCost step = rules.step(hex, to);
                if (!step.allowed) continue;
                result.next[i][d] = static_cast<std::uint32_t>(*index);
                result.cost[i][d] = step.cost;
            }
        }
        result.start = static_cast<std::uint32_t>(*map.index_of(across.unit.hex));
        result.target = static_cast<std::uint32_t>(*map.index_of(across.far));
        return result;
    }();
    return graph;
}

void BM_PlainDijkstraAcrossLargeMap(benchmark::State& state) {
    const StepCostGraph& graph = step_cost_graph();
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    std::size_t steps = 0;
    double total = 0;
    for (auto _ : state) {
        std::vector<double> best(graph.next.size(), kInfinity);
        std::vector<std::uint32_t> previous(graph.next.size(), StepCostGraph::kNone);
        using Entry = std::pair<double, std::uint32_t>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
        best[graph.start] = 0;
        open.emplace(0.0, graph.start);
        while (!open.empty()) {
            const auto [cost, hex] = open.top();
            open.pop();
            if (cost > best[hex]) continue;
            if (hex == graph.target) break;
            if (hex != graph.start && graph.stop[hex]) continue;
            for (int d = 0; d < kHexDirections; ++d) {
                const std::uint32_t next = graph.next[hex][d];
                if (next == StepCostGraph::kNone) continue;
                const double arrival = cost + graph.cost[hex][d];
                if (arrival >= best[next]) continue;
                best[next] = arrival;
                previous[next] = hex;
                open.emplace(arrival, next);
            }
        }
        steps = 1;
        for (std::uint32_t hex = graph.target; hex != graph.start && hex != StepCostGraph::kNone; hex = previous[hex]) ++steps;
        total = best[graph.target];
        benchmark::DoNotOptimize(steps);
    }
    state.counters["path_hexes"] = static_cast<double>(steps);
    state.counters["mf"] = total;
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
BENCHMARK(BM_HexsideIndexLargeMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlanPathAcrossLargeMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PlainDijkstraAcrossLargeMap)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LineOfSight150Sample)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
