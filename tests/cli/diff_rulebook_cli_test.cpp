// sandtable-cli diff BOOK --against rulebook: where a book's rules depart from its rulebook, in
// text and in JSON checked against docs/schema/cli-diff-rulebook.schema.json by python3-jsonschema.
#include "support/test_support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sandtable {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::quoted;

using test::replaced;

// The 125th sample with woods costing +2 to enter, a house rule.
fs::path house_rules_book() {
    const fs::path file = test::scratch_dir() / "house.sandtable";
    test::write_text(file, replaced(test::read_text(test::default_sample()), "<c>Woods</c>\n        <c>+1</c>",
                                    "<c>Woods</c>\n        <c>+2</c>"));
    return file;
}

TEST(DiffRulebookCli, TheSampleKeepsItsRulebooksValues) {
    const auto r = cli("diff " + quoted(test::default_sample()) + " --against rulebook");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, "Gettysburg, 1 July 1863: McPherson's Ridge against the gettysburg-125 rulebook: no departures\n");
}

TEST(DiffRulebookCli, AChangedTerrainCostIsListedWithItsRule) {
    const auto r = cli("diff " + quoted(house_rules_book()) + " --against rulebook");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_EQ(r.out, "Gettysburg, 1 July 1863: McPherson's Ridge against the gettysburg-125 rulebook: 1 departure\n"
                     "~ Movement and combat effects chart, Woods, MF: +1 -> +2 (gettysburg-125 §1.1 Table 1)\n");
    const auto validated = cli("validate " + quoted(house_rules_book()));
    EXPECT_EQ(validated.exit_code, 0) << "a departure is a note\n" << validated.out;
    EXPECT_NE(validated.out.find("note[core.rulebook-departure] gettysburg-125 §1.1 Table 1: Movement and combat effects chart, "
                                 "Woods, MF is \"+2\"; the rulebook prints \"+1\""),
              std::string::npos)
        << validated.out;
}

TEST(DiffRulebookCli, JsonFollowsItsSchema) {
    const auto r = cli("diff " + quoted(test::source_path("samples/gettysburg-150/gettysburg-150.sandtable")) +
                       " --against rulebook --format json");
    ASSERT_EQ(r.exit_code, 1) << r.err;
    const auto diff = nlohmann::json::parse(r.out);
    EXPECT_EQ(diff["ruleset"], "gettysburg-150");
    ASSERT_EQ(diff["departures"].size(), 2U);
    EXPECT_EQ(diff["departures"][0]["table"], "events");
    EXPECT_EQ(diff["departures"][0]["row"], "12");
    EXPECT_FALSE(diff["departures"][0].contains("rulebook")) << "the rulebook prints the cell blank";
    EXPECT_EQ(diff["departures"][1]["change"], "added");
    EXPECT_EQ(diff["departures"][1]["table"], "unit-values");
    const fs::path file = test::scratch_dir() / "rulebook.json";
    test::write_text(file, r.out);
    const auto check = test::json_schema_check(file, "cli-diff-rulebook.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

// The done-when of house rules: a terrain cost and a unit range changed, both listed, in text and
// in JSON that follows its schema.
TEST(DiffRulebookCli, AChangedTerrainCostAndUnitRangeAreBothListed) {
    const fs::path file = test::scratch_dir() / "house-range.sandtable";
    test::write_text(file, replaced(test::read_text(house_rules_book()), "<rules-data>",
                                    "<rules-data>\n    <unit-range attribute=\"movement\" min=\"1\" max=\"30\" />"));
    const auto r = cli("diff " + quoted(file) + " --against rulebook");
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_EQ(r.out, "Gettysburg, 1 July 1863: McPherson's Ridge against the gettysburg-125 rulebook: 2 departures\n"
                     "~ Movement and combat effects chart, Woods, MF: +1 -> +2 (gettysburg-125 §1.1 Table 1)\n"
                     "~ Unit schema, Movement factor (MF), Range: 1 to 20 -> 1 to 30 (gettysburg-125 §1.2.1)\n");
    const auto json = cli("diff " + quoted(file) + " --against rulebook --format json");
    ASSERT_EQ(json.exit_code, 1) << json.err;
    const auto diff = nlohmann::json::parse(json.out);
    ASSERT_EQ(diff["departures"].size(), 2U);
    EXPECT_EQ(diff["departures"][1]["attribute"], "movement");
    EXPECT_FALSE(diff["departures"][1].contains("table"));
    EXPECT_EQ(diff["departures"][1]["book"], "1 to 30");
    const fs::path out = test::scratch_dir() / "rulebook-range.json";
    test::write_text(out, json.out);
    const auto check = test::json_schema_check(out, "cli-diff-rulebook.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

TEST(DiffRulebookCli, AScenarioWithRulebookIsRefused) {
    const auto r = cli("diff " + quoted(test::default_sample()) + " first-day --against rulebook");
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.err, "sandtable-cli diff: --against rulebook compares the book's rules, which every scenario shares: give no SCENARIO\n");
    const auto none = cli("diff " + quoted(test::default_sample()));
    EXPECT_EQ(none.exit_code, 2);
    EXPECT_NE(none.err.find("say which scenario to compare"), std::string::npos) << none.err;
}

TEST(DiffRulebookCli, AReassignedPieceFollowsTheDiffSchema) {
    const auto r = cli("diff " + quoted(test::source_path("docs/examples/books/reorganised.sandtable")) +
                       " first-day-reorganised --format json");
    ASSERT_EQ(r.exit_code, 1) << r.err;
    EXPECT_NE(r.out.find("\"topic\": \"assignments\""), std::string::npos) << r.out;
    const fs::path file = test::scratch_dir() / "reorganised.json";
    test::write_text(file, r.out);
    const auto check = test::json_schema_check(file, "cli-diff.schema.json");
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
}

}  // namespace
}  // namespace sandtable
