// Movement of Gettysburg 150, §7 with the §2 terrain table and the §4 hex limits, with the §7
// movement example (Units A, B and C) on a map that reproduces it.
#include "model/board/movement_query.hpp"
#include "model/rulesets/gettysburg_150/definition.hpp"
#include "model/rulesets/gettysburg_150/engine.hpp"
#include "model/board/hex_rules_engine.hpp"
#include "model/rulesets/ruleset_registry.hpp"
#include "support/book_builder.hpp"
#include "support/rules_cells.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace sandtable {
namespace {

using rulesets::gettysburg_150::Engine;

const MoveMode* find_mode(const std::vector<MoveMode>& modes, std::string_view name) {
    const auto found = std::find_if(modes.begin(), modes.end(), [&](const MoveMode& m) { return m.name == name; });
    return found == modes.end() ? nullptr : &*found;
}

std::vector<std::string> mode_names(const std::vector<MoveMode>& modes) {
    std::vector<std::string> names;
    for (const auto& mode : modes) names.push_back(mode.name);
    return names;
}

// The §7 example. Odd columns (18, 20 ...) sit half a hex lower, so 1813 touches 1713 and 1714
// but not 1715. Unit A climbs the ridge at 1716 and stops in 1715; Unit B crosses a ridge at
// 1212; Unit C follows the road from 0510 to 0516.
class Gettysburg150MovementExample : public ::testing::Test {
protected:
    Gettysburg150MovementExample() : map(test::BookBuilder("gettysburg-150").layout(OffsetLayout::OddColumns).size(20, 20)) {
        map.terrain("1716", {"ridge"}).terrain("1212", {"ridge"});
        for (const auto* label : {"0510", "0511", "0512", "0513", "0514", "0515", "0516"}) map.terrain(label, {"road"});
        map.unit("union", "unit-a", "infantry", "", {{"morale", 4}});
        map.unit("union", "unit-b", "infantry", "", {{"morale", 4}});
        map.unit("union", "unit-c", "infantry", "", {{"morale", 4}});
        map.unit("confederate", "enemy", "infantry", "", {{"morale", 4}});
        board.emplace(map.board());
        board->place("unit-a", map.hex("1717"));
        board->place("unit-b", map.hex("1210"));
        board->place("unit-c", map.hex("0510"));
        board->place("enemy", map.hex("1813"));
    }

    MoveRequest request(std::string_view unit) const { return {&*board, board->unit(unit), false, {}}; }

    std::vector<HexCoord> hexes(std::initializer_list<std::string_view> labels) const {
        std::vector<HexCoord> result;
        for (const auto label : labels) result.push_back(map.hex(label));
        return result;
    }

