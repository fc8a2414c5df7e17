// The §8 combat example of Gettysburg 150 on samples/gettysburg-150/gettysburg-150.sandtable:
// Doubleday on a double ridge/hill, Wadsworth on a ridge beside him, and Poague, McLaws A and
// Hood A attacking them up the slopes. The book has no combat calculator for this ruleset, so the
// dice are read here from the book's own tables (combat-hit-numbers and terrain-effects) for the
// terrain of the sample's hexes; a board without the double ridge, or a table that lost its row,
// breaks the test. The hexes are the sample designer's (samples/gettysburg-150/README.md).
#include "io/native/book_file.hpp"
#include "model/board/scenario_board.hpp"
#include "model/rulesets/gettysburg_150/line_of_sight.hpp"
#include "model/rulesets/gettysburg_150/movement.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace sandtable {
namespace {

// Where the sample stands the example's units.
constexpr const char* kDoubleday = "1908";  // Cemetery Hill, double ridge/hill
constexpr const char* kWadsworth = "1909";  // Cemetery Ridge, ridge
constexpr const char* kPoague = "1910";     // open ground next to Wadsworth, two hexes from Doubleday
constexpr const char* kMclawsA = "1907";    // open ground next to Doubleday
constexpr const char* kHoodA = "1808";      // open ground next to both

class Gettysburg150CombatExample : public ::testing::Test {
protected:
    void SetUp() override {
        loaded = load_book(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable"));
        ASSERT_TRUE(loaded) << loaded.error();
        scenario = set_up_scenario(loaded->book, "july-2");
        ASSERT_TRUE(scenario) << scenario.error();
        board.emplace(scenario->board());
        std::vector<std::string> ids;
        for (const BoardUnit& unit : board->units()) ids.push_back(unit.id());
        for (const auto& id : ids) board->remove(id);
        for (const auto& [id, label] : {std::pair{"us-doubleday", kDoubleday}, std::pair{"us-wadsworth", kWadsworth},
                                        std::pair{"cs-poague", kPoague}, std::pair{"cs-mclaws-a", kMclawsA},
                                        std::pair{"cs-hood-a", kHoodA}}) {
            ASSERT_TRUE(board->place(id, hex(label))) << id;
        }
    }

    HexCoord hex(std::string_view label) const {
        const auto found = scenario->setup.map->hex.find_label(std::string(label));
        EXPECT_TRUE(found) << found.error();
        return found.optional().value_or(HexCoord{});
    }

    const std::vector<std::string>& row(std::string_view table_id, std::string_view first) const {
        static const std::vector<std::string> none;
        const DataTable* table = loaded->book.rules.find(table_id);
        EXPECT_NE(table, nullptr) << table_id;
        if (table == nullptr) return none;
        for (const auto& cells : table->rows) {
            if (cells.at(0).starts_with(first)) return cells;
        }
        ADD_FAILURE() << table_id << " has no row " << first;
        return none;
    }

    // "-2 Die" as 2.
    int dice_off(std::string_view terrain) const {
        const std::string& cell = row("terrain-effects", terrain).at(2);
        const auto digit = std::find_if(cell.begin(), cell.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
        EXPECT_NE(digit, cell.end()) << terrain << ": " << cell;
        return digit == cell.end() ? 0 : *digit - '0';
    }

    // The dice an attack rolls (§8): the attacker type's dice, less the terrain of the defender's
    // hex, the one most to the defender's good (effects do not add up); a ridge counts only when
    // firing up it, a double ridge/hill always.
    int dice(std::string_view attacker, std::string_view defender) const {
        const BoardUnit* from = board->unit(attacker);
        const BoardUnit* at = board->unit(defender);
        std::string type = from->type();
        type[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(type[0])));
        const int rolled = std::stoi(row("combat-hit-numbers", type).at(1));
        int off = 0;
        if (board->has_terrain(at->hex, "double-ridge")) off = std::max(off, dice_off("Double Ridge"));
        if (board->has_terrain(at->hex, "ridge") &&
            rulesets::gettysburg_150::height(*board, at->hex) > rulesets::gettysburg_150::height(*board, from->hex)) {
            off = std::max(off, dice_off("Ridge"));
        }
        if (board->has_terrain(at->hex, "woods")) off = std::max(off, dice_off("Woods"));
        return std::max(0, rolled - off);
    }

    LoadResult loaded = failure("not loaded yet");
    ScenarioBoardResult scenario = failure("not set up yet");
    std::optional<Board> board;
};

TEST_F(Gettysburg150CombatExample, DoubledayStandsOnADoubleRidgeAndWadsworthOnARidgeBelowIt) {
    EXPECT_TRUE(board->has_terrain(hex(kDoubleday), "double-ridge"));
    EXPECT_TRUE(board->has_terrain(hex(kWadsworth), "ridge"));
    EXPECT_FALSE(board->has_terrain(hex(kWadsworth), "double-ridge"));
    for (const char* label : {kPoague, kMclawsA, kHoodA}) {
        EXPECT_EQ(rulesets::gettysburg_150::height(*board, hex(label)), 0) << label << " is below both";
        EXPECT_FALSE(board->has_terrain(hex(label), "woods")) << label;
    }
    // McLaws A fires and Hood A melees, so both are next to Doubleday, and Hood A next to Wadsworth too.
    EXPECT_EQ(distance(hex(kMclawsA), hex(kDoubleday)), 1);
    EXPECT_EQ(distance(hex(kHoodA), hex(kDoubleday)), 1);
    EXPECT_EQ(distance(hex(kHoodA), hex(kWadsworth)), 1);
    // Poague fires at Wadsworth within its two-dice range and sees him.
    EXPECT_LE(distance(hex(kPoague), hex(kWadsworth)), 2);
    const Sight sight = rulesets::gettysburg_150::line_of_sight(*board, hex(kPoague), hex(kWadsworth));
    EXPECT_TRUE(sight.clear) << sight.summary;
    EXPECT_LE(distance(hex(kPoague), hex(kDoubleday)), 2);
}

// §8: "Poague conducts fire combat on Wadsworth for 1 AP. He rolls 1 die (normally would roll 2 but
// must subtract 1 die for firing up ridge). He could not fire on Doubleday with artillery as it is
// -2 die to fire at units up double ridge/hill. McLaws A conducts fire combat against Doubleday for
// 1 AP and rolls 1 die (normally would roll 3 but must subtract 2 die for firing up double
// ridge/hill). Hood A conducts melee against Doubleday for 2 AP and rolls 1 die [...] Hood A could
// have attacked Wadsworth in melee combat and rolled 2 dice".
TEST_F(Gettysburg150CombatExample, TheDiceOfEachAttackAreThoseTheRulebookCounts) {
    EXPECT_EQ(dice("cs-poague", "us-wadsworth"), 1);
    EXPECT_EQ(dice("cs-poague", "us-doubleday"), 0);
    EXPECT_EQ(dice("cs-mclaws-a", "us-doubleday"), 1);
    EXPECT_EQ(dice("cs-hood-a", "us-doubleday"), 1);
    EXPECT_EQ(dice("cs-hood-a", "us-wadsworth"), 2);
}

// §4: units set up at full strength unless the scenario gives a reduced MP value. A placement says
// only "reduced", so each scenario's description gives every reduced unit's MP at the start: its
// flipped counter, 1 MP below the printed value (§3).
TEST(Gettysburg150Sample, EveryReducedPlacementSaysWhatMpItStartsWith) {
    const LoadResult loaded = load_book(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable"));
    ASSERT_TRUE(loaded) << loaded.error();
    std::size_t reduced = 0;
    for (const Scenario& scenario : loaded->book.scenarios) {
        for (const Placement& placement : scenario.setup) {
            if (placement.state != UnitState::Reduced) continue;
            ++reduced;
            const ForceNode* unit = loaded->book.forces.node(placement.unit);
            ASSERT_NE(unit, nullptr) << placement.unit;
            const auto morale = std::get<std::int64_t>(unit->attributes.at("morale"));
            const std::string said = unit->name + " " + std::to_string(morale - 1) + " MP";
            EXPECT_NE(scenario.description.find(said), std::string::npos) << scenario.id << ": " << said;
        }
    }
    EXPECT_GT(reduced, 0U);
}

}  // namespace
}  // namespace sandtable
