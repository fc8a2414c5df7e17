// The paths the hex rules engines find and what they say of each step, held to what they said
// before the search was made fast: the rulebook examples word for word, and on generated boards
// of both Gettysburg rulesets every reach, path, cost and reason through a digest.
#include "model/board/movement_query.hpp"
#include "model/rulesets/gettysburg_125/engine.hpp"
#include "model/rulesets/gettysburg_150/engine.hpp"
#include "support/book_builder.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace sandtable {
namespace {

std::string describe(const HexMap& map, const PathCost& cost) {
    std::string text;
    for (const auto& step : cost.steps) {
        text += fmt::format("{} {} {:g} {:g} {} [{}]\n", map.label(step.hex), step.cost.allowed ? "+" : "x", step.cost.cost,
                            step.total, step.cost.reason, step.cost.rule);
    }
    if (!cost.allowed()) text += fmt::format("problem: {} [{}]\n", cost.problem, cost.problem_rule);
    return text;
}

std::string describe(const HexMap& map, const PlannedPath& path) {
    std::string text = fmt::format("mode {}; {:g} MF; {}\n", path.mode ? path.mode->name : "-", path.cost.total,
                                   path.possible() ? "possible" : path.problem);
    return text + describe(map, path.cost);
}

std::string describe(const HexMap& map, const Reachable& reach) {
    std::string text;
    for (std::size_t m = 0; m < reach.modes.size(); ++m) {
        text += fmt::format("mode {} {:g}\n", reach.modes[m].name, reach.modes[m].allowance);
        for (const auto& [hex, reached] : reach.reaches[m].hexes) {
            text += fmt::format("{}<{} {:g}\n", map.label(hex), map.label(reached.previous), reached.cost);
        }
    }
    return text;
}

// FNV-1a: the same digest for the same text on every platform.
std::uint64_t digest(const std::string& text) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const unsigned char c : text) {
        hash ^= c;
        hash *= 1099511628211ULL;
    }
    return hash;
}

class PathReasons125 : public ::testing::Test {
protected:
    // The §11.1.3 example board of gettysburg_125_movement_test.
    PathReasons125() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::EvenColumns).size(18, 12)) {
        map.terrain("E3", {"woods"}).terrain("F4", {"woods"}).terrain("F3", {"woods", "hill"});
        map.terrain("G1", {"woods", "hill"}).terrain("H2", {"woods"}).terrain("C5", {"rocky-hill", "woods"});
        map.terrain("J8", {"town"}).terrain("K8", {"town"});
        map.hexside_chain({"D3", "E2", "F2", "G2", "H3", "I3", "J4", "K4", "L5", "M5", "N6", "O6"}, "road");
        map.hexside("F3", "F2", "road").hexside("D5", "D6", "stream").hexside("E6", "E7", "stream");
        map.formation("union", "us-1", "corps");
        map.unit("union", "us-wadsworth", "infantry", "us-1", {{"combat", 3}, {"movement", 5}});
        map.unit("union", "us-reynolds", "hq", "us-1", {{"movement", 8}});
        map.unit("union", "us-art", "artillery", "us-1", {{"combat", 2}, {"movement", 4}, {"range", 2}});
        map.formation("confederate", "cs-3", "corps");
        map.unit("confederate", "cs-enemy", "infantry", "cs-3", {{"combat", 2}, {"movement", 5}});
        map.unit("confederate", "cs-hq", "hq", "cs-3", {{"movement", 6}});
    }

    Board board(bool with_reynolds) const {
        Board result = map.board();
        result.place("us-wadsworth", map.hex("D3"));
        if (with_reynolds) result.place("us-reynolds", map.hex("D3"));
        result.place("us-art", map.hex("B5"));
        result.place("cs-enemy", map.hex("H1"));
        result.place("cs-hq", map.hex("J7"));
        return result;
    }

    std::string plan(const Board& on, std::string_view unit, std::string_view to, bool night = false) const {
        return describe(map.hex_map(), plan_path(engine, {&on, on.unit(unit), night, {}}, map.hex(to)));
    }

    std::string walk(const Board& on, std::string_view unit, std::initializer_list<std::string_view> labels,
                     bool night = false) const {
        std::vector<HexCoord> hexes;
        for (const auto label : labels) hexes.push_back(map.hex(label));
        const auto modes = engine.move_modes({&on, on.unit(unit), night, {}});
        return describe(map.hex_map(), cost_of_path(map.hex_map(), *modes.front().steps, hexes));
    }

    test::BookBuilder map;
    rulesets::gettysburg_125::Engine engine;
};

