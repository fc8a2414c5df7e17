// sandtable-cli path and los on a book set up like the movement example of the 125th rulebook
// (§11.1.3): costs and rules per step, exit codes, JSON, and bad input.
#include "io/native/book_file.hpp"
#include "support/book_builder.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

// Even columns half a hex lower, as the example's hexes need.
fs::path example_book() {
    test::BookBuilder builder("gettysburg-125");
    builder.layout(OffsetLayout::EvenColumns).size(18, 12);
    builder.terrain("E3", {"woods"}).terrain("F4", {"woods"}).terrain("H2", {"woods"}).terrain("C5", {"woods"});
    builder.hexside_chain({"D3", "E2", "F2", "G2", "H3"}, "road");
    builder.formation("union", "us-1", "corps").echelon("corps");
    builder.unit("union", "us-reynolds", "hq", "us-1", {{"movement", 8}}).echelon("division");
    builder.unit("union", "us-wadsworth", "infantry", "us-1", {{"movement", 5}, {"combat", 3}}).echelon("division");
    builder.formation("confederate", "cs-3", "corps").echelon("corps");
    builder.unit("confederate", "cs-heth", "infantry", "cs-3", {{"movement", 5}, {"combat", 5}}).echelon("division");
    builder.scenario("example", "Movement example", 1, 8);
    builder.setup("us-wadsworth", "D3").setup("us-reynolds", "D3").setup("cs-heth", "H1");
    const Book book = builder.build();
    const fs::path path = test::scratch_dir() / "movement-example.sandtable";
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

TEST(CliPath, PrintsEachStepWithItsCostAndRule) {
    const auto run = cli("path " + quoted(example_book()) + " --unit us-wadsworth --to H2");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("movement: 6 MF (MF 5 + 1 moving with us-reynolds) [gettysburg-125 §11.1.3]"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("E2      +0.5    0.5  along the road: 1/2 MF [gettysburg-125 §11.1.3, Table 1]"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("1 to enter, +1 woods, +1 enemy ZOC: 3 MF [gettysburg-125 §11.1.1, §11.1.3, Table 1]"), std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("reaches H2 for 4.5 MF"), std::string::npos) << run.out;
}

TEST(CliPath, TooFarExitsOneWithWhatItWouldNeed) {
    const auto run = cli("path " + quoted(example_book()) + " --unit us-wadsworth --from A1 --to R12 --format json");
    EXPECT_EQ(run.exit_code, 1) << run.err;
    const auto out = nlohmann::json::parse(run.out);
    EXPECT_FALSE(out["possible"].get<bool>());
    EXPECT_EQ(out["from"], "A1");
    EXPECT_EQ(out["mode"]["allowance"], 5) << "moved away from Reynolds";
    EXPECT_GT(out["total"].get<double>(), 5);
    EXPECT_NE(out["problem"].get<std::string>().find("more than the 5 MF the unit has"), std::string::npos) << out["problem"];
}

TEST(CliPath, BadInputNamesTheOptionAndExitsTwo) {
    const auto book = example_book();
    const auto no_unit = cli("path " + quoted(book) + " --unit nobody --to H2");
    EXPECT_EQ(no_unit.exit_code, 2);
    EXPECT_NE(no_unit.err.find("--unit nobody: the book has no such unit"), std::string::npos) << no_unit.err;
    const auto bad_hex = cli("path " + quoted(book) + " --unit us-wadsworth --to Z99");
    EXPECT_EQ(bad_hex.exit_code, 2);
    EXPECT_NE(bad_hex.err.find("--to Z99"), std::string::npos) << bad_hex.err;
    const auto bad_scenario = cli("path " + quoted(book) + " --unit us-wadsworth --to H2 --scenario nope");
    EXPECT_EQ(bad_scenario.exit_code, 2);
    EXPECT_NE(bad_scenario.err.find("--scenario nope"), std::string::npos) << bad_scenario.err;
}

TEST(CliPath, ATurnOffTheTrackOrAnUnknownOptionIsRefused) {
    const auto book = example_book();
    const int turns = static_cast<int>(load_book(book).value().book.turn_track.size());
    for (const int turn : {0, -3, turns + 1}) {
        const auto off = cli("path " + quoted(book) + " --unit us-wadsworth --to H2 --turn " + std::to_string(turn));
        EXPECT_EQ(off.exit_code, 2) << turn << ": " << off.out;
        EXPECT_NE(off.err.find("--turn " + std::to_string(turn) + ": not a turn of the book's turn track, whose turns are 1 to " +
                               std::to_string(turns)),
                  std::string::npos)
            << off.err;
        EXPECT_EQ(off.out, "");
    }
    const auto last = cli("path " + quoted(book) + " --unit us-wadsworth --to H2 --turn " + std::to_string(turns));
    EXPECT_NE(last.exit_code, 2) << last.err;
    EXPECT_EQ(last.err, "");

    const auto unknown = cli("path " + quoted(book) + " --unit us-wadsworth --to H2 --option night-marches");
    EXPECT_EQ(unknown.exit_code, 2) << unknown.out;
    EXPECT_NE(unknown.err.find("--option night-marches: not an optional rule of gettysburg-125 (its optional rules: "
                               "initiative, control-and-command, indirect-fire, reorganisation, sudden-death)"),
              std::string::npos)
        << unknown.err;
    EXPECT_EQ(cli("path " + quoted(book) + " --unit us-wadsworth --to H2 --option control-and-command").exit_code, 0);
    const auto combat = cli("combat " + quoted(book) + " --attackers cs-heth --defenders us-wadsworth --option nope");
    EXPECT_EQ(combat.exit_code, 2);
    EXPECT_NE(combat.err.find("--option nope: not an optional rule of gettysburg-125"), std::string::npos) << combat.err;
}

TEST(CliLos, WoodsBetweenBlockAndOpenGroundDoesNot) {
    const auto book = example_book();
    const auto blocked = cli("los " + quoted(book) + " --from C4 --to C6");
    EXPECT_EQ(blocked.exit_code, 1) << blocked.err;
    EXPECT_NE(blocked.out.find("C4 to C6: blocked (2 hexes) [gettysburg-125 §9]"), std::string::npos) << blocked.out;
    EXPECT_NE(blocked.out.find("x C5: woods blocks"), std::string::npos) << blocked.out;
    const auto clear = cli("los " + quoted(book) + " --from B4 --to B6 --format json");
    EXPECT_EQ(clear.exit_code, 0) << clear.err;
    const auto out = nlohmann::json::parse(clear.out);
    EXPECT_TRUE(out["clear"].get<bool>());
    ASSERT_EQ(out["points"].size(), 1U);
    EXPECT_EQ(out["points"][0]["hexes"][0], "B5");
}

TEST(CliLos, AUnitLooksFromItsHexAndUnitsBetweenBlock) {
    const auto run = cli("los " + quoted(example_book()) + " --unit us-wadsworth --to F2");
    EXPECT_EQ(run.exit_code, 0) << run.out;
    const auto far = cli("los " + quoted(example_book()) + " --unit us-wadsworth --to H3");
    EXPECT_EQ(far.exit_code, 1);
    EXPECT_NE(far.out.find("beyond the range of 2"), std::string::npos) << far.out;
    const auto neither = cli("los " + quoted(example_book()) + " --to H3");
    EXPECT_EQ(neither.exit_code, 2);
}

}  // namespace
}  // namespace sandtable
