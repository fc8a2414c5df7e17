// Movement of Gettysburg (125th Anniversary Edition), §11.1 and Table 1, with the worked example
// of §11.1.3 on a map that reproduces its hexes.
#include "model/board/movement_query.hpp"
#include "model/rulesets/gettysburg_125/definition.hpp"
#include "model/rulesets/gettysburg_125/engine.hpp"
#include "support/book_builder.hpp"

#include <gtest/gtest.h>

namespace sandtable {
namespace {

using rulesets::gettysburg_125::Engine;

// The §11.1.3 example, as its text describes the hexes. Its steps fit a board whose even
// columns (B, D, F ...) sit half a hex lower; the text's "move to F1" from F3 is a move to F2,
// the one hex between F3 and G1 that a road can reach.
class MovementExample : public ::testing::Test {
protected:
    MovementExample() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::EvenColumns).size(18, 12)) {
        map.terrain("E3", {"woods"}).terrain("F4", {"woods"}).terrain("F3", {"woods", "hill"});
        map.terrain("G1", {"woods", "hill"}).terrain("H2", {"woods"});
        map.hexside_chain({"D3", "E2", "F2", "G2", "H3", "I3", "J4", "K4", "L5", "M5", "N6", "O6"}, "road");
        map.hexside("F3", "F2", "road");
        map.formation("union", "us-1", "corps");
        map.unit("union", "us-wadsworth", "infantry", "us-1", {{"combat", 3}, {"movement", 5}});
        map.unit("union", "us-reynolds", "hq", "us-1", {{"movement", 8}});
        map.formation("confederate", "cs-3", "corps");
        map.unit("confederate", "cs-enemy", "infantry", "cs-3", {{"combat", 2}, {"movement", 5}});
    }

    Board board_with(bool with_reynolds) const {
        Board board = map.board();
        board.place("us-wadsworth", map.hex("D3"));
        if (with_reynolds) board.place("us-reynolds", map.hex("D3"));
        board.place("cs-enemy", map.hex("H1"));
        return board;
    }

    PlannedPath plan(const Board& board, std::string_view to) const {
        MoveRequest request{&board, board.unit("us-wadsworth"), false, {}};
        return plan_path(engine, request, map.hex(to));
    }

    std::vector<double> step_costs(const Board& board, std::initializer_list<std::string_view> labels) const {
        std::vector<HexCoord> hexes;
        for (const auto label : labels) hexes.push_back(map.hex(label));
        MoveRequest request{&board, board.unit("us-wadsworth"), false, {}};
        const auto modes = engine.move_modes(request);
        const PathCost cost = cost_of_path(map.hex_map(), *modes.front().steps, hexes);
        EXPECT_TRUE(cost.allowed()) << cost.problem;
        std::vector<double> costs;
        for (const auto& step : cost.steps) costs.push_back(step.cost.cost);
        return costs;
    }

    test::BookBuilder map;
    Engine engine;
};

TEST_F(MovementExample, MovingWithReynoldsGivesWadsworthSixMovementFactors) {
    const Board board = board_with(true);
    const auto modes = engine.move_modes({&board, board.unit("us-wadsworth"), false, {}});
    ASSERT_EQ(modes.size(), 1U);
    EXPECT_EQ(modes.front().allowance, 6);
    EXPECT_NE(modes.front().explanation.find("us-reynolds"), std::string::npos) << modes.front().explanation;
    const Board alone = board_with(false);
    EXPECT_EQ(engine.move_modes({&alone, alone.unit("us-wadsworth"), false, {}}).front().allowance, 5);
}

TEST_F(MovementExample, IntoF4ThroughWoodsCostsTwoEachHex) {
    EXPECT_EQ(step_costs(board_with(true), {"D3", "E3", "F4"}), (std::vector<double>{2, 2}));
    // The road round by G2 and G3 is cheaper, and the search finds it.
    EXPECT_EQ(plan(board_with(true), "F4").cost.total, 3.5);
}

TEST_F(MovementExample, ToO6AlongTheRoadIsHalfAHexAndNeedsReynolds) {
    const PlannedPath with = plan(board_with(true), "O6");
    ASSERT_TRUE(with.possible()) << with.problem;
    EXPECT_EQ(with.cost.total, 5.5);
    for (const auto& step : with.cost.steps) EXPECT_EQ(step.cost.cost, 0.5) << map.hex_map().label(step.hex);
    const PlannedPath alone = plan(board_with(false), "O6");
    EXPECT_FALSE(alone.possible());
    EXPECT_NE(alone.problem.find("5.5 MF"), std::string::npos) << alone.problem;
}