TEST_F(PathReasons125, TheRulebookExamplePathsSayWhatTheySaidBefore) {
    const Board with = board(true);
    const Board alone = board(false);
    EXPECT_EQ(plan(with, "us-wadsworth", "O6"),
              "mode movement; 5.5 MF; possible\n"
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "H3 + 0.5 2 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "I3 + 0.5 2.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J4 + 0.5 3 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "K4 + 0.5 3.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "L5 + 0.5 4 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "M5 + 0.5 4.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "N6 + 0.5 5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "O6 + 0.5 5.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(alone, "us-wadsworth", "O6"),
              "mode movement; 5.5 MF; the cheapest path costs 5.5 MF, more than the 5 MF the unit has\n"
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "H3 + 0.5 2 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "I3 + 0.5 2.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J4 + 0.5 3 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "K4 + 0.5 3.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "L5 + 0.5 4 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "M5 + 0.5 4.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "N6 + 0.5 5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "O6 + 0.5 5.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(with, "us-wadsworth", "F4"),
              "mode movement; 3.5 MF; possible\n"
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F3 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F4 + 2 3.5 1 to enter, +1 woods: 2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(alone, "us-wadsworth", "H2"),
              "mode movement; 4.5 MF; possible\n"
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "H2 + 3 4.5 1 to enter, +1 woods, +1 enemy ZOC: 3 MF [gettysburg-125 §11.1.1, §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(with, "us-wadsworth", "G1"),
              "mode movement; 4 MF; possible\n"
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G1 + 3 4 1 to enter, +1 woods, +1 enemy ZOC: 3 MF [gettysburg-125 §11.1.1, §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(alone, "us-wadsworth", "K8"),
              "mode movement; 7 MF; the cheapest path costs 7 MF, more than the 5 MF the unit has\n"
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "H3 + 0.5 2 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "I3 + 0.5 2.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J4 + 0.5 3 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J5 + 1 4 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J6 + 1 5 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J7 + 1 6 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J8 + 0.5 6.5 into Gettysburg: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "K8 + 0.5 7 into Gettysburg: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(alone, "us-wadsworth", "E7"),
              "mode movement; 6 MF; the cheapest path costs 6 MF, more than the 5 MF the unit has\n"
              "D4 + 1 1 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "D5 + 1 2 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "E5 + 1 3 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "E6 + 1 4 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "E7 + 2 6 1 to enter, +1 stream: 2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(plan(alone, "us-wadsworth", "H1"),
              "mode movement; 0 MF; no path from D3 to H1 is open to the unit\n");
}

TEST_F(PathReasons125, RefusedStepsSayWhatTheySaidBefore) {
    const Board on = board(false);
    EXPECT_EQ(walk(on, "us-art", {"B5", "C5"}),
              "C5 x 0 0 artillery may not enter a hex of rocky hill and woods [gettysburg-125 §1.1, §11.1.3]\n"
              "problem: C5: artillery may not enter a hex of rocky hill and woods [gettysburg-125 §1.1, §11.1.3]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"D3", "E2", "F2", "G2", "H1"}),
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "problem: the path jumps between hexes that are not adjacent []\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"D3", "E2", "F2", "G2", "H2", "I2"}),
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "H2 + 3 4.5 1 to enter, +1 woods, +1 enemy ZOC: 3 MF [gettysburg-125 §11.1.1, §11.1.3, Table 1]\n"
              "problem: the unit has to stop in H2: a unit must stop on entering an enemy zone of control [gettysburg-125 §6]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"D3", "E2", "F2", "G1", "G2"}),
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G1 + 3 4 1 to enter, +1 woods, +1 enemy ZOC: 3 MF [gettysburg-125 §11.1.1, §11.1.3, Table 1]\n"
              "problem: the unit has to stop in G1: a unit must stop on entering an enemy zone of control [gettysburg-125 §6]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"D3", "E2", "F2", "G2"}, true),
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"D3", "E2", "F2", "G2", "H3", "I3", "J4", "J5", "J6", "J7", "J8"}),
              "E2 + 0.5 0.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "F2 + 0.5 1 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "G2 + 0.5 1.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "H3 + 0.5 2 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "I3 + 0.5 2.5 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J4 + 0.5 3 along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J5 + 1 4 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J6 + 1 5 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J7 + 1 6 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J8 + 0.5 6.5 into Gettysburg: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"G1", "H1"}),
              "H1 x 0 0 occupied by the enemy unit cs-enemy [gettysburg-125 §11.1.2]\n"
              "problem: H1: occupied by the enemy unit cs-enemy [gettysburg-125 §11.1.2]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"G1", "H2"}),
              "H2 x 0 0 a unit may not move from one enemy zone of control straight into another [gettysburg-125 §11.1.1]\n"
              "problem: H2: a unit may not move from one enemy zone of control straight into another [gettysburg-125 §11.1.1]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"G2", "H2"}, true),
              "H2 x 0 0 units may not enter an enemy zone of control on a night turn [gettysburg-125 §10]\n"
              "problem: H2: units may not enter an enemy zone of control on a night turn [gettysburg-125 §10]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"I6", "J7", "J8"}),
              "J7 + 1 1 1 to enter: 1 MF [gettysburg-125 §11.1.3, Table 1]\n"
              "J8 + 0.5 1.5 into Gettysburg: 1/2 MF [gettysburg-125 §11.1.3, Table 1]\n");
    EXPECT_EQ(walk(board(true), "us-reynolds", {"I6", "J7"}),
              "J7 x 0 0 occupied by the enemy unit cs-hq [gettysburg-125 §11.1.2]\n"
              "problem: J7: occupied by the enemy unit cs-hq [gettysburg-125 §11.1.2]\n");
    EXPECT_EQ(walk(on, "us-wadsworth", {"D3", "F3"}),
              "problem: the path jumps between hexes that are not adjacent []\n");
}

