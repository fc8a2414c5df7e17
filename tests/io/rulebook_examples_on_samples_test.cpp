// The worked examples of the 125th Anniversary Edition rulebook, played on the two sample books
// that hold their hexes: samples/gettysburg-125/gettysburg-125.sandtable (the board over the
// battlefield) and samples/gettysburg-125/mcphersons-ridge.sandtable (the small book). Each
// example's units are put where the rulebook puts them on the scenario's own board, so a change
// to a sample's terrain, roads or units that breaks an example breaks a test here. The readings
// of the rulebook's garbled steps are in samples/gettysburg-125/README.md.
#include "io/native/book_file.hpp"
#include "model/board/movement_query.hpp"
#include "model/board/scenario_board.hpp"
#include "model/rulesets/gettysburg_125/combat_factors.hpp"
#include "model/rulesets/gettysburg_125/engine.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace sandtable {
namespace {

using rulesets::gettysburg_125::combat_factors;

struct SampleBook {
    const char* file;
    // The example's Barlow (2 CF) and Anderson (5 CF), or units of the same CF where the book has
    // not got them (§13.1, combat factors).
    const char* attacker;
    int attacker_cf;
    const char* defender;
    // A Confederate unit to stand in H1, so that G1 and H2 are in enemy ZOC (§11.1.3).
    const char* enemy;
};

void PrintTo(const SampleBook& book, std::ostream* out) { *out << book.file; }

const SampleBook kBooks[] = {
    {"samples/gettysburg-125/gettysburg-125.sandtable", "us-barlow", 2, "cs-anderson", "cs-pender"},
    {"samples/gettysburg-125/mcphersons-ridge.sandtable", "us-devin", 1, "cs-heth", "cs-pegram"},
};

class RulebookExamplesOnSamples : public ::testing::TestWithParam<SampleBook> {
protected:
    void SetUp() override {
        loaded = load_book(test::source_path(GetParam().file));
        ASSERT_TRUE(loaded) << loaded.error();
        scenario = set_up_scenario(loaded->book, "first-day");
        ASSERT_TRUE(scenario) << scenario.error();
    }

    HexCoord hex(std::string_view label) const {
        const auto found = scenario->setup.map->hex.find_label(std::string(label));
        EXPECT_TRUE(found) << found.error();
        return found.optional().value_or(HexCoord{});
    }

    std::set<std::string> terrain(std::string_view label) const {
        const auto ids = scenario->setup.map->hex.terrain_at(hex(label));
        return {ids.begin(), ids.end()};
    }

    // The first day's board with only the units the example names.
    Board empty_board() const {
        Board board = scenario->board();
        std::vector<std::string> ids;
        for (const BoardUnit& unit : board.units()) ids.push_back(unit.id());
        for (const auto& id : ids) board.remove(id);
        return board;
    }

    // §11.1.3: Wadsworth in D3, with Reynolds or alone, and an enemy in H1 or none.
    Board movement_board(bool with_reynolds, bool with_enemy) const {
        Board board = empty_board();
        EXPECT_TRUE(board.place("us-wadsworth", hex("D3")));
        if (with_reynolds) {
            EXPECT_TRUE(board.place("us-reynolds", hex("D3")));
        }
        if (with_enemy) {
            EXPECT_TRUE(board.place(GetParam().enemy, hex("H1")));
        }
        return board;
    }

    MoveRequest request(const Board& board) const { return {&board, board.unit("us-wadsworth"), false, {}}; }

    PlannedPath plan(const Board& board, std::string_view to) const { return plan_path(engine, request(board), hex(to)); }

    std::vector<double> step_costs(const Board& board, std::initializer_list<std::string_view> labels) const {
        std::vector<HexCoord> hexes;
        for (const auto label : labels) hexes.push_back(hex(label));
        const auto modes = engine.move_modes(request(board));
        const PathCost cost = cost_of_path(board.map(), *modes.front().steps, hexes);
        EXPECT_TRUE(cost.allowed()) << cost.problem;
        std::vector<double> costs;
        for (const auto& step : cost.steps) costs.push_back(step.cost.cost);
        return costs;
    }

    // The defence of `defender` in `at` attacked by the attacker from `from` (§13.1).
    int defence(std::string_view at, std::string_view from) const {
        Board board = empty_board();
        EXPECT_TRUE(board.place(GetParam().defender, hex(at)));
        EXPECT_TRUE(board.place(GetParam().attacker, hex(from)));
        const CombatSums sums = combat_factors(board, {GetParam().attacker}, {GetParam().defender});
        EXPECT_EQ(sums.attack, GetParam().attacker_cf);
        EXPECT_TRUE(sums.problems.empty()) << sums.problems.front();
        return sums.defence;
    }

