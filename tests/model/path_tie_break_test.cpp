// Equal-cost paths: the search's written tie-break (model/board/path_search.hpp). Of the
// neighbours a hex can be entered from at its cheapest cost, a path comes from the one of lowest
// cost, then lowest q, then lowest r.
#include "model/board/movement_query.hpp"
#include "model/rulesets/gettysburg_125/engine.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>

namespace sandtable {
namespace {

using rulesets::gettysburg_125::Engine;

class PathTieBreak : public ::testing::Test {
protected:
    PathTieBreak() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::OddColumns).size(12, 12)) {
        map.formation("union", "us-1", "corps");
        map.unit("union", "us-inf", "infantry", "us-1", {{"combat", 3}, {"movement", 4}});
        start = map.hex("E5");
    }

    std::string label(HexCoord hex) const { return map.hex_map().label(hex); }

    std::vector<HexCoord> plan(HexCoord to) const {
        Board board = map.board();
        board.place("us-inf", start);
        return plan_path(engine, {&board, board.unit("us-inf"), false, {}}, to).hexes;
    }

    test::BookBuilder map;
    Engine engine;
    HexCoord start;
};

TEST_F(PathTieBreak, OnOpenGroundThePathComesFromTheNeighbourOfLowerQThenLowerR) {
    // Two hexes away by directions 0 and 1: through start + (1, 0) or start + (1, -1), both at 1 MF.
    const HexCoord to = start + HexCoord{2, -1};
    EXPECT_EQ(plan(to), (std::vector<HexCoord>{start, start + HexCoord{1, -1}, to}));
    // By directions 3 and 4: through start + (-1, 0) or start + (-1, 1); the same q, the lower r wins.
    const HexCoord back = start + HexCoord{-2, 1};
    EXPECT_EQ(plan(back), (std::vector<HexCoord>{start, start + HexCoord{-1, 0}, back}));
    // By directions 0 and 5: through start + (1, 0) or start + (0, 1); the lower q wins.
    const HexCoord down = start + HexCoord{1, 1};
    EXPECT_EQ(plan(down), (std::vector<HexCoord>{start, start + HexCoord{0, 1}, down}));
}

TEST_F(PathTieBreak, TheCheaperNeighbourComesBeforeTheLowerCoordinates) {
    const HexCoord to = start + HexCoord{2, -1};
    const HexCoord low_r = start + HexCoord{1, -1};
    const HexCoord high_r = start + HexCoord{1, 0};
    // Woods then clear (2 + 1) against clear then over a stream (1 + 2): 3 MF both ways, and the
    // path keeps the neighbour reached for 1 MF although its r is higher.
    map.terrain(label(low_r), {"woods"});
    map.hexside(label(high_r), label(to), "stream");
    const Board board = [&] {
        Board b = map.board();
        b.place("us-inf", start);
        return b;
    }();
    const PlannedPath path = plan_path(engine, {&board, board.unit("us-inf"), false, {}}, to);
    EXPECT_EQ(path.hexes, (std::vector<HexCoord>{start, high_r, to}));
    EXPECT_EQ(path.cost.total, 3);
    const PathCost other = cost_of_path(map.hex_map(), *engine.move_modes({&board, board.unit("us-inf"), false, {}}).front().steps,
                                        {start, low_r, to});
    EXPECT_EQ(other.total, 3);
}

// On a board of mixed terrain, every step of every path found keeps to the rule, checked against
// the costs of the whole board.
TEST(PathTieBreakProperty, EveryStepOfEveryPathComesFromTheLowestCheapestNeighbour) {
    test::BookBuilder builder = test::BookBuilder("gettysburg-125").layout(OffsetLayout::EvenColumns).size(16, 14);
    HexMap& map = builder.hex_map();
    std::mt19937 random(11);
    const auto bit = [&](std::string_view id) { return TerrainMask{1} << *map.terrain_index(id); };
    const std::vector<TerrainMask> kinds = {bit("clear"), bit("clear"), bit("woods"), bit("rocky-hill"), bit("town")};
    for (std::size_t i = 0; i < map.hex_count(); ++i) map.terrain.set(i, kinds[random() % kinds.size()]);
    const TerrainMask stream = TerrainMask{1} << *map.hexside_feature_index("stream");
    const TerrainMask road = TerrainMask{1} << *map.hexside_feature_index("road");
    for (int n = 0; n < 80; ++n) {
        map.hexside_features.set(hexside(map.coord_at(random() % map.hex_count()), static_cast<int>(random() % 6)),
                                 n % 2 == 0 ? stream : road);
    }
    builder.formation("union", "us-1", "corps").formation("confederate", "cs-1", "corps");
    builder.unit("union", "us-inf", "infantry", "us-1", {{"combat", 3}, {"movement", 4}});
    builder.unit("confederate", "cs-inf", "infantry", "cs-1", {{"combat", 3}, {"movement", 4}});
    Board board = builder.board();
    board.place("us-inf", map.coord_at(17));
    board.place("cs-inf", map.coord_at(120));
    const Engine engine;
    const MoveRequest request{&board, board.unit("us-inf"), false, {}};
    const auto modes = engine.move_modes(request);
    const StepRules& rules = *modes.front().steps;
    const HexCoord start = request.unit->hex;
    const Reach all = search_moves(map, rules, start, kNoAllowanceLimit);
    std::size_t ties = 0;
    for (std::size_t i = 0; i < map.hex_count(); ++i) {
        const HexCoord to = map.coord_at(i);
        const auto path = cheapest_path(map, rules, start, to, kNoAllowanceLimit);
        ASSERT_EQ(path.empty(), !all.reaches(to)) << map.label(to);
        EXPECT_EQ(path, all.path_to(to)) << map.label(to);
        for (std::size_t k = 1; k < path.size(); ++k) {
            const HexCoord hex = path[k];
            const double cost = all.hexes.at(hex).cost;
            std::vector<std::tuple<double, int, int>> cheapest;
            for (const HexCoord from : neighbours(hex)) {
                if (!all.reaches(from) || (from != start && rules.must_stop(from))) continue;
                const StepCost step = rules.step(from, hex);
                if (step.allowed && all.hexes.at(from).cost + step.cost == cost) {
                    cheapest.emplace_back(all.hexes.at(from).cost, from.q, from.r);
                }
            }
            ASSERT_FALSE(cheapest.empty()) << map.label(hex);
            ties += cheapest.size() > 1 ? 1 : 0;
            const auto [c, q, r] = *std::min_element(cheapest.begin(), cheapest.end());
            EXPECT_EQ(path[k - 1], (HexCoord{q, r})) << "into " << map.label(hex);
        }
    }
    EXPECT_GT(ties, 100U) << "the board should give the rule something to decide";
}

}  // namespace
}  // namespace sandtable