class PathReasons150 : public ::testing::Test {
protected:
    PathReasons150() : map(test::BookBuilder("gettysburg-150").layout(OffsetLayout::OddColumns).size(20, 20)) {
        map.terrain("1716", {"ridge"}).terrain("1212", {"ridge"}).terrain("1213", {"double-ridge"});
        map.terrain("1214", {"woods", "ridge"}).terrain("0909", {"town"}).terrain("0910", {"woods"});
        for (const auto* label : {"0510", "0511", "0512", "0513", "0514", "0515", "0516"}) map.terrain(label, {"road"});
        map.hexside("0913", "0914", "creek").hexside("1012", "1013", "creek");
        map.unit("union", "unit-a", "infantry", "", {{"morale", 4}});
        map.unit("union", "unit-b", "infantry", "", {{"morale", 4}});
        map.unit("union", "unit-c", "infantry", "", {{"morale", 4}});
        map.unit("union", "unit-d", "infantry", "", {{"morale", 4}});
        map.unit("union", "union-leader", "leader", "", {{"command", 3}});
        map.unit("confederate", "enemy", "infantry", "", {{"morale", 4}});
        map.unit("confederate", "enemy-leader", "leader", "", {{"command", 3}});
        board.emplace(map.board());
        board->place("unit-a", map.hex("1717"));
        board->place("unit-b", map.hex("1210"));
        board->place("unit-c", map.hex("0510"));
        board->place("unit-d", map.hex("0512"));
        board->place("union-leader", map.hex("0512"));
        board->place("enemy", map.hex("1813"));
        board->place("enemy-leader", map.hex("0808"));
    }

    std::string plan(std::string_view unit, std::string_view to) const {
        return describe(map.hex_map(), plan_path(engine, {&*board, board->unit(unit), false, {}}, map.hex(to)));
    }

