// sandtable-cli reach, los and combat on a free-form (Pub Battles) book: the command-line twins of
// the editor's overlays, on the small field (Foot move 400, Mounted move 800, pieces 120 x 40).
#include "io/native/book_file.hpp"
#include "support/book_builder.hpp"
#include "support/test_books.hpp"
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <utility>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

fs::path field_book(const std::string& ruleset = "pub-battles") {
    Book book = test::small_freeform_book();
    book.ruleset = ruleset;
    auto& union_side = book.forces.side("union")->nodes;
    union_side.push_back(test::make_unit_node("us-inf", "infantry", ""));
    union_side.push_back(test::make_unit_node("us-cav", "cavalry", ""));
    // Quality is a Pub Battles attribute; other rulesets' books do not carry it.
    ForceNode elite = test::make_unit_node("cs-inf", "infantry", "");
    if (ruleset == "pub-battles") elite.attributes["quality"] = std::string("elite");
    book.forces.side("confederate")->nodes.push_back(std::move(elite));
    Scenario& day1 = *book.scenario("day1");
    day1.setup = {{"us-inf", Location{MapPoint{600, 650}}, UnitState::Full, 0.0, false},
                  {"cs-inf", Location{MapPoint{600, 610}}, UnitState::Full, 180.0, false},
                  {"us-cav", Location{MapPoint{750, 440}}, UnitState::Full, 180.0, false}};
    const fs::path path = test::scratch_dir() / "freeform-engine.sandtable";
    const auto saved = save_book(book, path);
    EXPECT_TRUE(saved) << saved.error();
    return path;
}

TEST(CliFreeformReach, SaysWhereAPieceCanGetItsFieldOfFireAndCommandRange) {
    const fs::path book = field_book();
    const auto run = cli("reach " + quoted(book) + " --unit us-inf --to 300,650");
    EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
    EXPECT_NE(run.out.find("us-inf (Foot move 400) in scenario day1"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("enemies in it: cs-inf"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("300,650: reachable this turn"), std::string::npos) << run.out;
    // Cavalry keeps out of marsh-1 (700..800, 500..600).
    const auto marsh = cli("reach " + quoted(book) + " --unit us-cav --to 750,550 --format json");
    EXPECT_EQ(marsh.exit_code, 1) << marsh.err << marsh.out;
    const auto json = nlohmann::json::parse(marsh.out);
    EXPECT_EQ(json["move"]["name"], "Mounted");
    EXPECT_FALSE(json["to"]["reachable"].get<bool>());
    EXPECT_FALSE(json["field_of_fire"]["projects"].get<bool>());
    EXPECT_NEAR(json["command_range"]["range"].get<double>(), 800.0 / 3.0, 1e-6);
    // Each answer cites the rule it applies, as the engine gives it.
    EXPECT_EQ(json["formation"]["rule"], "pub-battles How the Pieces Move: Moving");
    EXPECT_EQ(json["road_column"]["rule"], "pub-battles How the Pieces Move: Road Column");
    EXPECT_EQ(json["field_of_fire"]["rule"], "pub-battles How the Pieces Move: Field of Fire");
    EXPECT_EQ(json["command_range"]["rule"], "pub-battles How the Pieces Move: HQs");
    const auto text = cli("reach " + quoted(book) + " --unit us-cav");
    EXPECT_NE(text.out.find("field of fire: none (only infantry, dragoons and artillery out of road column project one)"), std::string::npos)
        << text.out;
}

// The engine is the book's ruleset's, found through the registry: a ruleset with no free-form
// engine gets no answers, not another ruleset's.
TEST(CliFreeformReach, AsksTheEngineOfTheBooksRuleset) {
    const fs::path book = field_book("gettysburg-150");
    for (const std::string& command : {"reach " + quoted(book) + " --unit us-inf", "los " + quoted(book) + " --unit us-inf --to 600,100",
                                      "combat " + quoted(book) + " --attackers us-inf --defenders cs-inf"}) {
        const auto run = cli(command);
        EXPECT_EQ(run.exit_code, 2) << command << "\n" << run.out;
        EXPECT_NE(run.err.find("ruleset \"gettysburg-150\" has no rules for free-form maps"), std::string::npos) << command << "\n" << run.err;
    }
}

TEST(CliFreeformReach, RefusesUnknownPiecesAndBadPlaces) {
    const fs::path book = field_book();
    const auto nobody = cli("reach " + quoted(book) + " --unit nobody");
    EXPECT_EQ(nobody.exit_code, 2);
    EXPECT_NE(nobody.err.find("--unit nobody: the book has no such unit"), std::string::npos) << nobody.err;
    const auto bad = cli("reach " + quoted(book) + " --unit us-inf --to 300,north");
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("expected X,Y in map units or a unit id"), std::string::npos) << bad.err;
}

TEST(CliFreeformLos, BlocksThroughMoreWoodsThanAPiecesDepth) {
    const fs::path book = field_book();
    const auto clear = cli("los " + quoted(book) + " --from 50,120 --to 130,120");
    EXPECT_EQ(clear.exit_code, 0) << clear.err << clear.out;
    const auto blocked = cli("los " + quoted(book) + " --from 50,120 --to 150,120 --format json");
    EXPECT_EQ(blocked.exit_code, 1) << blocked.err;
    const auto json = nlohmann::json::parse(blocked.out);
    EXPECT_FALSE(json["clear"].get<bool>());
    EXPECT_EQ(json["obstacles"][0]["object"], "wood-1");
    EXPECT_EQ(json["rule"], "pub-battles How the Pieces Move: Line of Sight");
}

TEST(CliFreeformCombat, CountsTheDiceOfAMeleeAndNamesTheEliteTarget) {
    const fs::path book = field_book();
    const auto run = cli("combat " + quoted(book) + " --attackers us-inf --defenders cs-inf");
    EXPECT_EQ(run.exit_code, 0) << run.err << run.out;
    EXPECT_NE(run.out.find("Attacker us-inf: 3 dice, hits on 4+"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("is elite: its first hit in this combat has no effect"), std::string::npos) << run.out;
    const auto fire = nlohmann::json::parse(cli("combat " + quoted(book) + " --attackers us-inf --defenders cs-inf --fire --format json").out);
    EXPECT_EQ(fire["kind"], "fire");
    EXPECT_EQ(fire["attacker"]["dice"], 2);
    const auto two = cli("combat " + quoted(book) + " --attackers us-inf,us-cav --defenders cs-inf");
    EXPECT_EQ(two.exit_code, 2);
    EXPECT_NE(two.err.find("between two opposing pieces"), std::string::npos) << two.err;
}

}  // namespace
}  // namespace sandtable
