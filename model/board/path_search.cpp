#include "model/board/path_search.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include <fmt/format.h>

namespace sandtable {

namespace {

constexpr std::uint32_t kNoHex = std::numeric_limits<std::uint32_t>::max();

// What a search knows of one hex; it counts only when its stamp is the search's.
struct Cell {
    double cost = 0;
    std::uint32_t previous = kNoHex;  // kNoHex: the start
    std::uint32_t stamp = 0;
};

// A hex waiting to be settled: its cost so far and its coordinates in one number that orders
// them by q, then r.
struct Open {
    double cost;
    std::uint64_t hex;
};

constexpr std::uint64_t order_of(HexCoord hex) {
    return (std::uint64_t{static_cast<std::uint32_t>(hex.q) ^ 0x80000000U} << 32) | (static_cast<std::uint32_t>(hex.r) ^ 0x80000000U);
}

constexpr HexCoord hex_of(std::uint64_t order) {
    return {static_cast<int>(static_cast<std::uint32_t>(order >> 32) ^ 0x80000000U),
            static_cast<int>(static_cast<std::uint32_t>(order) ^ 0x80000000U)};
}

static_assert(order_of({-1, 5}) < order_of({0, -7}) && order_of({0, -7}) < order_of({0, 2}));
static_assert(hex_of(order_of({-3, 12})) == HexCoord{-3, 12});

// Settled in order of cost, then q, then r: the tie-break the header describes.
struct LaterFirst {
    bool operator()(const Open& a, const Open& b) const { return a.cost != b.cost ? a.cost > b.cost : a.hex > b.hex; }
};

// The arrays of one search, kept for the next search of the same thread, so that a search that
// reaches a few hexes of a large map pays for those few.
struct SearchSpace {
    std::vector<Cell> cells;
    std::vector<Open> open;
    std::vector<std::uint32_t> reached;  // the hexes this search has set, in the order it set them
    std::uint32_t stamp = 0;
    bool busy = false;