    std::string walk(std::string_view unit, std::size_t mode, std::initializer_list<std::string_view> labels) const {
        std::vector<HexCoord> hexes;
        for (const auto label : labels) hexes.push_back(map.hex(label));
        const auto modes = engine.move_modes({&*board, board->unit(unit), false, {}});
        return describe(map.hex_map(), cost_of_path(map.hex_map(), *modes.at(mode).steps, hexes));
    }

    test::BookBuilder map;
    std::optional<Board> board;
    rulesets::gettysburg_150::Engine engine;
};

TEST_F(PathReasons150, TheRulebookExamplePathsSayWhatTheySaidBefore) {
    EXPECT_EQ(plan("unit-b", "1213"),
              "mode normal; 5 MF; the cheapest path costs 5 MF, more than the 2 MF the unit has\n"
              "1111 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1112 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1113 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1213 + 2 5 up onto the double ridge: 2 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(plan("unit-b", "1215"),
              "mode normal; 6 MF; the cheapest path costs 6 MF, more than the 2 MF the unit has\n"
              "1111 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1112 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1113 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1114 + 1 4 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1115 + 1 5 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1215 + 1 6 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(plan("unit-c", "0516"),
              "mode normal; 7 MF; the cheapest path costs 7 MF, more than the 2 MF the unit has\n"
              "0410 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0411 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0412 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0413 + 1 4 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0414 + 1 5 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0415 + 1 6 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0516 + 1 7 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(plan("unit-c", "0517"),
              "mode normal; 8 MF; the cheapest path costs 8 MF, more than the 2 MF the unit has\n"
              "0410 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0411 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0412 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0413 + 1 4 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0414 + 1 5 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0415 + 1 6 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0416 + 1 7 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0517 + 1 8 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(plan("unit-a", "1715"),
              "mode double; 3 MF; possible\n"
              "1616 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1615 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1715 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(plan("unit-b", "0914"),
              "mode normal; 5 MF; the cheapest path costs 5 MF, more than the 2 MF the unit has\n"
              "1111 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1112 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1113 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1013 + 1 4 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0914 + 1 5 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(plan("unit-b", "0908"),
              "mode double; 4 MF; possible\n"
              "1110 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1009 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0909 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0908 + 1 4 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
}

TEST_F(PathReasons150, RefusedStepsSayWhatTheySaidBefore) {
    EXPECT_EQ(walk("unit-a", 1, {"1717", "1716", "1715", "1714"}),
              "1716 + 2 2 up onto the ridge: 2 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1715 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1714 x 0 3 next to an enemy unit: double movement may not come next to one [gettysburg-150 §7 Movement]\n"
              "problem: 1714: next to an enemy unit: double movement may not come next to one [gettysburg-150 §7 Movement]\n");
    EXPECT_EQ(walk("unit-b", 0, {"1210", "1311", "1312", "1313", "1413", "1513", "1613", "1713", "1813"}),
              "1311 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1312 + 1 2 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1313 + 1 3 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1413 + 1 4 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1513 + 1 5 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1613 + 1 6 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1713 + 1 7 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "1813 x 0 7 occupied by the enemy unit enemy [gettysburg-150 §7 Movement]\n"
              "problem: 1813: occupied by the enemy unit enemy [gettysburg-150 §7 Movement]\n");
    EXPECT_EQ(walk("unit-c", 0, {"0510", "0511", "0512"}),
              "0511 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n"
              "0512 x 0 1 unit-d is there: no more than 1 infantry or cavalry plus 1 artillery in a hex, moving through included [gettysburg-150 §4 Setup, §7 Movement]\n"
              "problem: 0512: unit-d is there: no more than 1 infantry or cavalry plus 1 artillery in a hex, moving through included [gettysburg-150 §4 Setup, §7 Movement]\n");
    EXPECT_EQ(walk("unit-c", 2, {"0510", "0610"}),
              "0610 x 0 0 off the road: triple movement stays on the road [gettysburg-150 §7 Movement]\n"
              "problem: 0610: off the road: triple movement stays on the road [gettysburg-150 §7 Movement]\n");
    EXPECT_EQ(walk("unit-c", 0, {"0511", "0512"}),
              "0512 x 0 0 unit-d is there: no more than 1 infantry or cavalry plus 1 artillery in a hex, moving through included [gettysburg-150 §4 Setup, §7 Movement]\n"
              "problem: 0512: unit-d is there: no more than 1 infantry or cavalry plus 1 artillery in a hex, moving through included [gettysburg-150 §4 Setup, §7 Movement]\n");
    EXPECT_EQ(walk("unit-c", 1, {"0707", "0808", "0809"}),
              "problem: the path jumps between hexes that are not adjacent []\n");
    EXPECT_EQ(walk("unit-c", 1, {"0710", "0809"}),
              "0809 + 1 1 clear: 1 MP [gettysburg-150 §2 Game Board, §7 Movement]\n");
    EXPECT_EQ(walk("unit-b", 0, {"1210", "1010"}),
              "problem: the path jumps between hexes that are not adjacent []\n");
}

// A board of each ruleset with terrain, hexside features, map roads and units strewn over it by
// a fixed seed; every unit's reach and its paths to hexes all over the board.
std::string generated_125(std::uint32_t seed) {
    test::BookBuilder builder = test::BookBuilder("gettysburg-125").layout(OffsetLayout::OddColumns).size(28, 22);
    HexMap& map = builder.hex_map();
    std::mt19937 random(seed);
    const auto bit = [&](std::string_view id) { return TerrainMask{1} << *map.terrain_index(id); };
    const std::vector<TerrainMask> kinds = {bit("clear"), bit("clear"), bit("clear"), bit("woods"), bit("hill"),
                                            bit("rocky-hill"), bit("town"), bit("woods") | bit("hill"),
                                            bit("woods") | bit("rocky-hill")};
    for (std::size_t i = 0; i < map.hex_count(); ++i) map.terrain.set(i, kinds[random() % kinds.size()]);
    const auto side_bit = [&](std::string_view id) { return TerrainMask{1} << *map.hexside_feature_index(id); };
    const std::vector<TerrainMask> sides = {side_bit("stream"), side_bit("road"), side_bit("railroad"),
                                            side_bit("stream") | side_bit("road")};
    for (int n = 0; n < 260; ++n) {
        const HexCoord hex = map.coord_at(random() % map.hex_count());
        const HexsideKey side = hexside(hex, static_cast<int>(random() % 6));
        map.hexside_features.set(side, map.hexside_features.mask(side) | sides[random() % sides.size()]);
    }
    for (const auto* kind : {"pike", "trail", "railroad-cut", "lane"}) {
        HexRoad road{fmt::format("{}-road", kind), kind, "", {map.coord_at(random() % map.hex_count())}};
        for (int n = 0; n < 30; ++n) {
            const HexCoord next = neighbour(road.hexes.back(), static_cast<int>(random() % 6));
            if (map.contains(next)) road.hexes.push_back(next);
        }
        map.roads.push_back(road);
    }
    builder.formation("union", "us-1", "corps").formation("confederate", "cs-1", "corps");
    builder.unit("union", "us-inf", "infantry", "us-1", {{"combat", 3}, {"movement", 5}});
    builder.unit("union", "us-art", "artillery", "us-1", {{"combat", 2}, {"movement", 4}, {"range", 2}});
    builder.unit("union", "us-hq", "hq", "us-1", {{"movement", 8}});
    for (int n = 0; n < 12; ++n) {
        builder.unit("confederate", fmt::format("cs-inf-{}", n), "infantry", "cs-1", {{"combat", 2}, {"movement", 5}});
    }
    builder.unit("confederate", "cs-hq", "hq", "cs-1", {{"movement", 8}});
    Board board = builder.board();
    board.place("us-inf", map.coord_at(random() % map.hex_count()));
    board.place("us-art", map.coord_at(random() % map.hex_count()));
    board.place("us-hq", map.coord_at(random() % map.hex_count()));
    for (int n = 0; n < 12; ++n) board.place(fmt::format("cs-inf-{}", n), map.coord_at(random() % map.hex_count()));
    board.place("cs-hq", map.coord_at(random() % map.hex_count()));
    const rulesets::gettysburg_125::Engine engine;
    std::string text;
    for (const auto* id : {"us-inf", "us-art", "us-hq", "cs-inf-0", "cs-hq"}) {
        for (const bool night : {false, true}) {
            const MoveRequest request{&board, board.unit(id), night, {}};
            text += fmt::format("{} night {}\n", id, night);
            text += describe(map, reachable_hexes(engine, request));
            for (std::size_t i = 0; i < map.hex_count(); i += 13) {
                text += describe(map, plan_path(engine, request, map.coord_at(i)));
            }
        }
    }
    return text;
}

std::string generated_150(std::uint32_t seed) {
    test::BookBuilder builder = test::BookBuilder("gettysburg-150").layout(OffsetLayout::EvenColumns).size(26, 24);
    HexMap& map = builder.hex_map();
    std::mt19937 random(seed);
    const auto bit = [&](std::string_view id) { return TerrainMask{1} << *map.terrain_index(id); };
    const std::vector<TerrainMask> kinds = {bit("clear"), bit("clear"), bit("clear"), bit("woods"), bit("road"),
                                            bit("road"), bit("town"), bit("ridge"), bit("double-ridge"),
                                            bit("woods") | bit("ridge"), bit("road") | bit("ridge")};
    for (std::size_t i = 0; i < map.hex_count(); ++i) map.terrain.set(i, kinds[random() % kinds.size()]);
    const TerrainMask creek = TerrainMask{1} << *map.hexside_feature_index("creek");
    for (int n = 0; n < 200; ++n) {
        const HexCoord hex = map.coord_at(random() % map.hex_count());
        map.hexside_features.set(hexside(hex, static_cast<int>(random() % 6)), creek);
    }
    for (const auto* kind : {"road", "road", "trail"}) {
        HexRoad road{fmt::format("{}-{}", kind, map.roads.size()), kind, "", {map.coord_at(random() % map.hex_count())}};
        for (int n = 0; n < 40; ++n) {
            const HexCoord next = neighbour(road.hexes.back(), static_cast<int>(random() % 6));
            if (map.contains(next)) road.hexes.push_back(next);
        }
        map.roads.push_back(road);
    }
    const std::vector<std::pair<std::string, std::string>> units = {
        {"us-inf", "infantry"}, {"us-inf-2", "infantry"}, {"us-cav", "cavalry"}, {"us-art", "artillery"},
        {"us-art-2", "artillery"}, {"us-leader", "leader"}};
    for (const auto& [id, type] : units) builder.unit("union", id, type, "", {{"morale", 3}});
    for (int n = 0; n < 8; ++n) builder.unit("confederate", fmt::format("cs-{}", n), n % 3 == 0 ? "leader" : "infantry", "", {{"morale", 3}});
    Board board = builder.board();
    for (const auto& [id, type] : units) board.place(id, map.coord_at(random() % map.hex_count()));
    for (int n = 0; n < 8; ++n) board.place(fmt::format("cs-{}", n), map.coord_at(random() % map.hex_count()));
    // Two friends sharing a hex, and a unit on a road far from the enemy for triple movement.
    board.place("us-inf-2", board.unit("us-art-2")->hex);
    const rulesets::gettysburg_150::Engine engine;
    std::string text;
    for (const auto& [id, type] : units) {
        const MoveRequest request{&board, board.unit(id), false, {}};
        text += fmt::format("{}\n", id);
        text += describe(map, reachable_hexes(engine, request));
        for (std::size_t i = 0; i < map.hex_count(); i += 11) text += describe(map, plan_path(engine, request, map.coord_at(i)));
    }
    return text;
}

TEST(PathReasons, GeneratedBoardsGiveTheSamePathsCostsAndReasons) {
    std::string all;
    for (const std::uint32_t seed : {1U, 2U, 3U}) all += generated_125(seed);
    for (const std::uint32_t seed : {4U, 5U, 6U}) all += generated_150(seed);
    if (const char* out = std::getenv("SANDTABLE_PATH_REASONS_OUT")) {
        std::FILE* file = std::fopen(out, "w");
        std::fputs(all.c_str(), file);
        std::fclose(file);
    }
    // Captured from the search as it was before it kept compact step records and dense arrays.
    EXPECT_EQ(all.size(), 2635436U);
    EXPECT_EQ(digest(all), 11030265326107568647ULL);
}

}  // namespace
}  // namespace sandtable