TEST_F(MovementExample, ToG1CostsRoadWoodsRoadThenHillWoodsAndEnemyZone) {
    const auto costs = step_costs(board_with(true), {"D3", "E2", "F3", "F2", "G1"});
    EXPECT_EQ(costs, (std::vector<double>{0.5, 2, 0.5, 3}));
}

TEST_F(MovementExample, ToH2WadsworthManagesFourAndAHalfOnItsOwn) {
    const PlannedPath path = plan(board_with(false), "H2");
    ASSERT_TRUE(path.possible()) << path.problem;
    EXPECT_EQ(path.cost.total, 4.5);
    EXPECT_EQ(path.cost.steps.back().cost.cost, 3);
    EXPECT_NE(path.cost.steps.back().cost.reason.find("enemy ZOC"), std::string::npos);
}

TEST_F(MovementExample, AUnitStopsOnEnteringAnEnemyZone) {
    const Board board = board_with(true);
    const Reachable reach = reachable_hexes(engine, {&board, board.unit("us-wadsworth"), false, {}});
    EXPECT_TRUE(reach.hexes.contains(map.hex("H2")));
    EXPECT_TRUE(reach.hexes.contains(map.hex("G1")));
    for (const auto& [hex, reached] : reach.reaches.front().hexes) {
        EXPECT_NE(reached.previous, map.hex("H2")) << map.hex_map().label(hex);
        EXPECT_NE(reached.previous, map.hex("G1")) << map.hex_map().label(hex);
    }
    const PathCost through = cost_of_path(map.hex_map(), *reach.modes.front().steps,
                                          {map.hex("G2"), map.hex("H2"), map.hex("I2")});
    EXPECT_FALSE(through.allowed());
    EXPECT_EQ(through.problem_rule, "gettysburg-125 §6");
}

// Single rules on a small open board.
class MovementRules : public ::testing::Test {
protected:
    MovementRules() : map(test::BookBuilder("gettysburg-125").layout(OffsetLayout::OddColumns).size(10, 10)) {
        map.formation("union", "us-army", "army");
        map.formation("union", "us-1", "corps", "us-army");
        map.unit("union", "us-inf", "infantry", "us-1", {{"combat", 3}, {"movement", 4}});
        map.unit("union", "us-art", "artillery", "us-1", {{"combat", 2}, {"movement", 4}, {"range", 2}});
        map.unit("union", "us-1-hq", "hq", "us-army", {{"movement", 6}});
        map.formation("union", "us-2", "corps", "us-army");
        map.unit("union", "us-2-hq", "hq", "us-2", {{"movement", 6}});
        map.formation("confederate", "cs-1", "corps");
        map.unit("confederate", "cs-inf", "infantry", "cs-1", {{"combat", 3}, {"movement", 4}});
        map.unit("confederate", "cs-hq", "hq", "cs-1", {{"movement", 6}});
    }

    StepCost step(const Board& board, std::string_view unit, std::string_view from, std::string_view to,
                  bool night = false) const {
        Board moved = board;
        moved.place(unit, map.hex(from));
        const auto modes = engine.move_modes({&moved, moved.unit(unit), night, {}});
        return modes.front().steps->step(map.hex(from), map.hex(to));
    }

    test::BookBuilder map;
    Engine engine;
};

TEST_F(MovementRules, AStreamCostsOneMoreUnlessARoadCrossesIt) {
    map.hexside("C3", "C4", "stream");
    map.hexside("D3", "D4", "stream").hexside("D3", "D4", "road");
    Board board = map.board();
    board.place("us-inf", map.hex("C3"));
    EXPECT_EQ(step(board, "us-inf", "C3", "C4").cost, 2);
    EXPECT_EQ(step(board, "us-inf", "D3", "D4").cost, 0.5);
    EXPECT_EQ(step(board, "us-inf", "C3", "C2").cost, 1);
}