    test::BookBuilder map;
    std::optional<Board> board;
    Engine engine;
};

TEST_F(Gettysburg150MovementExample, UnitBMovesDoubleOverTheHill) {
    const auto modes = engine.move_modes(request("unit-b"));
    const MoveMode* twice = find_mode(modes, "double");
    ASSERT_NE(twice, nullptr);
    EXPECT_EQ(twice->allowance, 4);
    const PathCost cost = cost_of_path(map.hex_map(), *twice->steps, hexes({"1210", "1211", "1212", "1213"}));
    ASSERT_TRUE(cost.allowed()) << cost.problem;
    ASSERT_EQ(cost.steps.size(), 3U);
    EXPECT_EQ(cost.steps[0].cost.cost, 1);
    EXPECT_EQ(cost.steps[1].cost.cost, 2);
    EXPECT_EQ(cost.steps[2].cost.cost, 1);
    EXPECT_EQ(cost.total, 4);
    const PlannedPath path = plan_path(engine, request("unit-b"), map.hex("1213"));
    ASSERT_TRUE(path.possible()) << path.problem;
    EXPECT_EQ(path.mode->name, "double");
}

TEST_F(Gettysburg150MovementExample, UnitCMovesTripleAlongTheRoad) {
    const auto modes = engine.move_modes(request("unit-c"));
    EXPECT_EQ(mode_names(modes), (std::vector<std::string>{"normal", "double", "triple"}));
    const MoveMode* thrice = find_mode(modes, "triple");
    ASSERT_NE(thrice, nullptr);
    EXPECT_EQ(thrice->allowance, 6);
    const PlannedPath path = plan_path(engine, request("unit-c"), map.hex("0516"));
    ASSERT_TRUE(path.possible()) << path.problem;
    EXPECT_EQ(path.mode->name, "triple");
    EXPECT_EQ(path.cost.total, 6);
    // 0517, one past the end of the road, is 7 hexes away: off the road for triple, too far for double.
    EXPECT_FALSE(plan_path(engine, request("unit-c"), map.hex("0517")).possible());
}

TEST_F(Gettysburg150MovementExample, UnitAClimbsTheRidgeAndMayNotComeNextToTheEnemy) {
    const auto modes = engine.move_modes(request("unit-a"));
    const MoveMode* twice = find_mode(modes, "double");
    ASSERT_NE(twice, nullptr);
    const PathCost cost = cost_of_path(map.hex_map(), *twice->steps, hexes({"1717", "1716", "1715"}));
    ASSERT_TRUE(cost.allowed()) << cost.problem;
    EXPECT_EQ(cost.steps[0].cost.cost, 2);
    EXPECT_EQ(cost.steps[1].cost.cost, 1);
    // One movement point is left, but 1714 and 1713 are next to the enemy in 1813.
    const PathCost on = cost_of_path(map.hex_map(), *twice->steps, hexes({"1717", "1716", "1715", "1714"}));
    EXPECT_FALSE(on.allowed());
    EXPECT_EQ(on.problem_rule, "gettysburg-150 §7 Movement");
    const Reachable reach = reachable_hexes(engine, request("unit-a"));
    EXPECT_TRUE(reach.hexes.contains(map.hex("1715")));
    EXPECT_FALSE(reach.hexes.contains(map.hex("1714")));
    EXPECT_FALSE(reach.hexes.contains(map.hex("1713")));
}

TEST_F(Gettysburg150MovementExample, AHouseRuleInTheBooksUnitTypesTableChangesTheAllowance) {
    // The rulebook gives infantry 2 MP (§3); a book that gives them 3 moves them 3, 6 and 9.
    RulesData rules = rulesets::gettysburg_150::definition().rulebook_data;
    test::set_rules_cell(rules, "unit-types", 0, "movement-points", "3");
    Board house(map.hex_map(), map.forces(), &rules);
    house.place("unit-c", map.hex("0510"));
    const MoveRequest on_road{&house, house.unit("unit-c"), false, {}};
    const auto modes = engine.move_modes(on_road);
    ASSERT_EQ(mode_names(modes), (std::vector<std::string>{"normal", "double", "triple"}));
    EXPECT_EQ(modes[0].allowance, 3);
    EXPECT_EQ(modes[1].allowance, 6);
    EXPECT_EQ(modes[2].allowance, 9);
    EXPECT_EQ(engine.move_modes(request("unit-c"))[0].allowance, 2) << "a board without a book reads the rulebook";
}

TEST_F(Gettysburg150MovementExample, TheEngineIsRegistered) {
    EXPECT_NE(dynamic_cast<const Engine*>(rules_engines("gettysburg-150").hex), nullptr);
}

// Single rules on a small open board.
class Gettysburg150MovementRules : public ::testing::Test {
protected:
    Gettysburg150MovementRules() : map(test::BookBuilder("gettysburg-150").layout(OffsetLayout::OddColumns).size(10, 10)) {
        map.unit("union", "us-inf", "infantry", "", {{"morale", 4}});
        map.unit("union", "us-inf-2", "infantry", "", {{"morale", 3}});
        map.unit("union", "us-cav", "cavalry", "", {{"morale", 2}});
        map.unit("union", "us-art", "artillery", "", {{"morale", 2}});
        map.unit("union", "us-art-2", "artillery", "", {{"morale", 2}});
        map.unit("union", "us-leader", "leader", "", {{"command", 3}});
        map.unit("confederate", "cs-inf", "infantry", "", {{"morale", 4}});
        map.unit("confederate", "cs-leader", "leader", "", {{"command", 3}});
    }

    // A step of the unit's first mode called `mode`, the unit standing in `from`.
    StepCost step(const Board& board, std::string_view unit, std::string_view from, std::string_view to,
                  std::string_view mode = "normal") const {
        Board moved = board;
        moved.place(unit, map.hex(from));
        const auto modes = engine.move_modes({&moved, moved.unit(unit), false, {}});
        const MoveMode* found = find_mode(modes, mode);
        if (found == nullptr) return {false, 0, "no such mode", ""};
        return found->steps->step(map.hex(from), map.hex(to));
    }

    std::vector<MoveMode> modes(const Board& board, std::string_view unit, std::string_view at) const {
        Board moved = board;
        moved.place(unit, map.hex(at));
        auto result = engine.move_modes({&moved, moved.unit(unit), false, {}});
        for (auto& mode : result) mode.steps.reset();  // they refer to `moved`
        return result;
    }

