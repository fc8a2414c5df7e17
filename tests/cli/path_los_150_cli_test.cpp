// sandtable-cli path and los on a Gettysburg 150 book: the §7 movement example (Unit C along the
// road) and the §8 sight examples 1 and 2, each set up on its own part of one map.
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

// Odd columns (06, 08 ...) sit half a hex lower, as on the 150's board.
fs::path examples_book() {
    test::BookBuilder builder("gettysburg-150");
    builder.layout(OffsetLayout::OddColumns).size(20, 20);
    for (const char* label : {"0510", "0511", "0512", "0513", "0514", "0515", "0516"}) builder.terrain(label, {"road"});
    for (const char* label : {"1403", "1503", "1603"}) builder.terrain(label, {"ridge"});  // Example 1
    for (const char* label : {"1414", "1514", "1614"}) builder.terrain(label, {"ridge"});  // Example 2
    builder.unit("union", "unit-c", "infantry", "", {{"morale", 4}}).echelon("division");
    builder.unit("union", "hazard", "artillery", "", {{"morale", 3}}).echelon("division");
    builder.unit("union", "hazard-behind", "artillery", "", {{"morale", 3}}).echelon("division");
    builder.unit("confederate", "cs-art", "artillery", "", {{"morale", 2}}).echelon("division");
    builder.unit("confederate", "cs-inf", "infantry", "", {{"morale", 4}}).echelon("division");
    builder.unit("confederate", "cs-art-below", "artillery", "", {{"morale", 2}}).echelon("division");
    builder.scenario("examples", "Movement and sight examples", 1, 2);
    builder.setup("unit-c", "0510").setup("hazard", "1503").setup("cs-art", "1505").setup("cs-inf", "1605");
    builder.setup("hazard-behind", "1513").setup("cs-art-below", "1515");
    const Book book = builder.build();
    const fs::path path = test::scratch_dir() / "gettysburg-150-examples.sandtable";
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

TEST(CliPath150, UnitCMovesTripleAlongTheRoadForSixMovementPoints) {
    const auto run = cli("path " + quoted(examples_book()) + " --unit unit-c --to 0516");
    EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
    EXPECT_NE(run.out.find("unit-c from 0510 to 0516, scenario examples, turn 1"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("triple: 6 MF"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("reaches 0516 for 6 MF"), std::string::npos) << run.out;
    const auto json = nlohmann::json::parse(cli("path " + quoted(examples_book()) + " --unit unit-c --to 0516 --format json").out);
    EXPECT_EQ(json["total"], 6);
    EXPECT_EQ(json["steps"].size(), 6U);
    EXPECT_NE(json["mode"]["rule"].get<std::string>().find("gettysburg-150"), std::string::npos) << json["mode"];
}

TEST(CliPath150, OnePastTheEndOfTheRoadIsOutOfReachAndExitsOne) {
    const auto run = cli("path " + quoted(examples_book()) + " --unit unit-c --to 0517");
    EXPECT_EQ(run.exit_code, 1) << run.err << run.out;
    EXPECT_NE(run.out.find("cannot reach 0517 this turn"), std::string::npos) << run.out;
}

TEST(CliLos150, Example1FromTheRidgeHazardSeesTheConfederateBattery) {
    const auto run = cli("los " + quoted(examples_book()) + " --unit hazard --to 1505");
    EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
    EXPECT_NE(run.out.find("1503 to 1505: clear (2 hexes) [gettysburg-150 §8 Combat]"), std::string::npos) << run.out;
}

TEST(CliLos150, Example2OneHexBehindTheRidgeIsBlocked) {
    const auto run = cli("los " + quoted(examples_book()) + " --unit hazard-behind --to 1515 --format json");
    EXPECT_EQ(run.exit_code, 1) << run.err << run.out;
    const auto out = nlohmann::json::parse(run.out);
    EXPECT_FALSE(out["clear"].get<bool>());
    ASSERT_EQ(out["points"].size(), 1U);
    EXPECT_EQ(out["points"][0]["hexes"][0], "1514");
    EXPECT_NE(out["points"][0]["reason"].get<std::string>().find("ridge with 1513 1 hex behind it"), std::string::npos) << out["points"];
}

}  // namespace
}  // namespace sandtable