TEST_F(MovementRules, TerrainCostsAddUpAndHillAddsNothing) {
    map.terrain("C4", {"hill"}).terrain("C5", {"rocky-hill", "woods"});
    Board board = map.board();
    EXPECT_EQ(step(board, "us-inf", "C3", "C4").cost, 1);
    EXPECT_EQ(step(board, "us-inf", "C4", "C5").cost, 3);
}

TEST_F(MovementRules, GettysburgCostsHalf) {
    map.terrain("C4", {"town"});
    Board board = map.board();
    EXPECT_EQ(step(board, "us-inf", "C3", "C4").cost, 0.5);
}

TEST_F(MovementRules, ArtilleryMayNotEnterRockyHillAndWoods) {
    map.terrain("C4", {"rocky-hill", "woods"}).terrain("C5", {"rocky-hill"});
    Board board = map.board();
    const StepCost barred = step(board, "us-art", "C3", "C4");
    EXPECT_FALSE(barred.allowed);
    EXPECT_EQ(barred.rule, "gettysburg-125 §1.1, §11.1.3");
    EXPECT_TRUE(step(board, "us-inf", "C3", "C4").allowed);
    EXPECT_TRUE(step(board, "us-art", "C4", "C5").allowed);
}

TEST_F(MovementRules, NoRoadMovementIntoAnEnemyZoneAndNoZoneToZone) {
    map.hexside("C3", "C4", "road");
    Board board = map.board();
    board.place("cs-inf", map.hex("C6"));
    const StepCost into_zone = step(board, "us-inf", "C4", "C5");
    EXPECT_EQ(into_zone.cost, 2);
    // C5 and D5 are both next to C6.
    EXPECT_FALSE(step(board, "us-inf", "C5", "D5").allowed);
    EXPECT_EQ(step(board, "us-inf", "C5", "D5").rule, "gettysburg-125 §11.1.1");
    EXPECT_EQ(step(board, "us-inf", "C3", "C4").cost, 0.5);
}

TEST_F(MovementRules, NightTurnsBarEnemyZones) {
    Board board = map.board();
    board.place("cs-inf", map.hex("C6"));
    const StepCost night = step(board, "us-inf", "C4", "C5", true);
    EXPECT_FALSE(night.allowed);
    EXPECT_EQ(night.rule, "gettysburg-125 §10");
}

TEST_F(MovementRules, EnemyUnitsBarTheirHexButALoneHeadquartersIsPassedThrough) {
    Board board = map.board();
    board.place("cs-inf", map.hex("C6"));
    board.place("cs-hq", map.hex("F3"));
    EXPECT_FALSE(step(board, "us-inf", "C5", "C6").allowed);
    EXPECT_TRUE(step(board, "us-inf", "F2", "F3").allowed);
    EXPECT_FALSE(step(board, "us-1-hq", "F2", "F3").allowed);
    // A headquarters exerts no zone of control: next to it costs 1.
    EXPECT_EQ(step(board, "us-inf", "F1", "F2").cost, 1);
}

TEST_F(MovementRules, ControlAndCommandGivesTheBonusOnlyInTheChain) {
    Board board = map.board();
    board.place("us-inf", map.hex("C3"));
    board.place("us-2-hq", map.hex("C3"));
    MoveRequest request{&board, board.unit("us-inf"), false, {}};
    EXPECT_EQ(engine.move_modes(request).front().allowance, 5);
    request.options = {"control-and-command"};
    EXPECT_EQ(engine.move_modes(request).front().allowance, 4);
    board.place("us-1-hq", map.hex("C3"));
    request.unit = board.unit("us-inf");
    EXPECT_EQ(engine.move_modes(request).front().allowance, 5);
}

TEST_F(MovementRules, ReachableHexesStayWithinTheAllowance) {
    map.terrain("D3", {"woods"});
    Board board = map.board();
    board.place("us-inf", map.hex("C3"));
    const Reachable reach = reachable_hexes(engine, {&board, board.unit("us-inf"), false, {}});
    EXPECT_EQ(reach.hexes.at(map.hex("D3")).cost, 2);
    EXPECT_TRUE(reach.hexes.contains(map.hex("C7")));   // four clear hexes
    EXPECT_FALSE(reach.hexes.contains(map.hex("C8")));  // five
    for (const auto& [hex, reached] : reach.hexes) EXPECT_LE(reached.cost, 4);
}

}  // namespace
}  // namespace sandtable