    LoadResult loaded = failure("not loaded yet");
    ScenarioBoardResult scenario = failure("not set up yet");
    rulesets::gettysburg_125::Engine engine;
};

// §11.1.3: "us wadsworth/1 id moves with us reynolds/1 hqc for its entire movement, and has
// 5+1=6 MF to spend."
TEST_P(RulebookExamplesOnSamples, WadsworthHasSixMovementFactorsWithReynoldsAndFiveAlone) {
    const Board with = movement_board(true, false);
    EXPECT_EQ(engine.move_modes(request(with)).front().allowance, 6);
    const Board alone = movement_board(false, false);
    EXPECT_EQ(engine.move_modes(request(alone)).front().allowance, 5);
}

// §11.1.3: "From D3 to F4: each hex moved into are woods hexes and thus costs 2 MF each to enter."
TEST_P(RulebookExamplesOnSamples, FromD3ToF4EachWoodsHexCostsTwo) {
    EXPECT_EQ(terrain("E4"), (std::set<std::string>{"woods"}));
    EXPECT_EQ(terrain("F4"), (std::set<std::string>{"woods"}));
    EXPECT_EQ(step_costs(movement_board(true, false), {"D3", "E4", "F4"}), (std::vector<double>{2, 2}));
}

// §11.1.3: "From D3 to O6, again accompanied by us reynolds/1 hqc: this movement utilises road
// movement in each step, and thus each hex costs 1/2 MF to enter." Eleven hexes, 5 1/2 MF.
TEST_P(RulebookExamplesOnSamples, FromD3ToO6EveryStepIsAlongTheRoad) {
    const PlannedPath with = plan(movement_board(true, false), "O6");
    ASSERT_TRUE(with.possible()) << with.problem;
    EXPECT_EQ(with.cost.total, 5.5);
    EXPECT_EQ(with.cost.steps.size(), 11U);
    for (const auto& step : with.cost.steps) {
        EXPECT_EQ(step.cost.cost, 0.5) << scenario->setup.map->hex.label(step.hex) << ": " << step.cost.reason;
    }
    const PlannedPath alone = plan(movement_board(false, false), "O6");
    EXPECT_FALSE(alone.possible()) << "5 1/2 MF is more than Wadsworth's own 5";
}

// §11.1.3: "From D3 to G1: the move into E3 is road movement (1/2 MF). To move into F3 costs 2 MF
// due to the woods terrain. The units again use road movement to move to F1 at a cost of 1/2 MF.
// The final move into G1 costs 3 MF: 1 MF for hill, 1 MF for woods, and finally 1 MF to enter
// enemy ZOC." F3 is not next to F1; the samples read the woods hex as F2, the one woods hex
// between E3 and F1, which spends Wadsworth's 6 MF exactly.
TEST_P(RulebookExamplesOnSamples, FromD3ToG1RoadWoodsRoadThenHillWoodsAndEnemyZoc) {
    EXPECT_EQ(terrain("G1"), (std::set<std::string>{"hill", "woods"}));
    const Board board = movement_board(true, true);
    EXPECT_EQ(step_costs(board, {"D3", "E3", "F2", "F1", "G1"}), (std::vector<double>{0.5, 2, 0.5, 3}));
    EXPECT_TRUE(reachable_hexes(engine, request(board)).hexes.contains(hex("G1")));
}

// §11.1.3: "From D3 to H2: the first three hexes are traversed at 1/2 MF each. The final woods hex
// (H2) is in enemy ZOC and road movement cannot be used. Thus the final move costs 3 MF, for a
// total of 4 1/2 MF, which us wadsworth/1 id could manage on its own."
TEST_P(RulebookExamplesOnSamples, FromD3ToH2FourAndAHalfWithTheEnemyNearAndThreeAndAHalfWithout) {
    const PlannedPath path = plan(movement_board(false, true), "H2");
    ASSERT_TRUE(path.possible()) << path.problem;
    EXPECT_EQ(path.cost.total, 4.5);
    ASSERT_EQ(path.cost.steps.size(), 4U);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(path.cost.steps[i].cost.cost, 0.5) << i;
    EXPECT_EQ(path.cost.steps.back().cost.cost, 3);
    EXPECT_NE(path.cost.steps.back().cost.reason.find("enemy ZOC"), std::string::npos) << path.cost.steps.back().cost.reason;
    // With no enemy near, the last step is woods only.
    const PlannedPath open = plan(movement_board(false, false), "H2");
    ASSERT_TRUE(open.possible()) << open.problem;
    EXPECT_EQ(open.cost.total, 3.5);
}

// §13.1 (connected terrain): "hexes F3 and G3 are connected both as woods and has a hill.
// However, F3 is only connected to F2 via woods, as is H2 and H3. [...] G3 and G2 are not
// connected by any terrain".
TEST_P(RulebookExamplesOnSamples, WhatMattersIsTheHexsideAttackedOver) {
    EXPECT_EQ(terrain("F3"), (std::set<std::string>{"hill", "woods"}));
    EXPECT_EQ(terrain("G3"), (std::set<std::string>{"hill", "woods"}));
    EXPECT_EQ(terrain("F2"), (std::set<std::string>{"woods"}));
    EXPECT_EQ(terrain("G2"), (std::set<std::string>{"clear"}));
    EXPECT_TRUE(terrain("H2").contains("woods"));
    EXPECT_TRUE(terrain("H3").contains("woods"));
    EXPECT_FALSE(terrain("H2").contains("hill") && terrain("H3").contains("hill")) << "H2 and H3 are connected by woods only";
    EXPECT_EQ(defence("F3", "F2"), 5 + 2) << "the hill counts, the woods are connected";
    EXPECT_EQ(defence("F3", "G3"), 5) << "connected by both";
    EXPECT_EQ(defence("G3", "G2"), 5 + 1 + 2);
}

// §13.1 (combat factors): Barlow attacks Anderson (5 CF) "in a woods hex (K8) which is not
// connected to the hex (K9) [...] a total of 6 DF. Right: the attacked hex (I8) is connected via
// woods to the hex (I9) [...] a total of 5 DF."
TEST_P(RulebookExamplesOnSamples, AndersonInWoodsGetsTheBonusOnlyWhenTheWoodsAreNotConnected) {
    EXPECT_TRUE(terrain("K8").contains("woods"));
    EXPECT_FALSE(terrain("K9").contains("woods"));
    EXPECT_TRUE(terrain("I8").contains("woods"));
    EXPECT_TRUE(terrain("I9").contains("woods"));
    EXPECT_EQ(defence("K8", "K9"), 6);
    EXPECT_EQ(defence("I8", "I9"), 5);
}

// §13.2: Pegram and Heth attack Buford, Devin and Gamble in McPherson's woods, "hex P3, hill and
// woods": 1+1+1+2 = 5 DF against 2+5 = 7 AF, 2 ∆CF. The first day sets the Union up in P3.
TEST_P(RulebookExamplesOnSamples, McPhersonsWoodsOnTheSecondTurn) {
    Board board = scenario->board();
    for (const char* id : {"us-buford", "us-devin", "us-gamble"}) {
        ASSERT_NE(board.unit(id), nullptr) << id;
        EXPECT_EQ(board.map().label(board.unit(id)->hex), "P3") << id;
    }
    ASSERT_TRUE(board.place("cs-pegram", hex("Q3")));
    ASSERT_TRUE(board.place("cs-heth", hex("Q4")));
    const CombatSums sums = combat_factors(board, {"cs-pegram", "cs-heth"}, {"us-buford", "us-devin", "us-gamble"});
    EXPECT_EQ(sums.attack, 7);
    EXPECT_EQ(sums.defence, 5) << sums.working.back();
    EXPECT_EQ(sums.difference(), 2);
}

// The shorthand "cs pegram/3 abrd" (§13.2) reads artillery brigade; §14's sudden death is an
// option each book offers.
TEST_P(RulebookExamplesOnSamples, PegramIsAnArtilleryBrigadeAndSuddenDeathIsOffered) {
    const ForceNode* pegram = loaded->book.forces.node("cs-pegram");
    ASSERT_NE(pegram, nullptr);
    EXPECT_EQ(pegram->type, "artillery");
    EXPECT_EQ(pegram->echelon, "brigade");
    const auto& scenarios = loaded->book.scenarios;
    EXPECT_TRUE(std::any_of(scenarios.begin(), scenarios.end(), [](const Scenario& s) {
        return s.options && std::find(s.options->begin(), s.options->end(), "sudden-death") != s.options->end() &&
               std::any_of(s.victory.begin(), s.victory.end(), [](const auto& c) { return c.id == "sudden-death"; });
    }));
}

INSTANTIATE_TEST_SUITE_P(Gettysburg125, RulebookExamplesOnSamples, ::testing::ValuesIn(kBooks));

}  // namespace
}  // namespace sandtable
