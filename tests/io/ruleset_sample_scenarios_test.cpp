// The orders of battle and scenarios of samples/gettysburg-125 and samples/gettysburg-150: every
// unit the rulebooks name with the factors they print, the scenarios each rulebook lists, every
// value the rulebooks do not print marked as the sample designer's choice, and every scenario
// free of errors and of unacknowledged warnings.
#include "io/native/book_file.hpp"
#include "model/board/board.hpp"
#include "model/board/scenario_board.hpp"
#include "model/rulesets/gettysburg_125/combat_factors.hpp"
#include "support/test_support.hpp"
#include "validators/validate_book.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace sandtable {
namespace {

namespace fs = std::filesystem;

const fs::path kBook125 = test::source_path("samples/gettysburg-125/gettysburg-125.sandtable");
const fs::path kBook150 = test::source_path("samples/gettysburg-150/gettysburg-150.sandtable");

std::optional<Book> load(const fs::path& path) {
    LoadResult loaded = load_book(path);
    EXPECT_TRUE(loaded) << loaded.error();
    if (!loaded) return std::nullopt;
    return std::move(loaded->book);
}

const ForceNode* unit_named(const Book& book, const std::string& name) {
    for (const auto& side : book.forces.sides) {
        for (const auto& node : side.nodes) {
            if (node.kind == ForceNodeKind::Unit && (node.short_name == name || node.name == name)) return &node;
        }
    }
    return nullptr;
}

std::optional<std::int64_t> number(const ForceNode& node, const std::string& key) {
    const auto found = node.attributes.find(key);
    if (found == node.attributes.end()) return std::nullopt;
    const auto* value = std::get_if<std::int64_t>(&found->second);
    return value != nullptr ? std::optional<std::int64_t>(*value) : std::nullopt;
}

std::set<std::string> unit_values_rows(const Book& book) {
    std::set<std::string> names;
    const DataTable* table = book.rules.find("unit-values");
    EXPECT_NE(table, nullptr) << "the book marks which values are printed and which are the designer's choice";
    if (table == nullptr) return names;
    for (const auto& row : table->rows) names.insert(row.at(0));
    return names;
}

void expect_every_scenario_clean(const Book& book, const std::vector<std::string>& expected_scenarios) {
    const ValidationReport report = validate_book(book);
    EXPECT_EQ(report.scenarios, expected_scenarios);
    for (const auto& diagnostic : report.diagnostics.items) {
        if (diagnostic.acknowledged || diagnostic.severity == Severity::Note) continue;
        ADD_FAILURE() << diagnostic.code << " [" << diagnostic.scenario << "]: " << diagnostic.message;
    }
}

// The 125th: the units its rules and examples name, with the factors they print (§11.1.3, §13,
// §13.1, §13.2, §14). Headquarters print "*" (§1.2.2).
TEST(RulesetSampleScenarios, The125thHasEveryUnitItsRulebookNamesWithThePrintedFactors) {
    const auto book = load(kBook125);
    ASSERT_TRUE(book);
    const std::map<std::string, int> printed_full_cf = {
        {"cs heth/3 id", 5},     {"cs pegram/3 abrd", 2}, {"us devin/1 cbrd", 1},   {"us gamble/1 cbrd", 1},
        {"cs jenkins/c cbrd", 1}, {"us mcgilvery/ar abrd", 1}, {"us ayres/5 id", 3}, {"cs pender/3 id", 2},
        {"cs mcintosh/3 abrd", 2}, {"us martin/5 abrd", 1}, {"us crawford/5 id", 2}, {"cs hood/1 id", 6},
        {"cs mclaws/1 id", 5},   {"us barnes/5 id", 2},   {"cs anderson/3 id", 5}, {"us barlow/11 id", 2},
        {"us robinson/1 id", 2}, {"us schurz/11 id", 2}};
    for (const auto& [name, cf] : printed_full_cf) {
        const ForceNode* node = unit_named(*book, name);
        ASSERT_NE(node, nullptr) << name;
        EXPECT_EQ(number(*node, "combat"), cf) << name;
    }
    const ForceNode* hays = unit_named(*book, "us hays/2 id");  // "the reduced us hays/2 id (2+2=4 CF)"
    ASSERT_NE(hays, nullptr);
    EXPECT_EQ(number(*hays, "combat-reduced"), 2);
    const ForceNode* wadsworth = unit_named(*book, "us wadsworth/1 id");  // "has 5+1=6 MF"
    ASSERT_NE(wadsworth, nullptr);
    EXPECT_EQ(number(*wadsworth, "movement"), 5);
    for (const char* name : {"cs r.e.lee/nv hqa", "cs ewell/2 hqc", "us buford/1c hqd", "us hancock/2 hqc", "us reynolds/1 hqc",
                             "us newton/1 hqc", "us sickles/3 hqc", "us birney/3 hqc", "us sykes/5 hqc"}) {
        const ForceNode* node = unit_named(*book, name);
        ASSERT_NE(node, nullptr) << name;
        EXPECT_EQ(node->type, "hq") << name;
        EXPECT_FALSE(number(*node, "combat")) << name << " prints * for its CF";
    }
    for (const char* name : {"cs alexander/1 abrd", "cs pickett/1 id", "us doubleday/1 id", "us wainwright/1 abrd",
                             "us huntington/ar abrd", "us muhlenburg/12 abrd"}) {
        EXPECT_NE(unit_named(*book, name), nullptr) << name;
    }
    // §11.3: Newton replaces Reynolds, Birney replaces Sickles.
    EXPECT_EQ(std::get<std::string>(unit_named(*book, "us newton/1 hqc")->attributes.at("replaces")), "us-reynolds");
    EXPECT_EQ(std::get<std::string>(unit_named(*book, "us birney/3 hqc")->attributes.at("replaces")), "us-sickles");
    // Every unit has its row saying what is printed and what is the designer's choice.
    const std::set<std::string> rows = unit_values_rows(*book);
    for (const auto& side : book->forces.sides) {
        for (const auto& node : side.nodes) {
            if (node.kind == ForceNodeKind::Unit) {
                EXPECT_TRUE(rows.contains(node.short_name)) << node.short_name;
            }
        }
    }
}

TEST(RulesetSampleScenarios, The125thHasTheScenariosOfSection15AndEachValidatesClean) {
    const auto book = load(kBook125);
    ASSERT_TRUE(book);
    // §15.1-15.4: first and last turns (turns 8, 16 and 24 are the nights of the three days).
    const std::map<std::string, std::pair<int, int>> turns = {
        {"first-day", {1, 8}}, {"second-day", {9, 16}}, {"third-day", {17, 24}}, {"full-battle", {1, 24}}};
    for (const auto& [id, range] : turns) {
        const Scenario* scenario = book->scenario(id);
        ASSERT_NE(scenario, nullptr) << id;
        EXPECT_EQ(scenario->start_turn, range.first) << id;
        EXPECT_EQ(scenario->end_turn, range.second) << id;
    }
    // §15.1: the Confederates have no units on the map at the start of the first day.
    for (const auto& placement : book->scenario("first-day")->setup) EXPECT_EQ(placement.unit.rfind("us-", 0), 0U) << placement.unit;
    // §14: the 2nd of July starts with Robinson, Barlow and Schurz eliminated and three units reduced.
    const Scenario& second = *book->scenario("second-day");
    for (const char* id : {"us-robinson", "us-barlow", "us-schurz"}) {
        EXPECT_NE(std::find(second.casualties.begin(), second.casualties.end(), id), second.casualties.end()) << id;
    }
    for (const char* id : {"us-doubleday", "us-wadsworth", "us-wainwright"}) {
        ASSERT_NE(second.placement(id), nullptr) << id;
        EXPECT_EQ(second.placement(id)->state, UnitState::Reduced) << id;
    }
    // §15.4: the III Corps comes in at A8.
    const Scenario& full = *book->scenario("full-battle");
    EXPECT_TRUE(std::any_of(full.schedule.begin(), full.schedule.end(), [](const ReinforcementEntry& entry) {
        return entry.location.ref == "A8" && std::find(entry.units.begin(), entry.units.end(), "us-sickles") != entry.units.end();
    }));
    // §14: the sudden death conditions, an option the factions may decide to use.
    const Scenario& sudden = *book->scenario("full-battle-sudden-death");
    EXPECT_EQ(sudden.extends, "full-battle");
    EXPECT_EQ(sudden.options, std::optional<std::vector<std::string>>({"sudden-death"}));
    expect_every_scenario_clean(*book, {"first-day", "second-day", "third-day", "full-battle", "full-battle-optional-rules",
                                        "full-battle-sudden-death"});
}

// The combat examples of §13.1 and §13.2 on the sample's own board, with the sample's units: the
// board reproduces their hexes and terrain, and the units their printed factors.
TEST(RulesetSampleScenarios, The125thCombatExamplesHoldOnTheSampleBoard) {
    using rulesets::gettysburg_125::combat_factors;
    const auto book = load(kBook125);
    ASSERT_TRUE(book);
    const HexMap& map = book->maps.at(0).hex;
    Board board(map, book->forces);
    auto at = [&](const std::string& unit, const char* label) {
        ASSERT_TRUE(board.place(unit, *map.find_label(label))) << unit << " in " << label;
    };
    // §13.1: Barlow (2 CF) attacks Anderson (5 CF) in the woods of K8 from K9: 6 DF; in I8 from I9,
    // connected by woods: 5 DF.
    at("cs-anderson", "K8");
    at("us-barlow", "K9");
    EXPECT_EQ(combat_factors(board, {"us-barlow"}, {"cs-anderson"}).defence, 6);
    at("cs-anderson", "I8");
    at("us-barlow", "I9");
    EXPECT_EQ(combat_factors(board, {"us-barlow"}, {"cs-anderson"}).defence, 5);
    // §13.1: a defender in F3 attacked from F2 (connected by woods only) gets +2 for the hill;
    // from G3 (connected by both) nothing; in G3 attacked from G2 (not connected) +1 and +2.
    board.remove("us-barlow");
    at("cs-anderson", "F3");
    at("us-barlow", "F2");
    EXPECT_EQ(combat_factors(board, {"us-barlow"}, {"cs-anderson"}).defence, 5 + 2);
    at("us-barlow", "G3");
    EXPECT_EQ(combat_factors(board, {"us-barlow"}, {"cs-anderson"}).defence, 5);
    at("cs-anderson", "G3");
    at("us-barlow", "G2");
    EXPECT_EQ(combat_factors(board, {"us-barlow"}, {"cs-anderson"}).defence, 5 + 3);
    // §13.2: Pegram and Heth against Buford, Devin and Gamble in McPherson's Woods (P3, hill and
    // woods): 7 AF against 1 + 1 + 2 + 1 = 5 DF, 2 ΔCF.
    board.remove("us-barlow");
    board.remove("cs-anderson");
    for (const char* unit : {"us-buford", "us-devin", "us-gamble"}) at(unit, "P3");
    at("cs-pegram", "Q3");
    at("cs-heth", "Q4");
    const auto sums = combat_factors(board, {"cs-pegram", "cs-heth"}, {"us-buford", "us-devin", "us-gamble"});
    EXPECT_EQ(sums.attack, 7);
    EXPECT_EQ(sums.defence, 5);
    EXPECT_EQ(sums.difference(), 2);
}

// The board the overlays, the Combat pane and path/los/combat ask about: a variant resolved, set
// up at a turn of the book's track, with its optional rules.
TEST(RulesetSampleScenarios, AVariantIsSetUpAtATurnWithItsOptionalRules) {
    const auto book = load(kBook125);
    ASSERT_TRUE(book);
    const auto first = set_up_scenario(*book, "full-battle-optional-rules");
    ASSERT_TRUE(first) << first.error();
    EXPECT_EQ(first->turn, 1);
    EXPECT_FALSE(first->night);
    EXPECT_EQ(first->options, (std::set<std::string>{"control-and-command", "indirect-fire", "initiative", "reorganisation"}));
    EXPECT_EQ(first->board().units_at(*book->maps.at(0).hex.find_label("P3")).size(), 3U) << "the base's setup";
    const auto night = set_up_scenario(*book, "full-battle", 8);
    ASSERT_TRUE(night);
    EXPECT_TRUE(night->night) << "turn 8 is the night of July 1 (§10)";
    EXPECT_TRUE(night->options.empty());
    const auto late = set_up_scenario(*book, "full-battle", 25);
    EXPECT_EQ(late.failure().step, ScenarioBoardFailure::Step::Turn);
    EXPECT_EQ(late.failure().turn, 25);
    EXPECT_EQ(late.error(), "the book's turns are 1 to 24");
    EXPECT_EQ(set_up_scenario(*book, "nope").failure().step, ScenarioBoardFailure::Step::Scenario);
}

// Gettysburg 150 names RE Lee and Meade (§9), Early A and B and Jones (§7), Poague, Wadsworth,
// Doubleday, McLaws A and Hood A (§8) and Hazard (§8 line of sight).
TEST(RulesetSampleScenarios, Gettysburg150HasTheUnitsItsRulebookNamesWithinTheirTypesRanges) {
    const auto book = load(kBook150);
    ASSERT_TRUE(book);
    const std::map<std::string, std::string> named = {
        {"RE Lee", "leader"},    {"Meade", "leader"},     {"Early A", "infantry"}, {"Early B", "infantry"},
        {"Jones", "artillery"},  {"Poague", "artillery"}, {"Wadsworth", "infantry"}, {"Doubleday", "infantry"},
        {"McLaws A", "infantry"}, {"Hood A", "infantry"}, {"Hazard", "artillery"}};
    for (const auto& [name, type] : named) {
        const ForceNode* node = unit_named(*book, name);
        ASSERT_NE(node, nullptr) << name;
        EXPECT_EQ(node->type, type) << name;
    }
    // §3: infantry 1-6 MP, cavalry 1-2, artillery 1-3; Union divisions and Confederate half divisions.
    const std::map<std::string, int> most = {{"infantry", 6}, {"cavalry", 2}, {"artillery", 3}};
    const std::set<std::string> rows = unit_values_rows(*book);
    for (const auto& side : book->forces.sides) {
        for (const auto& node : side.nodes) {
            if (node.kind != ForceNodeKind::Unit) continue;
            EXPECT_TRUE(rows.contains(node.name)) << node.name;
            if (node.type == "leader") continue;
            const auto mp = number(node, "morale");
            ASSERT_TRUE(mp) << node.name;
            EXPECT_GE(*mp, 1) << node.name;
            EXPECT_LE(*mp, most.at(node.type)) << node.name;
            if (node.type == "infantry") {
                EXPECT_EQ(node.echelon, side.id == "union" ? "division" : "half-division") << node.name;
            }
        }
    }
}

TEST(RulesetSampleScenarios, Gettysburg150HasEachDayLittleRoundTopAndTheThreeDaysAndEachValidatesClean) {
    const auto book = load(kBook150);
    ASSERT_TRUE(book);
    // §7 example: on the 2pm turn of July 1, RE Lee, Early A and Early B enter at 1101, Jones at 2201.
    const Scenario& first = *book->scenario("july-1");
    ASSERT_GE(book->turn_track.size(), 7U);
    EXPECT_EQ(book->turn_track[6].label, "Jul 1 14:00");
    auto arrival = [&](const std::string& unit) -> const ReinforcementEntry* {
        for (const auto& entry : first.schedule) {
            if (std::find(entry.units.begin(), entry.units.end(), unit) != entry.units.end()) return &entry;
        }
        return nullptr;
    };
    for (const char* unit : {"cs-lee", "cs-early-a", "cs-early-b"}) {
        ASSERT_NE(arrival(unit), nullptr) << unit;
        EXPECT_EQ(arrival(unit)->location.ref, "1101") << unit;
        EXPECT_EQ(arrival(unit)->turn, 7) << unit;
    }
    ASSERT_NE(arrival("cs-jones"), nullptr);
    EXPECT_EQ(arrival("cs-jones")->location.ref, "2201");
    EXPECT_EQ(arrival("cs-jones")->turn, 7);
    expect_every_scenario_clean(
        *book, {"july-1", "july-2", "july-3", "fight-for-little-round-top", "three-days", "three-days-intermediate"});
    // Little Round Top is too small for the army demoralization numbers, and row 12 of the events
    // table departs from the rulebook; the book says why of each.
    const ValidationReport report = validate_book(*book, {.scenario = "fight-for-little-round-top"});
    EXPECT_EQ(report.diagnostics.acknowledged_count(), 2U);
    // Row 12 of the events table is filled, and says it is the designer's choice (§11 leaves it blank).
    const DataTable* events = book->rules.find("events");
    ASSERT_NE(events, nullptr);
    ASSERT_EQ(events->rows.back().at(0), "12");
    EXPECT_NE(events->rows.back().at(1).find("designer's choice"), std::string::npos);
}

}  // namespace
}  // namespace sandtable