    void begin(std::size_t hexes) {
        if (cells.size() < hexes) cells.resize(hexes);
        if (++stamp == 0) {
            for (Cell& cell : cells) cell.stamp = 0;
            stamp = 1;
        }
        open.clear();
        reached.clear();
    }
    [[nodiscard]] bool seen(std::uint32_t index) const { return cells[index].stamp == stamp; }
    void set(std::uint32_t index, double cost, std::uint32_t previous) {
        Cell& cell = cells[index];
        if (cell.stamp != stamp) {
            cell.stamp = stamp;
            reached.push_back(index);
        }
        cell.cost = cost;
        cell.previous = previous;
    }
};

// The thread's search space, or a space of its own for a search begun while another is running
// on the same thread (a ruleset that searches while it judges a step).
class SpaceLease {
public:
    SpaceLease() {
        thread_local SearchSpace shared;
        if (!shared.busy) {
            space_ = &shared;
        } else {
            own_ = std::make_unique<SearchSpace>();
            space_ = own_.get();
        }
        space_->busy = true;
    }
    SpaceLease(const SpaceLease&) = delete;
    SpaceLease& operator=(const SpaceLease&) = delete;
    ~SpaceLease() { space_->busy = false; }
    SearchSpace& operator*() const { return *space_; }
    SearchSpace* operator->() const { return space_; }

private:
    SearchSpace* space_ = nullptr;
    std::unique_ptr<SearchSpace> own_;
};

// Dijkstra from `start`; stops once `target` (a hex index) is settled, when one is given.
void search(const HexMap& map, const StepRules& rules, HexCoord start, double allowance, std::uint32_t target,
            SearchSpace& space) {
    space.begin(map.hex_count());
    const std::size_t start_index = map.index_of(start).value_or(kOffMap);
    const auto expand = [&](HexCoord hex, std::size_t index, double cost) {
        for (int direction = 0; direction < kHexDirections; ++direction) {
            const HexCoord next = neighbour(hex, direction);
            const auto next_index = map.index_of(next);
            if (!next_index) continue;
            const StepVerdict step = rules.judge({hex, next, index, *next_index, direction});
            if (!step.allowed) continue;
            const double arrival = cost + step.cost;
            if (arrival > allowance) continue;
            const auto at = static_cast<std::uint32_t>(*next_index);
            if (space.seen(at) && space.cells[at].cost <= arrival) continue;
            space.set(at, arrival, index == kOffMap ? kNoHex : static_cast<std::uint32_t>(index));
            space.open.push_back({arrival, order_of(next)});
            std::push_heap(space.open.begin(), space.open.end(), LaterFirst{});
        }
    };
    if (start_index != kOffMap) space.set(static_cast<std::uint32_t>(start_index), 0, kNoHex);
    if (start_index != kOffMap && start_index == target) return;
    expand(start, start_index, 0);
    while (!space.open.empty()) {
        std::pop_heap(space.open.begin(), space.open.end(), LaterFirst{});
        const Open top = space.open.back();
        space.open.pop_back();
        const HexCoord hex = hex_of(top.hex);
        const auto index = static_cast<std::uint32_t>(*map.index_of(hex));
        if (top.cost > space.cells[index].cost) continue;
        if (index == target) return;
        // The start is never in the open list: it is expanded above, whether or not it is a hex to stop in.
        if (rules.stops_in(hex, index)) continue;
        expand(hex, index, top.cost);
    }
}

}  // namespace

StepCost StepRules::step(HexCoord from, HexCoord to) const {
    const StepQuery query = step_query(map(), from, to);
    return explain(query, judge(query));
}

const ReachedHex* ReachedHexes::find(HexCoord hex) const {
    const auto it = std::lower_bound(hexes_.begin(), hexes_.end(), hex,
                                     [](const value_type& entry, HexCoord key) { return entry.first < key; });
    return it != hexes_.end() && it->first == hex ? &it->second : nullptr;
}

const ReachedHex& ReachedHexes::at(HexCoord hex) const {
    const ReachedHex* found = find(hex);
    if (found == nullptr) throw std::out_of_range("ReachedHexes::at: the hex was not reached");
    return *found;
}

std::vector<HexCoord> Reach::path_to(HexCoord hex) const {
    std::vector<HexCoord> path;
    const ReachedHex* at = hexes.find(hex);
    if (at == nullptr) return path;
    path.push_back(hex);
    while (hex != start) {
        hex = at->previous;
        at = hexes.find(hex);
        path.push_back(hex);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

Reach search_moves(const HexMap& map, const StepRules& rules, HexCoord start, double allowance) {
    const SpaceLease space;
    search(map, rules, start, allowance, kNoHex, *space);
    std::vector<ReachedHexes::value_type> hexes;
    hexes.reserve(space->reached.size() + 1);
    if (!map.contains(start)) hexes.push_back({start, {0, start}});
    for (const std::uint32_t index : space->reached) {
        const Cell& cell = space->cells[index];
        hexes.push_back({map.coord_at(index), {cell.cost, cell.previous == kNoHex ? start : map.coord_at(cell.previous)}});
    }
    std::sort(hexes.begin(), hexes.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return Reach{start, allowance, ReachedHexes(std::move(hexes))};
}

std::vector<HexCoord> cheapest_path(const HexMap& map, const StepRules& rules, HexCoord start, HexCoord to,
                                    double allowance) {
    if (to == start) return {start};
    const auto target = map.index_of(to);
    if (!target) return {};
    const SpaceLease space;
    const auto at = static_cast<std::uint32_t>(*target);
    search(map, rules, start, allowance, at, *space);
    if (!space->seen(at)) return {};
    std::vector<HexCoord> path;
    for (std::uint32_t hex = at; hex != kNoHex; hex = space->cells[hex].previous) path.push_back(map.coord_at(hex));
    if (path.back() != start) path.push_back(start);
    std::reverse(path.begin(), path.end());
    return path;
}

PathCost cost_of_path(const HexMap& map, const StepRules& rules, const std::vector<HexCoord>& hexes) {
    PathCost result;
    for (std::size_t i = 1; i < hexes.size(); ++i) {
        const HexCoord from = hexes[i - 1];
        const HexCoord to = hexes[i];
        if (distance(from, to) != 1) {
            result.problem = "the path jumps between hexes that are not adjacent";
            return result;
        }
        if (!map.contains(to)) {
            result.problem = fmt::format("{} is off the map", map.label(to));
            return result;
        }
        if (i > 1) {
            if (const auto stop = rules.must_stop(from)) {
                result.problem = fmt::format("the unit has to stop in {}: {}", map.label(from), stop->reason);
                result.problem_rule = stop->rule;
                return result;
            }
        }
        const StepQuery query = step_query(map, from, to);
        const StepCost step = rules.explain(query, rules.judge(query));
        if (!step.allowed) {
            result.problem = fmt::format("{}: {}", map.label(to), step.reason);
            result.problem_rule = step.rule;
            result.steps.push_back({to, step, result.total});
            return result;
        }
        result.total += step.cost;
        result.steps.push_back({to, step, result.total});
    }
    return result;
}

}  // namespace sandtable