    test::BookBuilder map;
    Engine engine;
};

TEST_F(Gettysburg150MovementRules, AllowancesComeFromTheUnitTypesTable) {
    const Board board = map.board();
    EXPECT_EQ(modes(board, "us-inf", "0303").front().allowance, 2);
    EXPECT_EQ(modes(board, "us-cav", "0303").front().allowance, 3);
    EXPECT_EQ(modes(board, "us-art", "0303").front().allowance, 2);
    EXPECT_EQ(modes(board, "us-leader", "0303").front().allowance, 3);
    const auto cavalry = modes(board, "us-cav", "0303");
    ASSERT_EQ(mode_names(cavalry), (std::vector<std::string>{"normal", "double"}));
    EXPECT_EQ(cavalry[1].allowance, 6);
    EXPECT_EQ(cavalry[0].rule, "gettysburg-150 §3 Game Units, §7 Movement");
}

TEST_F(Gettysburg150MovementRules, ALeaderMovesOnlyAtTheNormalPace) {
    map.terrain("0303", {"road"});
    EXPECT_EQ(mode_names(modes(map.board(), "us-leader", "0303")), (std::vector<std::string>{"normal"}));
}

TEST_F(Gettysburg150MovementRules, EachTerrainCostsItsOwnAndTheyDoNotAddUp) {
    map.terrain("0304", {"road"}).terrain("0305", {"town"}).terrain("0306", {"woods"});
    map.terrain("0307", {"woods", "road"});
    const Board board = map.board();
    EXPECT_EQ(step(board, "us-inf", "0303", "0304").cost, 1);
    EXPECT_EQ(step(board, "us-inf", "0304", "0305").cost, 1);
    EXPECT_EQ(step(board, "us-inf", "0305", "0306").cost, 2);
    EXPECT_EQ(step(board, "us-inf", "0306", "0307").cost, 2);
    EXPECT_EQ(step(board, "us-inf", "0307", "0308").cost, 1);
    EXPECT_EQ(step(board, "us-inf", "0306", "0307").rule, "gettysburg-150 §2 Game Board, §7 Movement");
}

TEST_F(Gettysburg150MovementRules, ARidgeCostsTwoOnlyMovingUp) {
    map.terrain("0304", {"ridge"}).terrain("0305", {"ridge"}).terrain("0306", {"double-ridge"});
    map.terrain("0307", {"double-ridge"}).terrain("0308", {"ridge", "woods"});
    const Board board = map.board();
    EXPECT_EQ(step(board, "us-inf", "0303", "0304").cost, 2);  // up onto the ridge
    EXPECT_EQ(step(board, "us-inf", "0304", "0305").cost, 1);  // along it
    EXPECT_EQ(step(board, "us-inf", "0305", "0304").cost, 1);
    EXPECT_EQ(step(board, "us-inf", "0304", "0303").cost, 1);  // down
    EXPECT_EQ(step(board, "us-inf", "0305", "0306").cost, 2);  // up from ridge to double ridge
    EXPECT_EQ(step(board, "us-inf", "0306", "0307").cost, 1);
    EXPECT_EQ(step(board, "us-inf", "0307", "0308").cost, 2);  // down, but into woods
    EXPECT_EQ(step(board, "us-inf", "0309", "0308").cost, 2);
}

TEST_F(Gettysburg150MovementRules, CrossingACreekCostsOneMore) {
    map.hexside("0303", "0304", "creek").hexside("0305", "0306", "creek");
    map.terrain("0306", {"woods"});
    const Board board = map.board();
    EXPECT_EQ(step(board, "us-inf", "0303", "0304").cost, 2);
    EXPECT_EQ(step(board, "us-inf", "0305", "0306").cost, 3);
    EXPECT_EQ(step(board, "us-inf", "0304", "0305").cost, 1);
}

TEST_F(Gettysburg150MovementRules, HexLimitsBarEnteringAndMovingThrough) {
    Board board = map.board();
    board.place("us-inf-2", map.hex("0304"));
    board.place("us-art-2", map.hex("0504"));
    board.place("us-leader", map.hex("0704"));
    const StepCost full = step(board, "us-inf", "0303", "0304");
    EXPECT_FALSE(full.allowed);
    EXPECT_EQ(full.rule, "gettysburg-150 §4 Setup, §7 Movement");
    EXPECT_FALSE(step(board, "us-cav", "0303", "0304").allowed);
    EXPECT_TRUE(step(board, "us-art", "0303", "0304").allowed);
    EXPECT_FALSE(step(board, "us-art", "0503", "0504").allowed);
    EXPECT_TRUE(step(board, "us-inf", "0503", "0504").allowed);
    EXPECT_TRUE(step(board, "us-inf", "0703", "0704").allowed);  // leaders never block
    EXPECT_TRUE(step(board, "us-leader", "0303", "0304").allowed);
    // Through is barred as well as into.
    board.place("us-inf", map.hex("0303"));
    const auto all = engine.move_modes({&board, board.unit("us-inf"), false, {}});
    const PathCost through = cost_of_path(map.hex_map(), *all.front().steps,
                                          {map.hex("0303"), map.hex("0304"), map.hex("0305")});
    EXPECT_FALSE(through.allowed());
    EXPECT_EQ(through.steps.back().hex, map.hex("0304"));
    const Reachable reach = reachable_hexes(engine, {&board, board.unit("us-inf"), false, {}});
    EXPECT_FALSE(reach.hexes.contains(map.hex("0304")));
}

TEST_F(Gettysburg150MovementRules, EnemyUnitsBarTheirHexButEnemyLeadersDoNot) {
    Board board = map.board();
    board.place("cs-inf", map.hex("0306"));
    board.place("cs-leader", map.hex("0804"));
    EXPECT_FALSE(step(board, "us-inf", "0305", "0306").allowed);
    EXPECT_FALSE(step(board, "us-leader", "0305", "0306").allowed);
    EXPECT_TRUE(step(board, "us-inf", "0803", "0804").allowed);
    EXPECT_TRUE(step(board, "us-inf", "0803", "0804", "double").allowed);  // a leader is no enemy unit to keep off
}

TEST_F(Gettysburg150MovementRules, DoubleMovementNeverComesNextToAnEnemyUnit) {
    Board board = map.board();
    board.place("cs-inf", map.hex("0306"));
    // Starting next to the enemy: only normal movement.
    EXPECT_EQ(mode_names(modes(board, "us-inf", "0305")), (std::vector<std::string>{"normal"}));
    EXPECT_EQ(mode_names(modes(board, "us-inf", "0303")), (std::vector<std::string>{"normal", "double"}));
    const StepCost next_to = step(board, "us-inf", "0304", "0305", "double");
    EXPECT_FALSE(next_to.allowed);
    EXPECT_EQ(next_to.rule, "gettysburg-150 §7 Movement");
    EXPECT_TRUE(step(board, "us-inf", "0304", "0305", "normal").allowed);
}

TEST_F(Gettysburg150MovementRules, TripleMovementNeedsARoadAllTheWay) {
    map.terrain("0303", {"road"}).terrain("0304", {"road"}).terrain("0305", {"road"});
    Board board = map.board();
    EXPECT_EQ(mode_names(modes(board, "us-inf", "0302")), (std::vector<std::string>{"normal", "double"}));
    EXPECT_EQ(modes(board, "us-inf", "0303").back().allowance, 6);
    EXPECT_TRUE(step(board, "us-inf", "0303", "0304", "triple").allowed);
    const StepCost off = step(board, "us-inf", "0305", "0306", "triple");
    EXPECT_FALSE(off.allowed);
    EXPECT_NE(off.reason.find("road"), std::string::npos) << off.reason;
    board.place("cs-inf", map.hex("0205"));
    EXPECT_TRUE(step(board, "us-inf", "0303", "0304", "triple").allowed);
    EXPECT_FALSE(step(board, "us-inf", "0304", "0305", "triple").allowed);  // 0305 touches 0205
}

TEST_F(Gettysburg150MovementRules, AMapRoadCountsForTripleMovement) {
    map.hex_map().roads.push_back({"pike", "road", "Pike", {map.hex("0603"), map.hex("0604"), map.hex("0605")}});
    map.terrain("0605", {"woods"});
    Board board = map.board();
    EXPECT_EQ(mode_names(modes(board, "us-inf", "0603")).back(), "triple");
    EXPECT_TRUE(step(board, "us-inf", "0603", "0604", "triple").allowed);
    // The road does not make woods cheaper: the dearest terrain counts.
    EXPECT_EQ(step(board, "us-inf", "0604", "0605", "triple").cost, 2);
    EXPECT_FALSE(step(board, "us-inf", "0604", "0704", "triple").allowed);
}

TEST_F(Gettysburg150MovementRules, ReachableHexesStayWithinTheLargestAllowance) {
    Board board = map.board();
    board.place("us-inf", map.hex("0303"));
    const Reachable reach = reachable_hexes(engine, {&board, board.unit("us-inf"), false, {}});
    EXPECT_TRUE(reach.hexes.contains(map.hex("0307")));   // four clear hexes, double
    EXPECT_FALSE(reach.hexes.contains(map.hex("0308")));  // five
    EXPECT_EQ(reach.modes[reach.hexes.at(map.hex("0307")).mode].name, "double");
    EXPECT_EQ(reach.modes[reach.hexes.at(map.hex("0305")).mode].name, "normal");
}

}  // namespace
}  // namespace sandtable
