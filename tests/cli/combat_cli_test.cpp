// sandtable-cli combat on a book set up like the combat at McPherson's woods of the 125th
// rulebook (§13.2), with a Union battery that may fire in support (§13.1.1).
#include "io/native/book_file.hpp"
#include "support/book_builder.hpp"
#include "support/mcphersons_woods.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

fs::path mcphersons_woods_book() {
    const fs::path path = test::scratch_dir() / "mcphersons-woods.sandtable";
    const auto saved = save_book(test::mcphersons_woods_book(), path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

const std::string kCombat = " --attackers cs-pegram,cs-heth --defenders us-buford,us-devin,us-gamble";

TEST(CliCombat, PrintsTheSumsTheirWorkingAndTheCombatResultsRow) {
    const auto run = cli("combat " + quoted(mcphersons_woods_book()) + kCombat);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("cs-pegram, cs-heth against us-buford, us-devin, us-gamble, scenario first-morning, turn 2"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("AF 7 = cs-pegram 2 + cs-heth 5"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("DF 5 = us-buford 0, us-devin 1, us-gamble 1, woods in P3 +1, hill in P3 +2"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("difference +2 (AF 7 - DF 5)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("combat results [gettysburg-125 §13.2 Table 4], by the dice:"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("> +1 to +2   DR"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("with even dice: DR (defender retreats)"), std::string::npos) << run.out;
    EXPECT_EQ(run.out.find("could add"), std::string::npos) << "the Indirect fire rule is not in force\n" << run.out;
}

TEST(CliCombat, WithIndirectFireABatteryInSightSupportsTheDefence) {
    const auto book = mcphersons_woods_book();
    const auto offered = cli("combat " + quoted(book) + kCombat + " --option indirect-fire");
    EXPECT_EQ(offered.exit_code, 0) << offered.err;
    EXPECT_NE(offered.out.find("+ us-calef could add 1: sees cs-heth in Q4 from O4, 2 hexes [gettysburg-125 §9, §13.1.1]"),
              std::string::npos)
        << offered.out;
    const auto run = cli("combat " + quoted(book) + kCombat + " --option indirect-fire --support us-calef --format json");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const auto out = nlohmann::json::parse(run.out);
    EXPECT_EQ(out["attack"], 7);
    EXPECT_EQ(out["defence"], 6);
    EXPECT_EQ(out["difference"], 1);
    EXPECT_NE(out["working"][1].get<std::string>().find("us-calef 1 defensive indirect fire (§13.1.1)"), std::string::npos) << out["working"];
    EXPECT_EQ(out["crt"]["row"], 3);
    EXPECT_EQ(out["crt"]["results"][3]["result"], "DR");
    EXPECT_NEAR(out["crt"]["results"][0]["chance"].get<double>(), 0.06, 1e-9) << "A2 on die differences of −7 and less";
    ASSERT_EQ(out["candidates"].size(), 1U);
    EXPECT_TRUE(out["candidates"][0]["eligible"].get<bool>());
}

TEST(CliCombat, SupportTheRulesRefuseIsLeftOutAndExitsOne) {
    const auto run = cli("combat " + quoted(mcphersons_woods_book()) + kCombat + " --support us-calef");
    EXPECT_EQ(run.exit_code, 1) << run.err;
    EXPECT_NE(run.out.find("x us-calef gives no defensive indirect fire: the Indirect fire optional rule is not in force "
                           "[gettysburg-125 §2, §13.1.1]"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("difference +2"), std::string::npos) << run.out;
    const auto bombarded = cli("combat " + quoted(mcphersons_woods_book()) + kCombat +
                               " --option indirect-fire --support us-calef --bombarded us-calef");
    EXPECT_EQ(bombarded.exit_code, 1) << bombarded.err;
    EXPECT_NE(bombarded.out.find("bombarded this turn"), std::string::npos) << bombarded.out;
}

TEST(CliCombat, ABombardmentReadsTheTableAsSection12SaysAndNamesTheRulesItBreaks) {
    const auto run = cli("combat " + quoted(mcphersons_woods_book()) + " --attackers us-calef --defenders cs-pegram --bombard --option indirect-fire");
    EXPECT_EQ(run.exit_code, 1) << run.err;
    EXPECT_NE(run.out.find("us-calef bombard cs-pegram, scenario first-morning, turn 2"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("x cs-pegram is engaged in normal combat: Q3 is in enemy ZOC [gettysburg-125 §6, §12]"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("x us-calef has no line of sight to Q3"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("combat results [gettysburg-125 §12, §13.2 Table 4]"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("> −2 to 0    none"), std::string::npos) << run.out;
    const auto json = nlohmann::json::parse(
        cli("combat " + quoted(mcphersons_woods_book()) + " --attackers us-calef --defenders cs-pegram --bombard --option indirect-fire --format json").out);
    EXPECT_TRUE(json["bombardment"].get<bool>());
    EXPECT_EQ(json["problems"].size(), 2U);
    EXPECT_EQ(json["crt"]["results"][5]["result"], "D1");
}

TEST(CliCombat, AnAttackFromTwoHexesAwayIsAddedUpButExitsOne) {
    const auto run = cli("combat " + quoted(mcphersons_woods_book()) + " --attackers cs-pegram --defenders us-calef --format json");
    EXPECT_EQ(run.exit_code, 1) << run.err;
    const auto out = nlohmann::json::parse(run.out);
    EXPECT_EQ(out["difference"], 2 - 1);
    ASSERT_EQ(out["problems"].size(), 1U);
    EXPECT_EQ(out["problems"][0], "cs-pegram in Q3 is not next to us-calef in O4: every attacker must be next to every defender [gettysburg-125 §13]");
}

TEST(CliCombat, BadInputNamesTheOptionAndExitsTwo) {
    const auto book = quoted(mcphersons_woods_book());
    const auto unknown = cli("combat " + book + " --attackers cs-nobody --defenders us-devin");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.err.find("--attackers cs-nobody: the book has no such unit"), std::string::npos) << unknown.err;
    const auto off_map = cli("combat " + book + " --attackers cs-heth --defenders us-devin,us-reserve");
    EXPECT_EQ(off_map.exit_code, 2);
    EXPECT_NE(off_map.err.find("--defenders us-reserve: not on the map in scenario first-morning"), std::string::npos) << off_map.err;
    const auto one_side = cli("combat " + book + " --attackers us-calef --defenders us-devin");
    EXPECT_EQ(one_side.exit_code, 2);
    EXPECT_NE(one_side.err.find("all of side union"), std::string::npos) << one_side.err;
    const auto missing = cli("combat " + book + " --attackers cs-heth");
    EXPECT_EQ(missing.exit_code, 2);
}

TEST(CliCombat, ARulesetWithoutACombatCalculatorExitsTwo) {
    test::BookBuilder builder("gettysburg-150");
    builder.unit("union", "us-inf", "infantry", "", {{"morale", 4}}).echelon("division");
    builder.unit("confederate", "cs-inf", "infantry", "", {{"morale", 4}}).echelon("division");
    builder.scenario("skirmish", "Skirmish", 1, 2).setup("us-inf", "0303").setup("cs-inf", "0304");
    const Book book = builder.build();
    const fs::path path = test::scratch_dir() / "combat-150.sandtable";
    ASSERT_TRUE(save_book(book, path));
    const auto run = cli("combat " + quoted(path) + " --attackers cs-inf --defenders us-inf");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("ruleset \"gettysburg-150\" has no combat calculator"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace sandtable
